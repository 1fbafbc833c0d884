import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { EXACT_TOTAL_LIMIT, type SearchFacets } from '@portal/contract';
import type { Database, Engine } from '../../db/schema';
import { toIso } from '../../db/time';
import type { SearchCursor, SearchSort } from './search-cursor';
import { and, baseConditions, facetFilters, filtersKey, type FacetName, type JobFilters } from './search-filters';
import { facetPassStatement } from './search-facet-pass';
import { keptCountsQuery } from './search-kept-counts';
import { summarize, type SearchSummary } from './search-summary';
import { SAMPLES, type Sample } from './search-samples';
import { ftsRowid, matchSource, resolveText, sampleSource, textMatch, textMatchOfRow, type TextQuery } from './search-text';
import type { SearchTotals } from './search-totals';
import { walkIds as walkIdsOn } from './search-plan';
import { queryWords } from './search-words';

export type { JobFilters } from './search-filters';

export type SearchTuning = {
  /** Totals up to this are exact (the contract's EXACT_TOTAL_LIMIT; tests lower it to reach the estimates with a few hundred jobs). */
  exactTotalLimit: number;
  /** Relevance ranks the newest this many matches (by id); the rest follow, newest first. */
  relevanceWindow: number;
  /** SQLite adds bm25 to its ranking only up to this many matches: bm25 first reads every match of each word (for its IDF). */
  bm25MaxMatches: number;
  /** Below this many matches a newest/salary page is sorted from the matches themselves instead of walking the sort's index. */
  fewMatches: number;
};

export const DEFAULT_TUNING: SearchTuning = { exactTotalLimit: EXACT_TOTAL_LIMIT, relevanceWindow: 500, bm25MaxMatches: 3_000, fewMatches: 5_000 };

/**
 * SQLite ranks a smaller window: it runs in the API's own thread, one search at a time, and
 * reading a match there costs about 3 µs (the window and its field tiers: 200 matches ≈ 1.5 ms).
 */
export const defaultTuning = (engine: Engine): SearchTuning => (engine === 'sqlite' ? { ...DEFAULT_TUNING, relevanceWindow: 200 } : DEFAULT_TUNING);

export type SearchRequest = {
  filters: JobFilters;
  sort: SearchSort;
  facets: boolean;
  limit: number;
  cursor: SearchCursor | null;
};

export type SearchPage = { ids: number[]; total: number; totalIsEstimate: boolean; facets?: SearchFacets; next: SearchCursor | null };

/** `relevance` needs words to rank by: without a keyword a search is newest first whatever was asked. */
export function effectiveSort(requested: SearchSort | undefined, keywords: string[]): SearchSort {
  if (keywords.length === 0) return requested === 'salary' ? 'salary' : 'newest';
  return requested ?? 'relevance';
}

type Context = { db: Kysely<Database>; engine: Engine; filters: JobFilters; text: TextQuery | undefined; tuning: SearchTuning };

/** A search's summary (total, facets) and one page of it. */
export async function searchJobs(
  db: Kysely<Database>,
  engine: Engine,
  request: SearchRequest,
  totals: SearchTotals<SearchSummary>,
  tuning: SearchTuning = defaultTuning(engine),
): Promise<SearchPage> {
  const { filters } = request;
  const words = queryWords(filters.keywords);
  const text = words === null || words.length === 0 ? (words === null ? null : undefined) : await resolveText(db, engine, words);
  const summary = await totals.get(`${filtersKey(filters, words)}|${request.facets}`, () =>
    summarize({ db, engine, filters, text, exactLimit: tuning.exactTotalLimit }, request.facets),
  );
  const empty = { ids: [], next: null, ...summary };
  if (text === null || summary.total === 0) return empty;
  const context: Context = { db, engine, filters, text, tuning };
  const cursor = request.cursor;
  const page =
    request.sort === 'relevance' && text
      ? await relevancePage(context, text, summary.total, cursor?.sort === 'relevance' ? cursor : null, request.limit)
      : await orderedPage(context, request.sort === 'salary' ? 'salary' : 'newest', summary.total < tuning.fewMatches, cursor, request.limit);
  return { ...summary, ...page };
}

/** Every condition of the search but the text. */
const conditionsOf = (filters: JobFilters): RawBuilder<SqlBool>[] => [...baseConditions(filters), ...Object.values(facetFilters(filters))];

/**
 * The statements a search runs for its total and its first page, compiled, for reading their
 * plans (the plan tests, the benchmark): `many` picks the plans for a common word.
 */
