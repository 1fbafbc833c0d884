import type { Kysely } from 'kysely';
import { TEAM_REFUSALS, teamMay, type TeamAction, type TeamRole } from '@portal/contract';
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

  /** The user's roles in the teams of the companies whose jobs the student applied to. */
  const rolesOverApplicant = async (userId: number, studentId: number): Promise<TeamRole[]> => {
    const rows = await db
      .selectFrom('applications')
      .innerJoin('jobs', 'jobs.id', 'applications.job_id')
      .innerJoin('company_members', (join) => join.onRef('company_members.company_id', '=', 'jobs.company_id').on('company_members.user_id', '=', userId))
      .select('company_members.role')
      .distinct()
      .where('applications.applicant_id', '=', studentId)
      .execute();
    return rows.map((row) => row.role);
  };

  return {
    /** Whether the user may `action` on what a student sent with an application to their team (the resume): a yes or no, for answers that are 404 otherwise. */
    async overApplicant(userId: number, studentId: number, action: TeamAction): Promise<boolean> {
      return (await rolesOverApplicant(userId, studentId)).some((role) => teamMay(role, action));
    },

    /** Whether the user may `action` in the company's team: a yes or no, for reads that show more to the team (a job's knockouts). */
    async may(userId: number, companyId: number, action: TeamAction): Promise<boolean> {
      const row = await db.selectFrom('company_members').select('role').where('company_id', '=', companyId).where('user_id', '=', userId).executeTakeFirst();
      return row !== undefined && teamMay(row.role, action);
    },

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
