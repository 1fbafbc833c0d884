import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toIso } from '../../db/time';
import { teamStillHere } from '../companies/public-companies';

export type PageRow = { id: number; updatedAt: string };
export type PageCounts = Record<'jobs' | 'companies', { count: number; highestId: number }>;

const toRow = (row: { id: number; updated_at: string | Date }): PageRow => ({ id: Number(row.id), updatedAt: toIso(row.updated_at) });

/** The pages a sitemap lists: open jobs (not past their deadline) and every public company. */
export function sitemapPages(db: Kysely<Database>) {
  return {
    async counts(today: string): Promise<PageCounts> {
      const [jobs, companies] = await Promise.all([
        db
          .selectFrom('jobs')
          .where('status', '=', 'open')
          .where((eb) => eb.or([eb('deadline', 'is', null), eb('deadline', '>=', today)]))
          .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('id').as('highest')])
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('companies')
          .where(teamStillHere)
          .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('id').as('highest')])
          .executeTakeFirstOrThrow(),
      ]);
      return {
        jobs: { count: Number(jobs.count), highestId: Number(jobs.highest ?? 0) },
        companies: { count: Number(companies.count), highestId: Number(companies.highest ?? 0) },
      };
    },

    /** Open jobs with ids in [fromId, toId). */
    async openJobs(today: string, fromId: number, toId: number): Promise<PageRow[]> {
      const rows = await db
        .selectFrom('jobs')
        .where('status', '=', 'open')
        .where((eb) => eb.or([eb('deadline', 'is', null), eb('deadline', '>=', today)]))
        .where('id', '>=', fromId)
        .where('id', '<', toId)
        .select(['id', 'updated_at'])
        .orderBy('id')
        .execute();
      return rows.map(toRow);
    },

    /** Public companies with ids in [fromId, toId). */
    async companies(fromId: number, toId: number): Promise<PageRow[]> {
      const rows = await db
        .selectFrom('companies')
        .where(teamStillHere)
        .where('id', '>=', fromId)
        .where('id', '<', toId)
        .select(['id', 'updated_at'])
        .orderBy('id')
        .execute();
      return rows.map(toRow);
    },
  };
}