export async function searchStatements(
  db: Kysely<Database>,
  engine: Engine,
  filters: JobFilters,
  many: boolean,
  sample: Sample = SAMPLES[0],
  tuning: SearchTuning = defaultTuning(engine),
) {
  const words = queryWords(filters.keywords);
  const text = words && words.length > 0 ? await resolveText(db, engine, words) : undefined;
  if (text === null) throw new Error('no job can match these keywords');
  const context: Context = { db, engine, filters, text, tuning };
  const matches = matchSource(text);
  const source = sampleSource(text, sample, engine);
  const chosenFacets = Object.keys(facetFilters(filters)) as FacetName[];
  return {
    sampleCount: sql`SELECT count(*) FROM ${source.from} WHERE ${and([source.where, ...conditionsOf(filters)])}`.compile(db),
    sampleFacets: facetPassStatement(engine, filters, source.from, and([source.where, ...baseConditions(filters)]), chosenFacets).compile(db),
    count: sql`SELECT count(*) FROM ${matches.from} WHERE ${and([matches.where, ...conditionsOf(filters)])}`.compile(db),
    exactFacets: facetPassStatement(engine, filters, matches.from, and([matches.where, ...baseConditions(filters)]), chosenFacets).compile(db),
    relevanceWindow: text ? windowQuery(context, text, { walk: many && engine === 'postgres', bm25: !many }, undefined).compile(db) : null,
    /** The counts kept per word, for a search they answer. */
    keptCounts: text?.term != null ? keptCountsQuery(engine, text.term, filters.openOn).compile(db) : null,
    /** SQLite's field tiers, here over every id. */
    fieldTiers: text && engine === 'sqlite' ? tiersQuery(tierExpressions(text), 0, Number.MAX_SAFE_INTEGER).compile(db) : null,
    newestPage: orderedQuery(context, 'newest', !many, null, 50).compile(db),
  };
}

type Row = { id: number; created_at: string | Date; salary: number };

/**
 * Newest first, or highest salary first, with a keyset cursor. Few matches are collected
 * through the word index and sorted (a planner left alone may walk the whole sort index looking
 * for them); many are found at once by walking the sort's index and testing each row.
 */
function orderedQuery(context: Context, sort: 'newest' | 'salary', few: boolean, cursor: SearchCursor | null, limit: number) {
  const { filters, text } = context;
  const conditions = [...(text ? [few ? textMatch(text) : textMatchOfRow(text)] : []), ...conditionsOf(filters)];
  const t = sql.raw(few ? 'm' : 'jobs');
  const after =
    cursor?.sort === 'newest'
      ? sql`(${t}.created_at, ${t}.id) < (${cursor.createdAt}, ${cursor.id})`
      : cursor?.sort === 'salary'
        ? sql`(${t}.salary, ${t}.created_at, ${t}.id) < (${cursor.salary}, ${cursor.createdAt}, ${cursor.id})`
        : sql`1 = 1`;
  const order = sort === 'salary' ? sql`${t}.salary DESC, ${t}.created_at DESC, ${t}.id DESC` : sql`${t}.created_at DESC, ${t}.id DESC`;
  return few
    ? sql<Row>`WITH m AS MATERIALIZED (SELECT jobs.id, jobs.created_at, jobs.salary FROM jobs WHERE ${and(conditions)})
        SELECT m.id, m.created_at, m.salary FROM m WHERE ${after} ORDER BY ${order} LIMIT ${limit + 1}`
    : sql<Row>`SELECT jobs.id, jobs.created_at, jobs.salary FROM jobs WHERE ${and(conditions)} AND ${after} ORDER BY ${order} LIMIT ${limit + 1}`;
}

async function orderedPage(context: Context, sort: 'newest' | 'salary', few: boolean, cursor: SearchCursor | null, limit: number) {
  const query = orderedQuery(context, sort, few, cursor, limit);
  const { rows } = await query.execute(context.db);
  const pageRows = rows.slice(0, limit);
  const last = pageRows[pageRows.length - 1];
  const next: SearchCursor | null =
    rows.length > limit && last
      ? sort === 'salary'
        ? { sort: 'salary', salary: Number(last.salary), createdAt: toIso(last.created_at), id: Number(last.id) }
        : { sort: 'newest', createdAt: toIso(last.created_at), id: Number(last.id) }
      : null;
  return { ids: pageRows.map((row) => Number(row.id)), next };
}

type Scored = { id: number; score: number };
type RelevanceCursor = Extract<SearchCursor, { sort: 'relevance' }>;

/**
 * Relevance: the newest `relevanceWindow` matches (by id) are ranked, the matches older than
 * the window follow, newest first. Ranking every match of a common word (400,000 in a million
 * jobs) cannot be fast; its newest matches are found at once by walking the ids downwards.
 * Within the window, jobs matching every word without a typo correction come first; then
 * PostgreSQL orders by ts_rank (weights: title A, requirements B, description C, location D,
 * which keeps that order for any number of occurrences); SQLite by the fields holding every
 * word (title, then title and requirements, then with the description, then anywhere), then by
 * bm25 where that is cheap; ties, newest first.
 */
