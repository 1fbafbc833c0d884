import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../schema';

/**
 * Notifications and the mail they cause, and accounts people can recover:
 * - `notifications`: what a user is told, newest first, unread until opened;
 * - `mail_outbox`: every email, queued in the transaction of the event that causes it and
 *   sent by the API's mail worker (retried with backoff until it is accepted);
 * - `password_resets`: reset tokens, stored only as hashes, single use;
 * - users gain `email_notifications` (on by default), `session_epoch` (raised to end every
 *   session at once: a token names the epoch it was issued in) and `deleted_at`.
 */
export function notificationsAndAccounts(engine: Engine): Migration {
  const timestamp = engine === 'postgres' ? 'timestamptz' : 'text';
  // As every table's id (migration 0001).
  const table = (db: Kysely<unknown>, name: string) =>
    engine === 'postgres'
      ? db.schema.createTable(name).addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
      : db.schema.createTable(name).addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
  return {
    async up(db) {
      await db.schema
        .alterTable('users')
        .addColumn('email_notifications', 'integer', (col) => col.notNull().defaultTo(1).check(sql`email_notifications in (0, 1)`))
        .execute();
      await db.schema.alterTable('users').addColumn('session_epoch', 'integer', (col) => col.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('users').addColumn('deleted_at', timestamp).execute();

      await table(db, 'notifications')
        .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('body', 'text', (col) => col.notNull())
        .addColumn('link', 'text', (col) => col.notNull())
        .addColumn('read_at', timestamp)
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .execute();
      await db.schema.createIndex('notifications_user_idx').on('notifications').columns(['user_id', 'id']).execute();
      // The bell's count reads only the unread ones.
      await db.schema.createIndex('notifications_unread_idx').on('notifications').columns(['user_id', 'id']).where(sql.ref('read_at'), 'is', null).execute();

      await table(db, 'mail_outbox')
        .addColumn('to_address', 'text', (col) => col.notNull())
        .addColumn('subject', 'text', (col) => col.notNull())
        .addColumn('text_body', 'text', (col) => col.notNull())
        .addColumn('html_body', 'text', (col) => col.notNull())
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('next_attempt_at', timestamp, (col) => col.notNull())
        .addColumn('sent_at', timestamp)
        .addColumn('last_error', 'text')
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .execute();
      // The worker looks only at what is still to send.
      await db.schema.createIndex('mail_outbox_due_idx').on('mail_outbox').columns(['next_attempt_at', 'id']).where(sql.ref('sent_at'), 'is', null).execute();

      await db.schema
        .createTable('password_resets')
        .addColumn('token_hash', 'text', (col) => col.primaryKey())
        .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('expires_at', timestamp, (col) => col.notNull())
        .addColumn('used_at', timestamp)
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .execute();
      await db.schema.createIndex('password_resets_user_idx').on('password_resets').column('user_id').execute();
    },
  };
}
