import { sql, type Migration } from 'kysely';
import type { Engine } from '../schema';
import { SAMPLES, samplePredicate } from './0011-job-relevance-search';
import { EXPERIENCE_BANDS, SALARY_BANDS } from './0018-job-word-facets';

/**
 * `jobs.salary_max`: the top of a job's salary range (LPA), null for a single figure; `salary`
 * stays the bottom. A search's salary band takes every job whose range reaches it, so a range
 * job counts in each band from its bottom's to its top's: the word facet counts' triggers (0018)
 * are made again with that rule, the same on both engines. No job has a range yet, so the
 * counts they kept are already right. The sampled jobs (job_samples, see 0011), which a search
 * filters as it filters jobs, get the column too, and their copying triggers copy it.
 */
export function salaryRanges(engine: Engine): Migration {
  return {
    async up(db) {
      const realNumber = engine === 'postgres' ? 'double precision' : 'real';
      await db.schema.alterTable('jobs').addColumn('salary_max', realNumber).execute();
      await db.schema.alterTable('job_samples').addColumn('salary_max', realNumber).execute();
      if (engine === 'postgres') {
        await postgresTriggers(db);
        await postgresSampleCopy(db);
      } else {
        await sqliteTriggers(db);
        await sqliteSampleCopy(db);
      }
    },
  };
}

type Db = Parameters<Migration['up']>[0];

const bandOf = (expression: string, bands: readonly { value: string; min: number }[]) =>
  `(CASE ${bands
    .slice(0, -1)
    .map((band, i) => `WHEN ${expression} < ${bands[i + 1]!.min} THEN '${band.value}'`)
    .join(' ')} ELSE '${bands[bands.length - 1]!.value}' END)`;

/** One (facet, value) row per salary band the job `row`'s range reaches: its bottom below the band's end, its top at least the band's start. */
const salaryBandRows = (row: string) =>
  SALARY_BANDS.map((band, i) => {
    const next = SALARY_BANDS[i + 1];
    const reaches = [next ? `${row}.salary < ${next.min}` : null, i > 0 ? `coalesce(${row}.salary_max, ${row}.salary) >= ${band.min}` : null].filter(Boolean);
    return `SELECT 'salary' AS facet, '${band.value}' AS value WHERE ${reaches.join(' AND ')}`;
  });

/** The job `row`'s facet values as (facet, value) rows. */
const facetValues = (row: string, asText: (expression: string) => string) =>
  [
    `SELECT 'location' AS facet, ${row}.location AS value`,
    `SELECT 'jobType', ${row}.job_type`,
    `SELECT 'experience', ${bandOf(`${row}.experience`, EXPERIENCE_BANDS)}`,
    ...salaryBandRows(row),
    `SELECT 'company', ${asText(`${row}.company_id`)}`,
  ].join(' UNION ALL ');

// SQLite: the four row triggers of 0018, made again.

const sqliteText = (expression: string) => `CAST(${expression} AS TEXT)`;
const sqliteTerms = (row: string) =>
  `SELECT '' AS term UNION SELECT token FROM job_word_tokens WHERE input = ${row}.title || ' ' || ${row}.requirements || ' ' || ${row}.description || ' ' || ${row}.location`;

const sqliteCount = (row: 'new' | 'old', delta: 1 | -1) => `
  INSERT INTO job_word_facets (term, deadline, facet, value, n)
    SELECT t.term, coalesce(${row}.deadline, ''), f.facet, f.value, ${delta} FROM (${sqliteTerms(row)}) AS t, (${facetValues(row, sqliteText)}) AS f WHERE true
    ON CONFLICT (term, deadline, facet, value) DO UPDATE SET n = n + ${delta};
  ${delta < 0 ? `DELETE FROM job_word_facets WHERE n = 0 AND deadline = coalesce(${row}.deadline, '') AND term IN (${sqliteTerms(row)});` : ''}`;

const COUNTED_COLUMNS = 'title, requirements, description, location, job_type, experience, salary, salary_max, company_id, status, deadline';

async function sqliteTriggers(db: Db) {
  for (const name of ['insert', 'delete', 'update_old', 'update_new']) await sql.raw(`DROP TRIGGER jobs_word_facets_${name}`).execute(db);
  await sql.raw(`CREATE TRIGGER jobs_word_facets_insert AFTER INSERT ON jobs WHEN new.status = 'open' BEGIN ${sqliteCount('new', 1)} END`).execute(db);
  await sql.raw(`CREATE TRIGGER jobs_word_facets_delete AFTER DELETE ON jobs WHEN old.status = 'open' BEGIN ${sqliteCount('old', -1)} END`).execute(db);
  await sql.raw(`CREATE TRIGGER jobs_word_facets_update_old AFTER UPDATE OF ${COUNTED_COLUMNS} ON jobs WHEN old.status = 'open' BEGIN ${sqliteCount('old', -1)} END`).execute(db);
  await sql.raw(`CREATE TRIGGER jobs_word_facets_update_new AFTER UPDATE OF ${COUNTED_COLUMNS} ON jobs WHEN new.status = 'open' BEGIN ${sqliteCount('new', 1)} END`).execute(db);
}