async function relevancePage(context: Context, text: TextQuery, total: number, cursor: RelevanceCursor | null, limit: number) {
  if (cursor && 'below' in cursor) return tailPage(context, text, total, cursor.below, limit);
  const window = await candidates(context, text, total, cursor?.floor);
  const floor = cursor ? cursor.floor : window.length >= context.tuning.relevanceWindow ? Math.min(...window.map((row) => row.id)) : null;
  const ranked = window
    .sort((a, b) => b.score - a.score || b.id - a.id)
    .filter((row) => !cursor || row.score < cursor.score || (row.score === cursor.score && row.id < cursor.id));
  if (ranked.length > limit) {
    const last = ranked[limit - 1]!;
    return { ids: ranked.slice(0, limit).map((row) => row.id), next: { sort: 'relevance' as const, score: last.score, id: last.id, floor } };
  }
  const ids = ranked.map((row) => row.id);
  if (floor === null) return { ids, next: null };
  const need = limit - ids.length;
  const tail = await olderThan(context, text, total, floor, need + 1);
  const page = [...ids, ...tail.slice(0, need)];
  return { ids: page, next: tail.length > need ? { sort: 'relevance' as const, below: need > 0 ? page[page.length - 1]! : floor } : null };
}

async function tailPage(context: Context, text: TextQuery, total: number, below: number, limit: number) {
  const rows = await olderThan(context, text, total, below, limit + 1);
  const ids = rows.slice(0, limit);
  return { ids, next: rows.length > limit ? { sort: 'relevance' as const, below: ids[ids.length - 1]! } : null };
}

const SQLITE_WEIGHTS = sql.raw('10.0, 4.0, 2.0, 1.0');
/** SQLite's field tiers: the job has every word within these columns. */
const SQLITE_TIERS = ['{title}', '{title requirements}', '{title requirements description}'];

/**
 * The relevance window with each match's score: on the first page the newest
 * `relevanceWindow` matches; on later pages every match from the first page's floor up.
 */
async function candidates(context: Context, text: TextQuery, total: number, floor: number | null | undefined): Promise<Scored[]> {
  const { db, engine, tuning } = context;
  const plan = { walk: await walkIds(context, total), bm25: total <= tuning.bm25MaxMatches };
  const { rows } = await windowQuery(context, text, plan, floor).execute(db);
  if (engine === 'postgres' || rows.length === 0) return rows.map((row) => ({ id: Number(row.id), score: Number(row.score) }));
  // SQLite: the tiers, each from the matches of a narrower query within the window's id range.
  const { exact, tiers } = await sqliteTiers(db, text, rows.map((row) => Number(row.id)));
  return rows.map((row) => {
    const id = Number(row.id);
    const field = tiers.filter((tier) => tier.has(id)).length;
    // bm25 is negative, lower is better: -bm25 / (1 - bm25) maps it to [0, 1) in the same order.
    const bm25 = row.score === null ? 0 : -row.score / (1 - row.score);
    return { id, score: (exact === null || exact.has(id) ? 8 : 0) + 2 * field + bm25 };
  });
}

/**
 * The window's matches of each field tier, and of the exact words (null without corrections).
 * The tiers are nested (a job with every word in its title has them in the wider fields too), so
 * when the title tier holds the whole window, as it does for a common word of job titles, the
 * wider tiers are not read: each costs about as much as the title's.
 */
async function sqliteTiers(db: Kysely<Database>, text: TextQuery, window: number[]) {
  const lowest = Math.min(...window);
  const highest = Math.max(...window);
  const [title, ...rest] = tierExpressions(text);
  const [inTitle] = await matchesWithin(db, [title!], lowest, highest);
  if (text.exact === null && window.every((id) => inTitle!.has(id))) return { tiers: SQLITE_TIERS.map(() => inTitle!), exact: null };
  const more = await matchesWithin(db, rest, lowest, highest);
  const wider = SQLITE_TIERS.length - 1;
  return { tiers: [inTitle!, ...more.slice(0, wider)], exact: text.exact ? more[wider]! : null };
}

/** The ids among lowest…highest matching each FTS5 expression. */
async function matchesWithin(db: Kysely<Database>, expressions: string[], lowest: number, highest: number): Promise<Set<number>[]> {
  const { rows } = await tiersQuery(expressions, lowest, highest).execute(db);
  const sets = expressions.map(() => new Set<number>());
  for (const row of rows) sets[row.part]!.add(Number(row.id));
  return sets;
}

/** The FTS5 expressions of the field tiers, narrowest first, then of the exact words (when there are corrections). */
const tierExpressions = (text: TextQuery) => [...SQLITE_TIERS.map((columns) => `${columns} : (${text.all})`), ...(text.exact ? [text.exact] : [])];

