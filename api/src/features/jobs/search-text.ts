import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { SAMPLES, samplePredicate, type Sample } from './search-samples';
import type { Database, Engine } from '../../db/schema';
import { codePoints, oneEditVariants, prefixUpperBound, SHORTEST_PREFIX, SHORTEST_TYPO_WORD, withoutDiacritics } from './search-words';

/** Above this many words starting with a prefix, SQLite searches the prefix itself (slower, but complete). */
const MAX_PREFIX_EXPANSION = 50;

/**
 * The words of a search, ready for one engine's index: `all` matches a job having every word
 * (as a prefix from 3 letters on) or, for a word of 5+ letters, one of its one-typo
 * corrections; `exact` is the same without the corrections, for ranking exact matches first.
 * `exact` is null when it would make no difference (no word has corrections, or a word has
 * only corrections so no job matches exactly).
 */
export type TextQuery = {
  engine: Engine;
  all: string;
  exact: string | null;
  /** The one word of the word list the search matches, when it matches exactly the jobs having it: the counts kept per word answer for it. */
  term: string | null;
};

/** `term`: the word of the word list `own` stands for, when it is exactly one. */
type WordTerms = { word: string; own: string[]; corrections: string[]; term: string | null };

/** Resolves the words against the word list; `null` when no job can match them. */
export async function resolveText(db: Kysely<Database>, engine: Engine, words: string[]): Promise<TextQuery | null> {
  const terms = engine === 'sqlite' ? await sqliteTerms(db, words) : await postgresTerms(db, words);
  if (terms.some((word) => word.own.length + word.corrections.length === 0)) return null;
  const join = engine === 'sqlite' ? { or: ' OR ', and: ' AND ' } : { or: ' | ', and: ' & ' };
  const expression = (pick: (word: WordTerms) => string[]) => terms.map((word) => `(${pick(word).join(join.or)})`).join(join.and);
  const hasCorrections = terms.some((word) => word.corrections.length > 0);
  const someOnlyCorrected = terms.some((word) => word.own.length === 0);
  return {
    engine,
    all: expression((word) => [...word.own, ...word.corrections]),
    exact: hasCorrections && !someOnlyCorrected ? expression((word) => word.own) : null,
    term: terms.length === 1 && !hasCorrections ? terms[0]!.term : null,
  };
}

/**
 * The words of the word list among `variants`. SQLite looks each variant up by the primary key;
 * written as `term IN (SELECT …)` it first built an index of the ~500 variants of a 9-letter
 * word, which took twice as long (110 µs against 50).
 */
const inWordList = (engine: Engine, variants: string[]) =>
  engine === 'sqlite'
    ? sql<{ term: string }>`SELECT w.term FROM json_each(${JSON.stringify(variants)}) AS v JOIN job_word_list AS w ON w.term = v.value`
    : sql<{ term: string }>`SELECT term FROM job_word_list WHERE term = ANY(${variants}::text[])`;

/** Corrections of each typo-eligible word found in the word list, leaving out words its own prefix already matches. */
async function corrections(db: Kysely<Database>, engine: Engine, words: string[]): Promise<Map<string, string[]>> {
  const variantsOf = new Map(words.filter((word) => codePoints(word) >= SHORTEST_TYPO_WORD).map((word) => [word, oneEditVariants(word)]));
  const all = [...new Set([...variantsOf.values()].flat())];
  const found = new Set<string>();
  if (all.length > 0) {
    const rows = await inWordList(engine, all).execute(db);
    for (const row of rows.rows) found.add(row.term);
  }
  return new Map(
    [...variantsOf].map(([word, variants]) => [word, variants.filter((variant) => found.has(variant) && !variant.startsWith(word)).sort()]),
  );
}

const quoted = (term: string) => `"${term.replace(/"/g, '""')}"`;

/**
 * FTS5 terms: a prefix is replaced by the words it starts (from the word list), because FTS5
 * answers a prefix query only after merging every match of it, however few are wanted.
 */
async function sqliteTerms(db: Kysely<Database>, rawWords: string[]): Promise<WordTerms[]> {
  const words = [...new Set(rawWords.map(withoutDiacritics))];
  const fixes = await corrections(db, 'sqlite', words);
  return Promise.all(
    words.map(async (word) => {
      const typoFixes = (fixes.get(word) ?? []).map(quoted);
      if (codePoints(word) < SHORTEST_PREFIX) return { word, own: [quoted(word)], corrections: typoFixes, term: word };
      const rows = await startingWith(db, word, MAX_PREFIX_EXPANSION + 1);
      const own = rows.length > MAX_PREFIX_EXPANSION ? [`${quoted(word)}*`] : rows.map(quoted);
      return { word, own, corrections: typoFixes, term: rows.length === 1 ? rows[0]! : null };
    }),
  );
}

