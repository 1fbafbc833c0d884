import { sql, type Migration } from 'kysely';
import type { Engine } from '../schema';

/**
 * `job_word_facets`: how many open jobs have each word, per value of each facet, kept by
 * triggers in the job's own transaction (a job posted, edited, closed, reopened or deleted), so
 * a search for one word without filters reads its total and facet counts (exact) from a few
 * rows instead of counting its matches, however many there are. A row counts the open jobs
 * that have `term` among their words, `deadline` as their deadline ('' for none: a deadline
 * can pass without a write, so a search adds up the rows whose deadline has not passed) and
 * `value` as their value of `facet`:
 * - `location`, `jobType`: the value as the job spells it (a search folds the spellings);
 * - `experience`, `salary`: the band of the number (EXPERIENCE_BANDS and SALARY_BANDS below);
 * - `company`: the company's id.
 * The empty term counts every open job: a search without a keyword. Rows that fall to 0 are
 * deleted. The words are the ones the word index holds, split the same way: the FTS5
 * tokenizer's (through job_word_tokens, see 0011) on SQLite, the tsvector's lexemes on
 * PostgreSQL.
 */
export function jobWordFacets(engine: Engine): Migration {
  return engine === 'postgres' ? postgresFacets : sqliteFacets;
}

/*
 * The facets' bands, this migration's own frozen copy of the contract's (contract/search-facets.ts;
 * api/test/search-samples.test.ts keeps the two equal). Band i holds the numbers from its `min`
 * up to the next band's. Other bands mean a new migration that counts again.
 */
export const EXPERIENCE_BANDS = [
  { value: '0-1', min: 0 },
  { value: '2-4', min: 2 },
  { value: '5-9', min: 5 },
  { value: '10+', min: 10 },
] as const;
export const SALARY_BANDS = [
  { value: '0-3', min: 0 },
  { value: '3-6', min: 3 },
  { value: '6-10', min: 6 },
  { value: '10-20', min: 10 },
  { value: '20+', min: 20 },
] as const;

const bandOf = (expression: string, bands: readonly { value: string; min: number }[]) =>
  `(CASE ${bands
    .slice(0, -1)
    .map((band, i) => `WHEN ${expression} < ${bands[i + 1]!.min} THEN '${band.value}'`)
    .join(' ')} ELSE '${bands[bands.length - 1]!.value}' END)`;

/** A job's value of each facet, as SQL over the row `row` (both engines). */
const facetColumns = (row: string, asText: (expression: string) => string) => ({
  location: `${row}.location`,
  jobType: `${row}.job_type`,
  experience: bandOf(`${row}.experience`, EXPERIENCE_BANDS),
  salary: bandOf(`${row}.salary`, SALARY_BANDS),
  company: asText(`${row}.company_id`),
});

/** The job `row`'s facet values as (facet, value) rows; with `from`, each row with the job's id, for every job of `from`. */
const facetValues = (row: string, asText: (expression: string) => string, from?: string) =>
  Object.entries(facetColumns(row, asText))
    .map(([facet, value]) => (from ? `SELECT ${row}.id AS id, '${facet}' AS facet, ${value} AS value FROM ${from}` : `SELECT '${facet}' AS facet, ${value} AS value`))
    .join(' UNION ALL ');

// ---------------------------------------------------------------------------------------
// SQLite: row triggers.

const sqliteText = (expression: string) => `CAST(${expression} AS TEXT)`;
const sqliteTerms = (row: string) =>
  `SELECT '' AS term UNION SELECT token FROM job_word_tokens WHERE input = ${row}.title || ' ' || ${row}.requirements || ' ' || ${row}.description || ' ' || ${row}.location`;

/** Adds `delta` (1 or -1) to the counts of the job `row` ('new' or 'old'). */
const sqliteCount = (row: 'new' | 'old', delta: 1 | -1) => `
  INSERT INTO job_word_facets (term, deadline, facet, value, n)
    SELECT t.term, coalesce(${row}.deadline, ''), f.facet, f.value, ${delta} FROM (${sqliteTerms(row)}) AS t, (${facetValues(row, sqliteText)}) AS f WHERE true
    ON CONFLICT (term, deadline, facet, value) DO UPDATE SET n = n + ${delta};
  ${delta < 0 ? `DELETE FROM job_word_facets WHERE n = 0 AND deadline = coalesce(${row}.deadline, '') AND term IN (${sqliteTerms(row)});` : ''}`;

/** The columns that decide what a job counts for. */
const COUNTED_COLUMNS = 'title, requirements, description, location, job_type, experience, salary, company_id, status, deadline';

