import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../schema';

/**
 * Search by words with relevance, typo tolerance and facets (the trigram indexes of 0002 stay
 * for now; nothing searches through them any more):
 * - the words of a job's title, requirements, description and location, indexed so that a
 *   match can be ranked with the title above the requirements above the description above
 *   the location: a word-tokenized FTS5 table `job_words` (bm25) on SQLite, a stored
 *   tsvector `jobs.words` (weights A–D, ts_rank) with a GIN index on PostgreSQL. Both split
 *   text the same way: every character that is not a letter or a digit separates words
 *   (PostgreSQL's parser would keep `node.js` or `full-stack` whole, so the punctuation it
 *   joins on is turned into spaces first), and both fold case;
 * - `job_word_list`: every word seen in a job, kept by triggers in the job's own transaction
 *   (never shrinks). A misspelt word's one-edit variants are looked up in it by primary key;
 *   on SQLite it also turns a prefix into the words it stands for, because an FTS5 prefix
 *   query builds the whole merged list of matches before returning the first;
 * - fixed pseudo-random samples of jobs (SAMPLES: 1 in 64, 256 and 1024, by a hash of the id):
 *   big totals and facet counts are estimated from them instead of counting every match. The
 *   sampled jobs' filter and facet columns (and words, on PostgreSQL) are copied by triggers
 *   into `job_samples`, a small table read whole from a few pages: read from `jobs`, each
 *   sampled job cost a page of its own (about 1,000 page reads for the 1/1024 sample of a
 *   million jobs, a few milliseconds). Each sample has its own word index: a contentless FTS5
 *   table on SQLite, a partial GIN index of job_samples on PostgreSQL;
 * - indexes for the new filters and sorts: lower(location) (a location is chosen by
 *   case-insensitive equality) and (salary, created_at, id) for "highest salary first".
 */
export function jobRelevanceSearch(engine: Engine): Migration {
  return engine === 'postgres' ? postgresWords : sqliteWords;
}

/*
 * SAMPLES and samplePredicate are this migration's own frozen copy; the live search has its
 * own in features/jobs/search-samples.ts (api/test/search-samples.test.ts keeps the two equal).
 * A migration must never change when live code changes: it has to build on an empty database
 * exactly what it once built on every existing one. Live code never imports a migration.
 */

/**
 * The fixed samples of jobs, each 1 in `scale`, nested (every job of a coarser sample is in the
 * finer ones). A search estimates from the coarsest sample that holds enough of its matches:
 * a word in 40% of a million jobs has 390 matches in the 1/1024 sample, a rarer one needs the
 * 1/64 sample to be counted at all.
 */
export const SAMPLES = [
  { scale: 64, suffix: '' },
  { scale: 256, suffix: '_256' },
  { scale: 1024, suffix: '_1024' },
] as const;
export type Sample = (typeof SAMPLES)[number];

/**
 * Whether a job is in a sample: the top bits of a multiplicative (Fibonacci) hash of its id,
 * so each sample is spread evenly over ids without following any period in them. Written the
 * same on both engines, and searches must write it exactly like this: the planners use a
 * partial index only for the very expression it was made with.
 */
export const samplePredicate = (sample: Sample, row = 'jobs') => `((((${row}.id & 4294967295) * 1640531527) & 4294967295) < ${2 ** 32 / sample.scale})`;

/** What PostgreSQL's text parser would join into one token (hosts, paths, e-mails, numbers with signs or decimals, hyphenated words). */
const JOINING_PUNCTUATION = `.,;:!?/\\|@#$%^&*+=<>~\`"'()[]{}-_`;