/**
 * Each expression's matches among ids lowest…highest, in one statement, read newest first: FTS5
 * reads a word's matches backwards from the window's top in about half the time it takes
 * forwards from its bottom.
 */
function tiersQuery(expressions: string[], lowest: number, highest: number) {
  const parts = expressions.map(
    (expression, i) => sql`SELECT id, ${sql.lit(i)} AS part FROM (SELECT rowid AS id FROM job_words
      WHERE job_words MATCH ${expression} AND rowid BETWEEN ${ftsRowid(lowest)} AND ${ftsRowid(highest)} ORDER BY rowid DESC)`,
  );
  return sql<{ id: number; part: number }>`${sql.join(parts, sql` UNION ALL `)}`;
}

/** See search-plan.ts; SQLite's FTS5 walks its own index by descending rowid. */
async function walkIds(context: Context, total: number): Promise<boolean> {
  return context.engine === 'postgres' && (await walkIdsOn(context.db, total, context.tuning.relevanceWindow));
}

/** PostgreSQL scores in the query; SQLite returns bm25 (or null), and the tiers are asked separately. */
function windowQuery(context: Context, text: TextQuery, plan: { walk: boolean; bm25: boolean }, floor: number | null | undefined) {
  const { engine, filters, tuning } = context;
  const size = floor === undefined || floor === null ? tuning.relevanceWindow : tuning.relevanceWindow * 4;
  if (engine === 'postgres') {
    const fromFloor = floor === undefined || floor === null ? [] : [sql<SqlBool>`jobs.id >= ${floor}`];
    const rank = text.exact
      ? sql`(CASE WHEN w.words @@ to_tsquery('simple', ${text.exact}) THEN 1 ELSE 0 END)::float8 + ts_rank(w.words, to_tsquery('simple', ${text.all}), 32)::float8`
      : sql`ts_rank(w.words, to_tsquery('simple', ${text.all}), 32)::float8`;
    return plan.walk
      ? sql<Scored>`SELECT w.id, ${rank} AS score FROM (SELECT jobs.id, jobs.words FROM jobs
          WHERE ${and([textMatchOfRow(text), ...conditionsOf(filters), ...fromFloor])} ORDER BY jobs.id DESC LIMIT ${size}) AS w`
      : sql<Scored>`WITH w AS MATERIALIZED (SELECT jobs.id, jobs.words FROM jobs WHERE ${and([textMatch(text), ...conditionsOf(filters), ...fromFloor])})
          SELECT w.id, ${rank} AS score FROM w ORDER BY w.id DESC LIMIT ${size}`;
  }
  // SQLite: FTS5 hands out matches by descending rowid and stops at the limit; each is checked against its job row.
  const fromFloor = floor === undefined || floor === null ? [] : [sql<SqlBool>`job_words.rowid >= ${ftsRowid(floor)}`];
  return sql<{ id: number; score: number | null }>`SELECT job_words.rowid AS id, ${plan.bm25 ? sql`bm25(job_words, ${SQLITE_WEIGHTS})` : sql`NULL`} AS score
    FROM job_words CROSS JOIN jobs ON jobs.id = job_words.rowid
    WHERE job_words MATCH ${text.all} AND ${and([...conditionsOf(filters), ...fromFloor])}
    ORDER BY job_words.rowid DESC LIMIT ${size}`;
}

/** Matches with ids below `below`, newest (highest id) first: the part of a relevance search past its window. */
async function olderThan(context: Context, text: TextQuery, total: number, below: number, limit: number): Promise<number[]> {
  const { db, engine, filters } = context;
  const walk = await walkIds(context, total);
  const query =
    engine === 'postgres'
      ? walk
        ? sql<{ id: number }>`SELECT jobs.id FROM jobs WHERE ${and([textMatchOfRow(text), ...conditionsOf(filters)])} AND jobs.id < ${below}
            ORDER BY jobs.id DESC LIMIT ${limit}`
        : sql<{ id: number }>`WITH m AS MATERIALIZED (SELECT jobs.id FROM jobs WHERE ${and([textMatch(text), ...conditionsOf(filters)])} AND jobs.id < ${below})
            SELECT m.id FROM m ORDER BY m.id DESC LIMIT ${limit}`
      : sql<{ id: number }>`SELECT job_words.rowid AS id FROM job_words CROSS JOIN jobs ON jobs.id = job_words.rowid
          WHERE job_words MATCH ${text.all} AND ${and(conditionsOf(filters))} AND job_words.rowid < ${ftsRowid(below)}
          ORDER BY job_words.rowid DESC LIMIT ${limit}`;
  return (await query.execute(db)).rows.map((row) => Number(row.id));
}
