import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Database, Engine } from '../../db/schema';
import { toIso } from '../../db/time';
import { POSTGRES_SEARCH_TEXT } from '../../db/migrations/0002-job-search-index';
import type { SearchCursor } from './search-cursor';

export type JobFilters = {
  keywords: string[];
  location?: string;
  jobType?: string;
  salaryMin?: number;
  salaryMax?: number;
};

type Where = (eb: ExpressionBuilder<Database, 'jobs'>) => Expression<SqlBool>;

/** Below this many matches the page is taken from the matches themselves, not by walking the date index. */
const FILTER_FIRST_BELOW = 5_000;
/** Trigram indexes only serve terms of three characters or more. */
const MIN_INDEXED_LENGTH = 3;

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
const ftsPhrase = (term: string) => `"${term.replace(/"/g, '""')}"`;

/** Case-insensitive substring match of a short term, without an index. */
function scanMatch(eb: ExpressionBuilder<Database, 'jobs'>, columns: ('title' | 'description' | 'location')[], term: string) {
  const pattern = likePattern(term.toLowerCase());
  return eb.or(columns.map((column) => sql<SqlBool>`lower(jobs.${sql.ref(column)}) LIKE ${pattern} ESCAPE '\\'`));
}

function postgresText(filters: JobFilters): Where[] {
  const searchText = sql.raw(POSTGRES_SEARCH_TEXT.replace(/(title|description|location)/g, 'jobs.$1'));
  const conditions: Where[] = filters.keywords.map((term) => () => sql<SqlBool>`${searchText} ILIKE ${likePattern(term)}`);
  if (filters.location) {
    const pattern = likePattern(filters.location);
    conditions.push(() => sql<SqlBool>`jobs.location ILIKE ${pattern}`);
  }
  return conditions;
}

function sqliteText(filters: JobFilters): Where[] {
  const indexed: string[] = [];
  const conditions: Where[] = [];
  for (const term of filters.keywords) {
    if (term.length >= MIN_INDEXED_LENGTH) indexed.push(ftsPhrase(term));
    else conditions.push((eb) => scanMatch(eb, ['title', 'description', 'location'], term));
  }
  const location = filters.location;
  if (location) {
    if (location.length >= MIN_INDEXED_LENGTH) indexed.push(`location : ${ftsPhrase(location)}`);
    else conditions.push((eb) => scanMatch(eb, ['location'], location));
  }
  if (indexed.length > 0) {
    const match = indexed.join(' AND ');
    conditions.unshift(() => sql<SqlBool>`jobs.id IN (SELECT rowid FROM job_search WHERE job_search MATCH ${match})`);
  }
  return conditions;
}

function conditionsFor(engine: Engine, filters: JobFilters): Where[] {
  const conditions = engine === 'postgres' ? postgresText(filters) : sqliteText(filters);
  if (filters.jobType) {
    const jobType = filters.jobType.toLowerCase();
    conditions.push((eb) => eb(eb.fn('lower', ['jobs.job_type']), '=', jobType));
  }
  if (filters.salaryMin !== undefined) {
    const min = filters.salaryMin;
    conditions.push((eb) => eb('jobs.salary', '>=', min));
  }
  if (filters.salaryMax !== undefined) {
    const max = filters.salaryMax;
    conditions.push((eb) => eb('jobs.salary', '<=', max));
  }
  return conditions;
}

/** The jobs matching the filters, as a query to select from (exported so tests can EXPLAIN it). */
export function matchingJobs(db: Kysely<Database>, engine: Engine, filters: JobFilters) {
  const conditions = conditionsFor(engine, filters);
  return {
    matching: db.selectFrom('jobs').where((eb) => eb.and(conditions.map((condition) => condition(eb)))),
    filtered: conditions.length > 0,
  };
}

export type SearchPage = { ids: number[]; total: number; next: SearchCursor | null };

/**
 * Newest-first search with a keyset cursor. The count comes first because it decides the
 * plan: few matches are fetched from the text index and sorted (a planner left alone may
 * walk the whole date index looking for them); many matches are found quickly by walking
 * the date index.
 */
export async function searchJobs(
  db: Kysely<Database>,
  engine: Engine,
  filters: JobFilters,
  page: { limit: number; cursor: SearchCursor | null },
): Promise<SearchPage> {
  const { matching, filtered } = matchingJobs(db, engine, filters);

  const { total } = await matching.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  if (Number(total) === 0) return { ids: [], total: 0, next: null };

  const cursor = page.cursor;
  const afterCursor = (eb: ExpressionBuilder<{ m: { id: number; created_at: string | Date } }, 'm'>) =>
    cursor
      ? eb.or([eb('m.created_at', '<', cursor.createdAt), eb.and([eb('m.created_at', '=', cursor.createdAt), eb('m.id', '<', cursor.id)])])
      : eb.lit(true);

  const source =
    Number(total) < FILTER_FIRST_BELOW && filtered
      ? db.with((cte) => cte('m').materialized(), () => matching.select(['jobs.id', 'jobs.created_at'])).selectFrom('m')
      : db.selectFrom(matching.select(['jobs.id', 'jobs.created_at']).as('m'));

  const rows = await source
    .select(['m.id', 'm.created_at'])
    .where(afterCursor)
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(page.limit + 1)
    .execute();

  const pageRows = rows.slice(0, page.limit);
  const last = pageRows[pageRows.length - 1];
  return {
    ids: pageRows.map((row) => Number(row.id)),
    total: Number(total),
    next: rows.length > page.limit && last ? { createdAt: toIso(last.created_at), id: Number(last.id) } : null,
  };
}
