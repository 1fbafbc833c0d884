import { sql, type Insertable, type Kysely } from 'kysely';
// A bulk load drops and rebuilds the very indexes migrations 0002 and 0011 made, so it takes their
// definitions from them. For seeding, benchmarks and test fixtures: the server never runs it.
import { createPostgresSearchIndexes, dropPostgresSearchIndexes } from '../db/migrations/0002-job-search-index';
import { createPostgresWordIndexes, dropPostgresWordIndexes } from '../db/migrations/0011-job-relevance-search';
import type { Database, Engine, JobsTable } from '../db/schema';
import { FILLER_WORDS, JOB_TYPES, LOCATIONS, ROLES, SKILLS_BY_ROLE, seededRandom } from './demo-vocabulary';

/** A word no other generated text contains: one job in RARE_EVERY carries it, for "rare term" searches. */
export const RARE_WORD = 'quokka';
export const RARE_EVERY = 10_000;

const BATCH = 500;

/** From this many rows on, PostgreSQL's search indexes are rebuilt after the load instead of updated row by row. */
const REBUILD_INDEXES_FROM = 20_000;

type SyntheticJobsOptions = {
  count: number;
  /** The companies the jobs are spread over, at random. */
  companyIds: number[];
  recruiterId: number;
  seed?: number;
  /** On PostgreSQL the table is analyzed at the end, and a large load rebuilds the search indexes once. */
  engine?: Engine;
  onProgress?: (done: number) => void;
};

/**
 * Inserts `count` believable jobs for the given companies, spread over the last 90 days, in
 * batched transactions. For benchmarks: the API's own posting path is measured elsewhere.
 * A large PostgreSQL load wants a maintenance connection (connectDatabase's `maintenance`).
 */
export async function insertSyntheticJobs(db: Kysely<Database>, options: SyntheticJobsOptions): Promise<void> {
  if (options.engine !== 'postgres') return insertRows(db, options);
  if (options.count < REBUILD_INDEXES_FROM) {
    await insertRows(db, options);
    await sql`ANALYZE jobs`.execute(db);
    return;
  }
  await dropPostgresSearchIndexes(db);
  await dropPostgresWordIndexes(db);
  try {
    await insertRows(db, options);
  } finally {
    await buildSearchIndexes(db);
  }
}

/**
 * Then VACUUM ANALYZE, as after any bulk load, so the planner knows the new rows. With a
 * million rows this takes minutes: it needs a maintenance connection (see connectDatabase).
 */
async function buildSearchIndexes(db: Kysely<Database>): Promise<void> {
  await db.connection().execute(async (connection) => {
    await sql`SET maintenance_work_mem = '256MB'`.execute(connection);
    try {
      await createPostgresSearchIndexes(connection);
      await createPostgresWordIndexes(connection);
      await sql`VACUUM ANALYZE jobs`.execute(connection);
    } finally {
      await sql`RESET maintenance_work_mem`.execute(connection);
    }
  });
}

async function insertRows(db: Kysely<Database>, options: SyntheticJobsOptions): Promise<void> {
  const random = seededRandom(options.seed ?? 42);
  const now = Date.now();
  const { companyIds } = options;
  // One company draws nothing, so a seed gives the same jobs as before companies were spread.
  const pickCompany = () => (companyIds.length === 1 ? companyIds[0]! : companyIds[Math.floor(random.next() * companyIds.length)]!);
  for (let start = 0; start < options.count; start += BATCH) {
    const rows: Insertable<JobsTable>[] = [];
    for (let i = start; i < Math.min(start + BATCH, options.count); i++) {
      const role = random.pick(ROLES);
      const words = Array.from({ length: 12 }, () => random.pick(FILLER_WORDS));
      if (i % RARE_EVERY === RARE_EVERY - 1) words.splice(5, 0, RARE_WORD);
      const createdAt = new Date(now - Math.floor(random.next() * 90 * 24 * 3600 * 1000)).toISOString();
      rows.push({
        title: `${random.pick(['Senior ', 'Junior ', 'Lead ', ''])}${role}`,
        description: `We are hiring a ${role} to ${words.join(' ')}.`,
        requirements: JSON.stringify(SKILLS_BY_ROLE[role]),
        salary: Math.round((2 + random.next() * 58) * 10) / 10,
        location: random.pick(LOCATIONS),
        job_type: random.pick(JOB_TYPES),
        experience: Math.floor(random.next() * 10),
        position: 1 + Math.floor(random.next() * 5),
        company_id: pickCompany(),
        created_by: options.recruiterId,
        created_at: createdAt,
        updated_at: createdAt,
      });
    }
    await db.transaction().execute((trx) => trx.insertInto('jobs').values(rows).execute());
    options.onProgress?.(Math.min(start + BATCH, options.count));
  }
}
