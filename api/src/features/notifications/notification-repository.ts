import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/time';

export type NewNotification = { kind: string; title: string; body: string; link: string };

export function notificationRepository(db: Kysely<Database>) {
  return {
    async insertFor(userIds: number[], notification: NewNotification) {
      if (userIds.length === 0) return;
      const createdAt = nowIso();
      await db
        .insertInto('notifications')
        .values(userIds.map((user_id) => ({ user_id, ...notification, created_at: createdAt })))
        .execute();
    },
    /** Newest first, older than the cursor (an id) when there is one; one more than asked, to tell whether more exist. */
    page(userId: number, limit: number, before: number | undefined) {
      return db
        .selectFrom('notifications')
        .select(['id', 'kind', 'title', 'body', 'link', 'read_at', 'created_at'])
        .where('user_id', '=', userId)
        .$if(before !== undefined, (query) => query.where('id', '<', before!))
        .orderBy('id', 'desc')
        .limit(limit + 1)
        .execute();
    },
    /** Every notification of the user, newest first: for their data export. */
    all(userId: number) {
      return db
        .selectFrom('notifications')
        .select(['id', 'kind', 'title', 'body', 'link', 'read_at', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .execute();
    },
    /** The newest id and the unread count: all a poll needs to know whether anything changed. Both read an index, never the table. */
    async summary(userId: number) {
      const [newest, unread] = await Promise.all([
        db.selectFrom('notifications').select('id').where('user_id', '=', userId).orderBy('id', 'desc').limit(1).executeTakeFirst(),
        db
          .selectFrom('notifications')
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .where('user_id', '=', userId)
          .where('read_at', 'is', null)
          .executeTakeFirstOrThrow(),
      ]);
      return { newestId: newest ? Number(newest.id) : 0, unread: Number(unread.count) };
    },
    async markRead(userId: number, ids: number[] | 'all') {
      await db
        .updateTable('notifications')
        .set({ read_at: nowIso() })
        .where('user_id', '=', userId)
        .where('read_at', 'is', null)
        .$if(ids !== 'all', (query) => query.where('id', 'in', ids as number[]))
        .execute();
    },
    /** Who gets each notification by email: those who kept it on, and whose account still exists. */
    emailRecipients(userIds: number[]) {
      return db
        .selectFrom('users')
        .select(['id', 'email'])
        .where('id', 'in', userIds)
        .where('email_notifications', '=', 1)
        .where('deleted_at', 'is', null)
        .execute();
    },
  };
}
