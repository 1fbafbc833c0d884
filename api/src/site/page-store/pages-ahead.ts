import type { Kysely } from 'kysely';
import { mayVisit, routePath, type PageRoute, type RouteShows } from '@portal/site/site-pages';
import type { Database } from '../../db/schema';
import { todayIso } from '../../db/time';
import { teamStillHere } from '../../features/companies/public-companies';

/**
 * Where a walk over the site's pages is: the kind of page it is at and, for records, the id it
 * went down to (records are walked newest first: the newest jobs are the most viewed); for
 * listings, how many it gave already.
 */
export type AheadCursor = { kind: RouteShows; beforeId?: number; skip?: number };

/** The order pages are rendered ahead in: a listing is every visitor's first page, a job page the one search engines send people to. */
const KINDS: readonly RouteShows[] = ['listing', 'job', 'company'];

const parametersOf = (path: string) => path.split('/').filter((segment) => segment.startsWith(':'));

/**
 * The visitors' routes that show `kind`, from the live table: a listing's without parameters, a
 * record's with its `:id` alone (the only parameter a record gives).
 */
const routesShowing = (routes: readonly PageRoute[], kind: RouteShows) =>
  routes.filter((route) => route.shows === kind && mayVisit(route.access, null) && parametersOf(route.path).join() === (kind === 'listing' ? '' : ':id'));

/**
 * The pages a release renders ahead of any view: the first page of each listing (`/`, `/jobs`,
 * `/browse` without a query), every open job's page and every public company's page (the
 * sitemap's pages), as the live route table names them. Read in steps, so a walk over 100,000
 * jobs never holds the task queue or one query for long.
 */
export function pagesAhead(db: Kysely<Database>) {
  const recordIds = async (kind: 'job' | 'company', beforeId: number | undefined, count: number): Promise<number[]> => {
    const below = beforeId ?? Number.MAX_SAFE_INTEGER;
    const rows =
      kind === 'job'
        ? await db
            .selectFrom('jobs')
            .select('id')
            .where('status', '=', 'open')
            .where((eb) => eb.or([eb('deadline', 'is', null), eb('deadline', '>=', todayIso())]))
            .where('id', '<', below)
            .orderBy('id', 'desc')
            .limit(count)
            .execute()
        : await db.selectFrom('companies').select('id').where(teamStillHere).where('id', '<', below).orderBy('id', 'desc').limit(count).execute();
    return rows.map((row) => Number(row.id));
  };

  return {
    /**
     * Up to `count` pages from `cursor` on, and where the walk goes on from (null: it is done).
     * A record shown by several routes gives all its pages together, so a step may hold a few
     * more when `count` is smaller than that. A kind no visitors' route shows is skipped.
     */
    async next(routes: readonly PageRoute[], cursor: AheadCursor, count: number): Promise<{ urls: string[]; cursor: AheadCursor | null }> {
      const urls: string[] = [];
      let at: AheadCursor | null = cursor;
      while (at && urls.length < count) {
        const showing = routesShowing(routes, at.kind);
        const nextKind: RouteShows | undefined = KINDS[KINDS.indexOf(at.kind) + 1];
        const following: AheadCursor | null = nextKind ? { kind: nextKind } : null;
        if (at.kind === 'listing') {
          const skip: number = at.skip ?? 0;
          const taken = showing.slice(skip, skip + count - urls.length).map((route) => route.path);
          urls.push(...taken);
          at = skip + taken.length < showing.length ? { kind: 'listing', skip: skip + taken.length } : following;
          continue;
        }
        if (showing.length === 0) {
          at = following;
          continue;
        }
        const wanted = Math.max(1, Math.floor((count - urls.length) / showing.length));
        const ids = await recordIds(at.kind, at.beforeId, wanted);
        for (const id of ids) urls.push(...showing.map((route) => routePath(route, { id })));
        at = ids.length < wanted ? following : { kind: at.kind, beforeId: ids.at(-1) };
      }
      return { urls, cursor: at };
    },

    /** The pages a write of job `jobId` makes (a new job's page has never been rendered): the job's and its company's. */
    async ofJob(routes: readonly PageRoute[], jobId: number): Promise<string[]> {
      const job = await db.selectFrom('jobs').select('company_id').where('id', '=', jobId).executeTakeFirst();
      if (!job) return [];
      return [
        ...routesShowing(routes, 'job').map((route) => routePath(route, { id: jobId })),
        ...routesShowing(routes, 'company').map((route) => routePath(route, { id: Number(job.company_id) })),
      ];
    },
  };
}

export type PagesAhead = ReturnType<typeof pagesAhead>;