// PostgreSQL: the statement triggers of 0018 call these functions by name, so replacing them is enough.

const postgresText = (expression: string) => `(${expression})::text`;

const postgresRows = (rows: string, delta: 1 | -1) => `
  SELECT t.term, coalesce(${rows}.deadline, '') AS deadline, f.facet, f.value, ${delta} AS delta
  FROM ${rows}, LATERAL (SELECT '' AS term UNION ALL SELECT lexeme FROM unnest(${rows}.words)) AS t,
    LATERAL (${facetValues(rows, postgresText)}) AS f
  WHERE ${rows}.status = 'open'`;

const postgresApply = (changes: string, lowers: boolean) => `
  INSERT INTO job_word_facets AS counted (term, deadline, facet, value, n)
    SELECT term, deadline, facet, value, sum(delta)::integer FROM (${changes}) AS c GROUP BY 1, 2, 3, 4 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (term, deadline, facet, value) DO UPDATE SET n = counted.n + EXCLUDED.n;
  ${lowers ? `DELETE FROM job_word_facets AS counted USING (${changes}) AS c WHERE counted.n = 0 AND (counted.term, counted.deadline, counted.facet, counted.value) = (c.term, c.deadline, c.facet, c.value);` : ''}`;

async function postgresTriggers(db: Db) {
  const replace = async (event: 'insert' | 'update' | 'delete', changes: string) =>
    sql.raw(`CREATE OR REPLACE FUNCTION job_word_facets_${event}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${postgresApply(changes, event !== 'insert')} RETURN NULL; END $$`).execute(db);
  await replace('insert', postgresRows('new_jobs', 1));
  await replace('delete', postgresRows('old_jobs', -1));
  await replace('update', `${postgresRows('new_jobs', 1)} UNION ALL ${postgresRows('old_jobs', -1)}`);
}

// The sampled jobs' copies, as 0011 made them, with salary_max among the copied columns.

const SAMPLED_COLUMNS = ['status', 'deadline', 'location', 'job_type', 'experience', 'salary', 'salary_max', 'company_id'];

async function postgresSampleCopy(db: Db) {
  const columns = ['id', 'words', ...SAMPLED_COLUMNS].join(', ');
  const values = ['id', 'words', ...SAMPLED_COLUMNS].map((column) => `NEW.${column}`).join(', ');
  const updates = ['words', ...SAMPLED_COLUMNS].map((column) => `${column} = EXCLUDED.${column}`).join(', ');
  await sql.raw(`CREATE OR REPLACE FUNCTION job_samples_copy() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' THEN
        DELETE FROM job_samples WHERE id = OLD.id;
      ELSE
        INSERT INTO job_samples (${columns}) VALUES (${values}) ON CONFLICT (id) DO UPDATE SET ${updates};
      END IF;
      RETURN NULL;
    END $$`).execute(db);
}

const FTS_COLUMNS = 'title, requirements, description, location';
const newValues = (row: 'new' | 'old') => `${row}.id, ${row}.title, ${row}.requirements, ${row}.description, ${row}.location`;

async function sqliteSampleCopy(db: Db) {
  const sampledColumns = ['id', ...SAMPLED_COLUMNS].join(', ');
  const sampledValues = ['new.id', ...SAMPLED_COLUMNS.map((column) => `new.${column}`)].join(', ');
  const addNew = [
    `INSERT INTO job_words (rowid, ${FTS_COLUMNS}) VALUES (${newValues('new')});`,
    ...SAMPLES.map((sample) => `INSERT INTO job_words_sample${sample.suffix} (rowid, ${FTS_COLUMNS}) SELECT ${newValues('new')} WHERE ${samplePredicate(sample, 'new')};`),
    `INSERT OR IGNORE INTO job_word_list (term) SELECT token FROM job_word_tokens WHERE input = new.title || ' ' || new.requirements || ' ' || new.description || ' ' || new.location;`,
  ].join('\n');
  const copySampled = `INSERT OR REPLACE INTO job_samples (${sampledColumns}) SELECT ${sampledValues} WHERE ${samplePredicate(SAMPLES[0], 'new')};`;
  await sql`DROP TRIGGER jobs_words_insert`.execute(db);
  await sql`DROP TRIGGER jobs_samples_update`.execute(db);
  await sql.raw(`CREATE TRIGGER jobs_words_insert AFTER INSERT ON jobs BEGIN ${addNew} ${copySampled} END`).execute(db);
  await sql.raw(`CREATE TRIGGER jobs_samples_update AFTER UPDATE ON jobs BEGIN ${copySampled} END`).execute(db);
}