const sqliteFacets: Migration = {
  async up(db) {
    await sql`CREATE TABLE job_word_facets (
      term TEXT NOT NULL, deadline TEXT NOT NULL, facet TEXT NOT NULL, value TEXT NOT NULL, n INTEGER NOT NULL,
      PRIMARY KEY (term, deadline, facet, value)
    ) WITHOUT ROWID`.execute(db);
    await sql.raw(`CREATE TRIGGER jobs_word_facets_insert AFTER INSERT ON jobs WHEN new.status = 'open' BEGIN ${sqliteCount('new', 1)} END`).execute(db);
    await sql.raw(`CREATE TRIGGER jobs_word_facets_delete AFTER DELETE ON jobs WHEN old.status = 'open' BEGIN ${sqliteCount('old', -1)} END`).execute(db);
    // Two triggers for one update: the old values leave their counts, the new ones join theirs.
    await sql.raw(`CREATE TRIGGER jobs_word_facets_update_old AFTER UPDATE OF ${COUNTED_COLUMNS} ON jobs WHEN old.status = 'open' BEGIN ${sqliteCount('old', -1)} END`).execute(db);
    await sql.raw(`CREATE TRIGGER jobs_word_facets_update_new AFTER UPDATE OF ${COUNTED_COLUMNS} ON jobs WHEN new.status = 'open' BEGIN ${sqliteCount('new', 1)} END`).execute(db);
    // Each open job's distinct words (and the empty term) against its facet values.
    await sql.raw(`INSERT INTO job_word_facets (term, deadline, facet, value, n)
      SELECT w.term, coalesce(jobs.deadline, ''), f.facet, f.value, count(*)
      FROM (
        SELECT DISTINCT jobs.id, t.token AS term FROM jobs, job_word_tokens AS t
          WHERE jobs.status = 'open' AND t.input = jobs.title || ' ' || jobs.requirements || ' ' || jobs.description || ' ' || jobs.location
        UNION ALL SELECT jobs.id, '' FROM jobs WHERE jobs.status = 'open'
      ) AS w
      JOIN jobs ON jobs.id = w.id
      JOIN (${facetValues('jobs', sqliteText, 'jobs')}) AS f ON f.id = w.id
      GROUP BY 1, 2, 3, 4`).execute(db);
  },
};

// ---------------------------------------------------------------------------------------
// PostgreSQL: one statement-level trigger per write adds up the changes of every row it wrote
// and applies them in sorted order, so concurrent writes wait for each other instead of
// deadlocking (as job_word_list's trigger does, see 0011).

const postgresText = (expression: string) => `(${expression})::text`;

/** (term, deadline, facet, value, delta) of each open job of the transition table `rows`. */
const postgresRows = (rows: string, delta: 1 | -1) => `
  SELECT t.term, coalesce(${rows}.deadline, '') AS deadline, f.facet, f.value, ${delta} AS delta
  FROM ${rows}, LATERAL (SELECT '' AS term UNION ALL SELECT lexeme FROM unnest(${rows}.words)) AS t,
    LATERAL (${facetValues(rows, postgresText)}) AS f
  WHERE ${rows}.status = 'open'`;

/**
 * Applies the summed changes of `changes` (a union of postgresRows), then deletes the counts
 * they brought to 0 (a second statement: one statement cannot see what its own upsert wrote).
 */
const postgresApply = (changes: string, lowers: boolean) => `
  INSERT INTO job_word_facets AS counted (term, deadline, facet, value, n)
    SELECT term, deadline, facet, value, sum(delta)::integer FROM (${changes}) AS c GROUP BY 1, 2, 3, 4 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (term, deadline, facet, value) DO UPDATE SET n = counted.n + EXCLUDED.n;
  ${lowers ? `DELETE FROM job_word_facets AS counted USING (${changes}) AS c WHERE counted.n = 0 AND (counted.term, counted.deadline, counted.facet, counted.value) = (c.term, c.deadline, c.facet, c.value);` : ''}`;

const postgresFacets: Migration = {
  async up(db) {
    await sql`CREATE TABLE job_word_facets (
      term text COLLATE "C" NOT NULL, deadline text COLLATE "C" NOT NULL, facet text NOT NULL, value text NOT NULL, n integer NOT NULL,
      PRIMARY KEY (term, deadline, facet, value)
    )`.execute(db);
    const trigger = async (event: 'INSERT' | 'UPDATE' | 'DELETE', changes: string, tables: string) => {
      const name = `job_word_facets_${event.toLowerCase()}`;
      await sql.raw(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${postgresApply(changes, event !== 'INSERT')} RETURN NULL; END $$`).execute(db);
      await sql.raw(`CREATE TRIGGER jobs_word_facets_${event.toLowerCase()} AFTER ${event} ON jobs REFERENCING ${tables} FOR EACH STATEMENT EXECUTE FUNCTION ${name}()`).execute(db);
    };
    await trigger('INSERT', postgresRows('new_jobs', 1), 'NEW TABLE AS new_jobs');
    await trigger('DELETE', postgresRows('old_jobs', -1), 'OLD TABLE AS old_jobs');
    await trigger('UPDATE', `${postgresRows('new_jobs', 1)} UNION ALL ${postgresRows('old_jobs', -1)}`, 'OLD TABLE AS old_jobs NEW TABLE AS new_jobs');
    await sql`SET LOCAL work_mem = '256MB'`.execute(db);
    await sql.raw(`INSERT INTO job_word_facets (term, deadline, facet, value, n)
      SELECT term, deadline, facet, value, count(*) FROM (${postgresRows('jobs', 1)}) AS c GROUP BY 1, 2, 3, 4`).execute(db);
  },
};
