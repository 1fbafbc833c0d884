import { sql, type Kysely } from 'kysely';
import type { Database, Engine } from '../../db/schema';
import { nowIso } from '../../db/time';
import { lockTeams } from '../teams/team-locks';

export function accountRepository(db: Kysely<Database>) {
  /**
   * A new password or email ends what the old one let anyone do: the epoch goes up, so every
   * session ends, and every unused reset link goes, as it was mailed for the old one. Run it in
   * the transaction that decided the change. Returns the new epoch.
   */
  const replaceCredential = async (userId: number, credential: { password_hash: string } | { email: string }): Promise<number> => {
    const row = await db
      .updateTable('users')
      .set({ ...credential, session_epoch: sql`session_epoch + 1`, updated_at: nowIso() })
      .where('id', '=', userId)
      .returning('session_epoch')
      .executeTakeFirstOrThrow();
    await db.deleteFrom('password_resets').where('user_id', '=', userId).where('used_at', 'is', null).execute();
    return Number(row.session_epoch);
  };

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
    /** The reset named by the hash, without using it: when it was used, if it was, and when it expires. */
    findReset(tokenHash: string) {
      return db.selectFrom('password_resets').select(['used_at', 'expires_at']).where('token_hash', '=', tokenHash).executeTakeFirst();
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
    /** A new password; what the old one allowed ends (see replaceCredential). Returns the new epoch. */
    setPassword: (userId: number, passwordHash: string) => replaceCredential(userId, { password_hash: passwordHash }),
    /** A new email; what the old one allowed ends (see replaceCredential). Returns the new epoch. */
    setEmail: (userId: number, email: string) => replaceCredential(userId, { email }),
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
    /**
     * The recruiter leaves every company team they are in (locked, so no one else leaves at the
     * same moment). A company left without a team closes its jobs (taken off students' saved
     * lists), ends its open invitations and leaves the public pages; one left without an
     * owner gets its longest-standing member as owner, so the team goes on. Returns the closed jobs' ids.
     */
    async leaveTeams(recruiterId: number, engine: Engine): Promise<number[]> {
      const teams = await db.selectFrom('company_members').select('company_id').where('user_id', '=', recruiterId).execute();
      await lockTeams(db, engine, teams.map((row) => Number(row.company_id)));
      const left = await db.deleteFrom('company_members').where('user_id', '=', recruiterId).returning('company_id').execute();
      const closed: number[] = [];
      for (const companyId of left.map((row) => Number(row.company_id))) {
        const members = await db.selectFrom('company_members').select(['user_id', 'role']).where('company_id', '=', companyId).orderBy('joined_at').orderBy('user_id').execute();
        if (members.length === 0) {
          const rows = await db.updateTable('jobs').set({ status: 'closed', updated_at: nowIso() }).where('company_id', '=', companyId).where('status', '=', 'open').returning('id').execute();
          await db
            .deleteFrom('saved_jobs')
            .where('job_id', 'in', (eb) => eb.selectFrom('jobs').select('id').where('company_id', '=', companyId))
            .execute();
          closed.push(...rows.map((row) => Number(row.id)));
          // Nobody may join a company nobody is left in: its open invitations end.
          await db.updateTable('company_invitations').set({ revoked_at: nowIso() }).where('company_id', '=', companyId).where('accepted_at', 'is', null).where('revoked_at', 'is', null).execute();
        } else if (!members.some((member) => member.role === 'owner')) {
          await db.updateTable('company_members').set({ role: 'owner' }).where('company_id', '=', companyId).where('user_id', '=', members[0]!.user_id).execute();
        }
      }
      return closed;
    },
  };
}