const lexeme = (term: string) => `'${term.replace(/'/g, "''")}'`;

/** The words of the word list starting with `prefix`, in order, at most `limit`. */
async function startingWith(db: Kysely<Database>, prefix: string, limit: number): Promise<string[]> {
  const { rows } = await sql<{ term: string }>`SELECT term FROM job_word_list WHERE term >= ${prefix} AND term < ${prefixUpperBound(prefix)} ORDER BY term LIMIT ${limit}`.execute(db);
  return rows.map((row) => row.term);
}

/** PostgreSQL matches a prefix itself; the word list is read only to name a one-word search's one word. */
async function postgresTerms(db: Kysely<Database>, words: string[]): Promise<WordTerms[]> {
  const fixes = await corrections(db, 'postgres', words);
  return Promise.all(
    words.map(async (word) => {
      if (codePoints(word) < SHORTEST_PREFIX) return { word, own: [lexeme(word)], corrections: (fixes.get(word) ?? []).map(lexeme), term: word };
      const starting = words.length === 1 ? await startingWith(db, word, 2) : [];
      return { word, own: [`${lexeme(word)}:*`], corrections: (fixes.get(word) ?? []).map(lexeme), term: starting.length === 1 ? starting[0]! : null };
    }),
  );
}

/** Jobs whose words match `expression` (the text query's `all` or `exact`), found through the word index. */
export function textMatch(text: TextQuery, expression: string = text.all): RawBuilder<SqlBool> {
  return text.engine === 'postgres'
    ? sql<SqlBool>`jobs.words @@ to_tsquery('simple', ${expression})`
    : sql<SqlBool>`jobs.id IN (SELECT rowid FROM job_words WHERE job_words MATCH ${expression})`;
}

/**
 * The same test for one row at a time, for walking another index (the date, the salary) when
 * matches are dense: SQLite asks the FTS index about that rowid only.
 */
export function textMatchOfRow(text: TextQuery): RawBuilder<SqlBool> {
  // ts_match_vq is what @@ calls; no index serves a function call, so the planner walks the other
  // index as asked (its estimate for a prefix query is poor: 2% for a word in every row).
  return text.engine === 'postgres'
    ? sql<SqlBool>`ts_match_vq(jobs.words, to_tsquery('simple', ${text.all}))`
    : sql<SqlBool>`EXISTS (SELECT 1 FROM job_words WHERE job_words MATCH ${text.all} AND job_words.rowid = jobs.id)`;
}

/** Named by the exact counts on SQLite: see matchSource. */
const FACET_COLUMNS_INDEX = sql.raw('jobs_facet_columns_idx');

/**
 * Every job matching the text (when there is one), as the exact counts read them. On SQLite each
 * match is looked up by id in an index of the columns they read (migration 0031), not in the
 * table, whose rows hold the descriptions: a quarter less for a word in thousands of jobs. The
 * index is named, as the planner would look up the row. Without words a count reads no match by
 * id: the planner picks the index for the filters.
 */
export function matchSource(text: TextQuery | undefined): { from: RawBuilder<unknown>; where: RawBuilder<SqlBool> } {
  if (!text) return { from: sql`jobs`, where: sql<SqlBool>`1 = 1` };
  return { from: text.engine === 'sqlite' ? sql`jobs INDEXED BY ${FACET_COLUMNS_INDEX}` : sql`jobs`, where: textMatch(text) };
}

/**
 * The jobs of a sample matching the text (when there is one): read from `job_samples`, the
 * sampled jobs' copy (see migration 0011), named `jobs` so every filter applies as written.
 */
export function sampleSource(text: TextQuery | undefined, sample: Sample, engine: Engine): { from: RawBuilder<unknown>; where: RawBuilder<SqlBool> } {
  const from = sql`job_samples AS jobs`;
  const inSample = sample === SAMPLES[0] ? sql<SqlBool>`1 = 1` : sql.raw<SqlBool>(samplePredicate(sample));
  if (!text) return { from, where: inSample };
  if (engine === 'postgres') return { from, where: sql<SqlBool>`${inSample} AND jobs.words @@ to_tsquery('simple', ${text.all})` };
  const table = sql.raw(`job_words_sample${sample.suffix}`);
  return { from, where: sql<SqlBool>`jobs.id IN (SELECT rowid FROM ${table} WHERE ${table} MATCH ${text.all})` };
}

/**
 * A bound on an FTS5 table's rowid. better-sqlite3 binds a JavaScript number as a REAL, and
 * FTS5 ignores a rowid bound that is not an INTEGER: it would read every match (and for
 * `rowid = ?` return them all).
 */
export const ftsRowid = (id: number) => sql`CAST(${id} AS INTEGER)`;