const postgresField = (column: string, weight: 'A' | 'B' | 'C' | 'D') => {
  const from = JOINING_PUNCTUATION.replace(/'/g, "''");
  return `setweight(to_tsvector('simple'::regconfig, translate(${column}, '${from}', '${' '.repeat(JOINING_PUNCTUATION.length)}')), '${weight}')`;
};

/** The weighted words of a job: title A, requirements B, description C, location D. */
export const POSTGRES_WORDS = [
  postgresField('title', 'A'),
  postgresField('requirements', 'B'),
  postgresField('description', 'C'),
  postgresField('location', 'D'),
].join(' || ');

/** The columns a search filters and counts by, copied for the sampled jobs. */
const SAMPLED_COLUMNS = ['status', 'deadline', 'location', 'job_type', 'experience', 'salary', 'company_id'] as const;

const postgresWords: Migration = {
  async up(db) {
    await sql.raw(`ALTER TABLE jobs ADD COLUMN words tsvector GENERATED ALWAYS AS (${POSTGRES_WORDS}) STORED`).execute(db);
    await sql`CREATE TABLE job_word_list (term text COLLATE "C" PRIMARY KEY)`.execute(db);
    // One statement-level trigger per write adds the new words of every row it wrote, in
    // sorted order: two transactions adding the same new words wait for each other in the
    // same order instead of deadlocking.
    await sql`CREATE FUNCTION job_word_list_add() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO job_word_list (term)
          SELECT DISTINCT word.lexeme FROM written_jobs, unnest(written_jobs.words) AS word ORDER BY 1
          ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`.execute(db);
    await sql`CREATE TRIGGER jobs_word_list_insert AFTER INSERT ON jobs REFERENCING NEW TABLE AS written_jobs
      FOR EACH STATEMENT EXECUTE FUNCTION job_word_list_add()`.execute(db);
    // Transition tables cannot be combined with UPDATE OF <columns>: every update re-adds its rows' words (a few index probes).
    await sql`CREATE TRIGGER jobs_word_list_update AFTER UPDATE ON jobs REFERENCING NEW TABLE AS written_jobs
      FOR EACH STATEMENT EXECUTE FUNCTION job_word_list_add()`.execute(db);
    await sql`INSERT INTO job_word_list (term) SELECT DISTINCT word.lexeme FROM jobs, unnest(jobs.words) AS word ON CONFLICT DO NOTHING`.execute(db);

    await sql`CREATE TABLE job_samples (
      id bigint PRIMARY KEY, words tsvector NOT NULL, status text NOT NULL, deadline text, location text NOT NULL,
      job_type text NOT NULL, experience double precision NOT NULL, salary double precision NOT NULL, company_id bigint NOT NULL
    )`.execute(db);
    const columns = ['id', 'words', ...SAMPLED_COLUMNS].join(', ');
    const values = (row: string) => ['id', 'words', ...SAMPLED_COLUMNS].map((column) => `${row}.${column}`).join(', ');
    const updates = ['words', ...SAMPLED_COLUMNS].map((column) => `${column} = EXCLUDED.${column}`).join(', ');
    await sql.raw(`CREATE FUNCTION job_samples_copy() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' THEN
          DELETE FROM job_samples WHERE id = OLD.id;
        ELSE
          INSERT INTO job_samples (${columns}) VALUES (${values('NEW')}) ON CONFLICT (id) DO UPDATE SET ${updates};
        END IF;
        RETURN NULL;
      END $$`).execute(db);
    await sql.raw(`CREATE TRIGGER jobs_samples_write AFTER INSERT OR UPDATE ON jobs FOR EACH ROW
      WHEN ${samplePredicate(SAMPLES[0], 'NEW')} EXECUTE FUNCTION job_samples_copy()`).execute(db);
    await sql.raw(`CREATE TRIGGER jobs_samples_delete AFTER DELETE ON jobs FOR EACH ROW
      WHEN ${samplePredicate(SAMPLES[0], 'OLD')} EXECUTE FUNCTION job_samples_copy()`).execute(db);
    await sql.raw(`INSERT INTO job_samples (${columns}) SELECT ${values('jobs')} FROM jobs WHERE ${samplePredicate(SAMPLES[0])}`).execute(db);
    for (const sample of SAMPLES) {
      const only = sample === SAMPLES[0] ? '' : ` WHERE ${samplePredicate(sample, 'job_samples')}`;
      await sql.raw(`CREATE INDEX job_samples${sample.suffix}_words_idx ON job_samples USING gin (words) WITH (fastupdate = off)${only}`).execute(db);
      if (only) await sql.raw(`CREATE INDEX job_samples${sample.suffix}_idx ON job_samples (id)${only}`).execute(db);
    }
    await createPostgresWordIndexes(db);
    await sql`CREATE INDEX jobs_location_key_idx ON jobs (lower(location))`.execute(db);
    await sql`CREATE INDEX jobs_salary_order_idx ON jobs (salary, created_at, id)`.execute(db);
  },
};

/**
 * The GIN index over `words`. fastupdate off, like the trigram indexes: a pending list makes
 * every search slower until the next vacuum. Row-by-row updates of a GIN index are slow for
 * bulk loads, which drop it first and build it once at the end (see dropPostgresWordIndexes).
 */
export async function createPostgresWordIndexes(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX IF NOT EXISTS jobs_words_idx ON jobs USING gin (words) WITH (fastupdate = off)`.execute(db);
}

export async function dropPostgresWordIndexes(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS jobs_words_idx`.execute(db);
}

const FTS_COLUMNS = 'title, requirements, description, location';
const TOKENIZER = `tokenize='unicode61 remove_diacritics 2'`;
const newValues = (row: 'new' | 'old') => `${row}.id, ${row}.title, ${row}.requirements, ${row}.description, ${row}.location`;
const sampledValues = (row: 'new' | 'old') => [`${row}.id`, ...SAMPLED_COLUMNS.map((column) => `${row}.${column}`)].join(', ');
/** Every word of a job's text, split by the same tokenizer as job_words. */
const addWordsOf = (row: string) =>
  `INSERT OR IGNORE INTO job_word_list (term) SELECT token FROM job_word_tokens WHERE input = ${row}.title || ' ' || ${row}.requirements || ' ' || ${row}.description || ' ' || ${row}.location;`;

const sqliteWords: Migration = {
  async up(db) {
    await sql.raw(`CREATE VIRTUAL TABLE job_words USING fts5(${FTS_COLUMNS}, content='jobs', content_rowid='id', ${TOKENIZER})`).execute(db);
    // Contentless: only their rowids are ever read.
    for (const sample of SAMPLES) {
      await sql.raw(`CREATE VIRTUAL TABLE job_words_sample${sample.suffix} USING fts5(${FTS_COLUMNS}, content='', ${TOKENIZER})`).execute(db);
    }
    // FTS3's tokenizer table splits text exactly like FTS5's unicode61: the word list is kept in SQL.
    await sql`CREATE VIRTUAL TABLE job_word_tokens USING fts3tokenize('unicode61', 'remove_diacritics=2')`.execute(db);
    await sql`CREATE TABLE job_word_list (term TEXT PRIMARY KEY) WITHOUT ROWID`.execute(db);
    await sql`CREATE TABLE job_samples (
      id INTEGER PRIMARY KEY, status TEXT NOT NULL, deadline TEXT, location TEXT NOT NULL, job_type TEXT NOT NULL,
      experience REAL NOT NULL, salary REAL NOT NULL, company_id INTEGER NOT NULL
    )`.execute(db);
    const sampledColumns = ['id', ...SAMPLED_COLUMNS].join(', ');

    const removeOld = [
      `INSERT INTO job_words (job_words, rowid, ${FTS_COLUMNS}) VALUES ('delete', ${newValues('old')});`,
      ...SAMPLES.map(
        (sample) =>
          `INSERT INTO job_words_sample${sample.suffix} (job_words_sample${sample.suffix}, rowid, ${FTS_COLUMNS}) SELECT 'delete', ${newValues('old')} WHERE ${samplePredicate(sample, 'old')};`,
      ),
    ].join('\n');
    const addNew = [
      `INSERT INTO job_words (rowid, ${FTS_COLUMNS}) VALUES (${newValues('new')});`,
      ...SAMPLES.map((sample) => `INSERT INTO job_words_sample${sample.suffix} (rowid, ${FTS_COLUMNS}) SELECT ${newValues('new')} WHERE ${samplePredicate(sample, 'new')};`),
      addWordsOf('new'),
    ].join('\n');
    const copySampled = `INSERT OR REPLACE INTO job_samples (${sampledColumns}) SELECT ${sampledValues('new')} WHERE ${samplePredicate(SAMPLES[0], 'new')};`;
    await sql.raw(`CREATE TRIGGER jobs_words_insert AFTER INSERT ON jobs BEGIN ${addNew} ${copySampled} END`).execute(db);
    await sql.raw(`CREATE TRIGGER jobs_words_delete AFTER DELETE ON jobs BEGIN ${removeOld} DELETE FROM job_samples WHERE id = old.id; END`).execute(db);
    await sql.raw(`CREATE TRIGGER jobs_words_update AFTER UPDATE OF ${FTS_COLUMNS} ON jobs BEGIN ${removeOld} ${addNew} END`).execute(db);
    await sql.raw(`CREATE TRIGGER jobs_samples_update AFTER UPDATE ON jobs BEGIN ${copySampled} END`).execute(db);

    await sql`INSERT INTO job_words (job_words) VALUES ('rebuild')`.execute(db);
    for (const sample of SAMPLES) {
      await sql.raw(`INSERT INTO job_words_sample${sample.suffix} (rowid, ${FTS_COLUMNS}) SELECT id, ${FTS_COLUMNS} FROM jobs WHERE ${samplePredicate(sample)}`).execute(db);
    }
    await sql.raw(`INSERT INTO job_samples (${sampledColumns}) SELECT ${sampledColumns} FROM jobs WHERE ${samplePredicate(SAMPLES[0])}`).execute(db);
    await sql`INSERT OR IGNORE INTO job_word_list (term)
      SELECT t.token FROM jobs, job_word_tokens AS t WHERE t.input = jobs.title || ' ' || jobs.requirements || ' ' || jobs.description || ' ' || jobs.location`.execute(db);
    await sql`CREATE INDEX jobs_location_key_idx ON jobs (lower(location))`.execute(db);
    await sql`CREATE INDEX jobs_salary_order_idx ON jobs (salary, created_at, id)`.execute(db);
  },
};
