import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Database, Engine } from '../../db/schema';
import { toIso } from '../../db/time';
import type { SearchCursor } from './search-cursor';
import type { SearchTotals } from './search-totals';

export type JobFilters = {
  /** Only jobs taking applications on this day (YYYY-MM-DD): open, and not past their deadline. */
  openOn: string;
  keywords: string[];
  location?: string;
  jobType?: string;
  salaryMin?: number;
  salaryMax?: number;
};

type Where = (eb: ExpressionBuilder<Database, 'jobs'>) => Expression<SqlBool>;

/**
 * A filter written two ways: `indexed` finds all matches through the text index (for
 * counting, and for paging through few matches); `perRow` tests one row cheaply (for
 * walking the date index when matches are so dense that the first page is found at once).
 */
type Filter = { indexed: Where; perRow: Where };

/** Below this many matches the page is taken from the matches themselves, not by walking the date index. */
const FEW_MATCHES = 5_000;
/** Trigram indexes only serve terms of three characters or more. */
const MIN_INDEXED_LENGTH = 3;
const TEXT_COLUMNS = ['title', 'description', 'location'] as const;
type TextColumn = (typeof TEXT_COLUMNS)[number];

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
const ftsPhrase = (term: string) => `"${term.replace(/"/g, '""')}"`;

/** Case-insensitive substring test of one row (SQLite's LIKE folds ASCII letters only). */
const sqliteLike = (columns: readonly TextColumn[], term: string): Where => (eb) =>
  eb.or(columns.map((column) => sql<SqlBool>`jobs.${sql.ref(column)} LIKE ${likePattern(term)} ESCAPE '\\'`));

/**
 * The expression the trigram index jobs_search_trgm is built on (migration 0002): the planner
 * uses an expression index only for the same expression, which the plan test in
 * test/job-search.test.ts checks. chr(31) keeps a term from matching across two fields.
 */
const POSTGRES_SEARCH_TEXT = sql<string>`(jobs.title || chr(31) || jobs.description || chr(31) || jobs.location)`;

function postgresTextFilters(filters: JobFilters): Filter[] {
  const both = (where: Where): Filter => ({ indexed: where, perRow: where });
  const result = filters.keywords.map((term) => both(() => sql<SqlBool>`${POSTGRES_SEARCH_TEXT} ILIKE ${likePattern(term)}`));
  if (filters.location) {
    const pattern = likePattern(filters.location);
    result.push(both(() => sql<SqlBool>`jobs.location ILIKE ${pattern}`));
  }
  return result;
}

type SqliteTerm = { columns: readonly TextColumn[]; term: string; phrase: string };

function sqliteTerms(filters: JobFilters): SqliteTerm[] {
  const terms: SqliteTerm[] = filters.keywords.map((term) => ({ columns: TEXT_COLUMNS, term, phrase: ftsPhrase(term) }));
  if (filters.location) terms.push({ columns: ['location'], term: filters.location, phrase: `location : ${ftsPhrase(filters.location)}` });
  return terms;
}

const isIndexable = ({ term }: SqliteTerm) => term.length >= MIN_INDEXED_LENGTH;
const ftsMatch = (terms: SqliteTerm[]) => terms.map(({ phrase }) => phrase).join(' AND ');

function sqliteTextFilters(filters: JobFilters): Filter[] {
  const terms = sqliteTerms(filters);
  const indexable = terms.filter(isIndexable);
  const result: Filter[] = terms
    .filter((term) => !isIndexable(term))
    .map(({ columns, term }) => ({ indexed: sqliteLike(columns, term), perRow: sqliteLike(columns, term) }));
  if (indexable.length > 0) {
    result.unshift({
      indexed: () => sql<SqlBool>`jobs.id IN (SELECT rowid FROM job_search WHERE job_search MATCH ${ftsMatch(indexable)})`,
      perRow: (eb) => eb.and(indexable.map(({ columns, term }) => sqliteLike(columns, term)(eb))),
    });
  }
  return result;
}

function filtersFor(engine: Engine, filters: JobFilters): Filter[] {
  const result = engine === 'postgres' ? postgresTextFilters(filters) : sqliteTextFilters(filters);
  const plain = (where: Where) => result.push({ indexed: where, perRow: where });
  const { jobType, salaryMin, salaryMax, openOn } = filters;
  plain((eb) => eb.and([eb('jobs.status', '=', 'open'), eb.or([eb('jobs.deadline', 'is', null), eb('jobs.deadline', '>=', openOn)])]));
  if (jobType) plain((eb) => eb(eb.fn('lower', ['jobs.job_type']), '=', jobType.toLowerCase()));
  if (salaryMin !== undefined) plain((eb) => eb('jobs.salary', '>=', salaryMin));
  if (salaryMax !== undefined) plain((eb) => eb('jobs.salary', '<=', salaryMax));
  return result;
}

/** The jobs matching the filters, found through the indexes (exported so tests can EXPLAIN it). */
export function matchingJobs(db: Kysely<Database>, engine: Engine, filters: JobFilters, form: keyof Filter = 'indexed') {
  const conditions = filtersFor(engine, filters).map((filter) => filter[form]);
  return db.selectFrom('jobs').where((eb) => eb.and(conditions.map((condition) => condition(eb))));
}

// Counting inside SQLite's FTS index alone was 3× faster for common words, but the index
// cannot tell an open job from a closed one: every count now looks at the jobs.
async function countMatches(db: Kysely<Database>, engine: Engine, filters: JobFilters): Promise<number> {
  const row = await matchingJobs(db, engine, filters).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Searches that must match the same jobs share a key. */
export function filtersKey(filters: JobFilters): string {
  const lower = (text: string | undefined) => text?.toLowerCase();
  return JSON.stringify([
    filters.openOn,
    filters.keywords.map((keyword) => keyword.toLowerCase()).sort(),
    lower(filters.location),
    lower(filters.jobType),
    filters.salaryMin,
    filters.salaryMax,
  ]);
}

export type SearchPage = { ids: number[]; total: number; next: SearchCursor | null };

/**
 * Newest-first search with a keyset cursor. The count comes first because it decides the
 * plan: few matches are fetched through the text index and sorted (a planner left alone
 * may walk the whole date index looking for them); many matches are found at once by
 * walking the date index and testing each row.
 */
export async function searchJobs(
  db: Kysely<Database>,
  engine: Engine,
  filters: JobFilters,
  page: { limit: number; cursor: SearchCursor | null },
  totals: SearchTotals,
): Promise<SearchPage> {
  const total = await totals.get(filtersKey(filters), () => countMatches(db, engine, filters));
  if (total === 0) return { ids: [], total: 0, next: null };

  const cursor = page.cursor;
  const afterCursor = (eb: ExpressionBuilder<{ m: { id: number; created_at: string | Date } }, 'm'>) =>
    cursor
      ? eb.or([eb('m.created_at', '<', cursor.createdAt), eb.and([eb('m.created_at', '=', cursor.createdAt), eb('m.id', '<', cursor.id)])])
      : eb.lit(true);

  const few = total < FEW_MATCHES;
  const matches = matchingJobs(db, engine, filters, few ? 'indexed' : 'perRow').select(['jobs.id', 'jobs.created_at']);
  const source = few ? db.with((cte) => cte('m').materialized(), () => matches).selectFrom('m') : db.selectFrom(matches.as('m'));

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
    total,
    next: rows.length > page.limit && last ? { createdAt: toIso(last.created_at), id: Number(last.id) } : null,
  };
}
