import type { Kysely } from 'kysely';
import { TEAM_PERMISSIONS } from '@portal/contract/team-roles';
import { WAITING_STAGES } from '@portal/contract/waiting';
import type { Database } from '../../db/schema';

/** Enough company ids for one IN list, well under either engine's limit on parameters. */
const COMPANIES_PER_QUERY = 500;

/**
 * Applications waiting for their hiring team (contract/waiting.ts), counted from
 * `applications.updated_at`, which every stage change and every (re-)application sets. Each count
 * reads one of migration 0026's indexes: per job and stage, or per stage across the site.
 */
export function waitingRepository(db: Kysely<Database>) {
  return {
    /** How many applications wait on each of these jobs; a job with none has no row. */
    async perJob(jobIds: number[], cutoff: Date): Promise<Map<number, number>> {
      if (jobIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('applications')
        .select(['job_id', (eb) => eb.fn.countAll<number | string>().as('count')])
        .where('job_id', 'in', jobIds)
        .where('status', 'in', WAITING_STAGES)
        .where('updated_at', '<=', cutoff.toISOString())
        .groupBy('job_id')
        .execute();
      return new Map(rows.map((row) => [Number(row.job_id), Number(row.count)]));
    },

    /** Every job on the site with applications waiting, with its company: what the daily nudge tells. */
    jobsWithWaiting(cutoff: Date) {
      return db
        .selectFrom('applications')
        .innerJoin('jobs', 'jobs.id', 'applications.job_id')
        .innerJoin('companies', 'companies.id', 'jobs.company_id')
        .select(['companies.id as company_id', 'companies.name as company_name', 'jobs.id as job_id', 'jobs.title', (eb) => eb.fn.countAll<number | string>().as('count')])
        .where('applications.status', 'in', WAITING_STAGES)
        .where('applications.updated_at', '<=', cutoff.toISOString())
        .groupBy(['companies.id', 'companies.name', 'jobs.id', 'jobs.title'])
        .orderBy('companies.id')
        .orderBy('jobs.id')
        .execute();
    },

    /** The owners and recruiters of these companies (viewers only read) not yet told on `day`, in the order their nudges are written. */
    async membersToNudge(companyIds: number[], day: string) {
      const members: { company_id: number; user_id: number }[] = [];
      for (let start = 0; start < companyIds.length; start += COMPANIES_PER_QUERY) {
        const rows = await db
          .selectFrom('company_members')
          .innerJoin('users', 'users.id', 'company_members.user_id')
          .select(['company_members.company_id', 'company_members.user_id'])
          .where('company_members.company_id', 'in', companyIds.slice(start, start + COMPANIES_PER_QUERY))
          .where('company_members.role', 'in', TEAM_PERMISSIONS['applicants.move'])
          .where('users.deleted_at', 'is', null)
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('waiting_nudges')
                  .select('waiting_nudges.user_id')
                  .where('waiting_nudges.day', '=', day)
                  .whereRef('waiting_nudges.company_id', '=', 'company_members.company_id')
                  .whereRef('waiting_nudges.user_id', '=', 'company_members.user_id'),
              ),
            ),
          )
          .orderBy('company_members.company_id')
          .orderBy('company_members.user_id')
          .execute();
        members.push(...rows.map((row) => ({ company_id: Number(row.company_id), user_id: Number(row.user_id) })));
      }
      return members;
    },

    /**
     * Claims `day`'s nudge of each member; answers those claimed now, not by an earlier run or
     * another instance. Run in the transaction that tells them: a claim stands exactly when the
     * nudge does. On PostgreSQL a racing claim of the same row waits for this transaction, then
     * finds it taken.
     */
    async claimNudges(day: string, companyId: number, userIds: number[], at: Date): Promise<number[]> {
      if (userIds.length === 0) return [];
      const rows = await db
        .insertInto('waiting_nudges')
        .values(userIds.map((user_id) => ({ day, company_id: companyId, user_id, sent_at: at.toISOString() })))
        .onConflict((conflict) => conflict.columns(['day', 'company_id', 'user_id']).doNothing())
        .returning('user_id')
        .execute();
      return rows.map((row) => Number(row.user_id));
    },

    /** Forgets the nudges of days before `day`: only today's (and, for a lagging clock, yesterday's) are ever looked at. */
    async forgetBefore(day: string): Promise<void> {
      await db.deleteFrom('waiting_nudges').where('day', '<', day).execute();
    },
  };
}
