import type { Kysely } from 'kysely';
import { TEAM_REFUSALS, teamMay, type TeamAction, type TeamRole } from '../../contract';
import type { Database } from '../../db/schema';
import { forbidden, notFound } from '../../http/http-error';

type Granted<T> = T & { role: TeamRole };

/**
 * The one gate of every team rule: the user must be in the team of the company the thing
 * belongs to (or it is "not found", so a company's ids reveal nothing to outsiders), and their
 * role must allow the action (or it is 403, with what the role may not do). What each role may
 * do is TEAM_PERMISSIONS in the contract; nothing else compares user ids.
 */
export function teamAccess(db: Kysely<Database>) {
  const grant = <T extends { role: TeamRole }>(row: T | undefined, action: TeamAction, missing: string): Granted<T> => {
    if (!row) throw notFound(missing);
    if (!teamMay(row.role, action)) throw forbidden(TEAM_REFUSALS[row.role]);
    return row;
  };

  return {
    async company(userId: number, companyId: number, action: TeamAction, missing = 'Company not found.') {
      const row = await db
        .selectFrom('companies')
        .innerJoin('company_members', (join) => join.onRef('company_members.company_id', '=', 'companies.id').on('company_members.user_id', '=', userId))
        .selectAll('companies')
        .select('company_members.role')
        .where('companies.id', '=', companyId)
        .executeTakeFirst();
      return grant(row, action, missing);
    },

    async job(userId: number, jobId: number, action: TeamAction, missing = 'Job not found.') {
      const row = await db
        .selectFrom('jobs')
        .innerJoin('company_members', (join) => join.onRef('company_members.company_id', '=', 'jobs.company_id').on('company_members.user_id', '=', userId))
        .select(['jobs.id', 'jobs.company_id', 'company_members.role'])
        .where('jobs.id', '=', jobId)
        .executeTakeFirst();
      return grant(row && { jobId: Number(row.id), companyId: Number(row.company_id), role: row.role }, action, missing);
    },

    async application(userId: number, applicationId: number, action: TeamAction, missing = 'Application not found.') {
      const row = await db
        .selectFrom('applications')
        .innerJoin('jobs', 'jobs.id', 'applications.job_id')
        .innerJoin('company_members', (join) => join.onRef('company_members.company_id', '=', 'jobs.company_id').on('company_members.user_id', '=', userId))
        .select(['applications.id', 'applications.job_id', 'jobs.company_id', 'company_members.role'])
        .where('applications.id', '=', applicationId)
        .executeTakeFirst();
      return grant(
        row && { applicationId: Number(row.id), jobId: Number(row.job_id), companyId: Number(row.company_id), role: row.role },
        action,
        missing,
      );
    },
  };
}

export type TeamAccess = ReturnType<typeof teamAccess>;
