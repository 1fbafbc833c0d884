import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/time';

export function accountRepository(db: Kysely<Database>) {
  return {
    findActiveByEmail(email: string) {
      return db.selectFrom('users').select(['id', 'email', 'fullname']).where('email', '=', email).where('deleted_at', 'is', null).executeTakeFirst();
    },
    credentialsOf(userId: number) {
      return db.selectFrom('users').select(['password_hash', 'session_epoch', 'role', 'resume_key', 'profile_photo_key']).where('id', '=', userId).executeTakeFirstOrThrow();
    },
    async addReset(userId: number, tokenHash: string, expiresAt: string) {
      await db.insertInto('password_resets').values({ token_hash: tokenHash, user_id: userId, expires_at: expiresAt, created_at: nowIso() }).execute();
    },
    /** Uses the reset named by the hash, if it is unused and unexpired; one UPDATE decides, so a link works once however clicks race. */
    async useReset(tokenHash: string): Promise<number | null> {
      const now = nowIso();
      const row = await db
        .updateTable('password_resets')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('user_id')
        .executeTakeFirst();
      return row ? Number(row.user_id) : null;
    },
    /** A new password; the epoch goes up, so every session of the old one ends. Returns the new epoch. */
    async setPassword(userId: number, passwordHash: string): Promise<number> {
      const row = await db
        .updateTable('users')
        .set({ password_hash: passwordHash, session_epoch: sql`session_epoch + 1`, updated_at: nowIso() })
        .where('id', '=', userId)
        .returning('session_epoch')
        .executeTakeFirstOrThrow();
      return Number(row.session_epoch);
    },
    /** What is left of a deleted account: a row that keeps others' records readable, with nothing personal in it. */
    async eraseUser(userId: number) {
      const now = nowIso();
      await db
        .updateTable('users')
        .set({
          fullname: 'Deleted user',
          email: `deleted-${userId}@deleted.invalid`,
          phone_number: '',
          password_hash: '!',
          bio: '',
          skills: '[]',
          resume_key: null,
          resume_original_name: null,
          profile_photo_key: null,
          email_notifications: 0,
          session_epoch: sql`session_epoch + 1`,
          deleted_at: now,
          updated_at: now,
        })
        .where('id', '=', userId)
        .execute();
    },
    /** What the user did that is theirs alone: notifications, resets, saved jobs, alerts, email not yet sent. */
    async forgetActivityOf(userId: number, email: string) {
      await db.deleteFrom('notifications').where('user_id', '=', userId).execute();
      await db.deleteFrom('job_alerts').where('user_id', '=', userId).execute();
      await db.deleteFrom('saved_jobs').where('user_id', '=', userId).execute();
      await db.deleteFrom('password_resets').where('user_id', '=', userId).execute();
      await db.deleteFrom('mail_outbox').where('to_address', '=', email).where('sent_at', 'is', null).execute();
    },
    async closeJobsOf(recruiterId: number) {
      await db.updateTable('jobs').set({ status: 'closed', updated_at: nowIso() }).where('created_by', '=', recruiterId).execute();
    },
  };
}
