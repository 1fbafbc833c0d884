import { sql, type Insertable, type Kysely } from 'kysely';
import { createPostgresSearchIndexes, dropPostgresSearchIndexes } from '../../src/db/migrations/0002-job-search-index';
import { createPostgresWordIndexes, dropPostgresWordIndexes } from '../../src/db/migrations/0011-job-relevance-search';
import type { Database, Engine, JobsTable } from '../../src/db/schema';
import { nowIso } from '../../src/db/time';
import { FILLER_WORDS, JOB_TYPES, LOCATIONS, ROLES, SKILLS_BY_ROLE, seededRandom } from '../../src/scripts/demo-vocabulary';
import { RARE_EVERY, RARE_WORD } from '../../src/scripts/synthetic-jobs';
import { syntheticOwner } from '../../src/scripts/synthetic-owner';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';

const BATCH = 500;

/**
 * A database of `count` jobs like seed:jobs makes (same vocabulary; RARE_WORD in one job in
 * RARE_EVERY; created over the last 90 days), but spread over `companies` companies so the
 * company facet has values to count. On PostgreSQL every search index is dropped for the load
 * and built once at the end, then VACUUM ANALYZE, as after any bulk load.
 */
export async function searchFixture(engine: Engine, count: number, companies: number, log: (line: string) => void): Promise<{ database: TestDatabase; loadSeconds: number }> {
  const database = await createTestDatabase(engine, { maintenance: true });
  const { db } = database.handle;
  const started = Date.now();
  const owner = await syntheticOwner(db);
  const companyIds = [owner.companyId];
  for (let i = 1; i < companies; i++) {
    const now = nowIso();
    const name = `Bench Company ${String(i).padStart(3, '0')}`;
    const row = await db.insertInto('companies').values({ name, name_key: name.toLowerCase(), owner_id: owner.recruiterId, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
    companyIds.push(Number(row.id));
  }
  if (engine === 'postgres') {
    await dropPostgresSearchIndexes(db);
    await dropPostgresWordIndexes(db);
  }
  await insertRows(db, count, companyIds, owner.recruiterId, log);
  if (engine === 'postgres') {
    log('  building the search indexes…');
    await db.connection().execute(async (connection) => {
      await sql`SET maintenance_work_mem = '512MB'`.execute(connection);
      await createPostgresSearchIndexes(connection);
      await createPostgresWordIndexes(connection);
      await sql`VACUUM ANALYZE jobs`.execute(connection);
    });
  }
  const loadSeconds = Math.round((Date.now() - started) / 1000);
  log(`  ${count.toLocaleString('en')} jobs on ${engine} in ${loadSeconds} s`);
  return { database, loadSeconds };
}

async function insertRows(db: Kysely<Database>, count: number, companyIds: number[], recruiterId: number, log: (line: string) => void) {
  const random = seededRandom(count);
  const now = Date.now();
  for (let start = 0; start < count; start += BATCH) {
    const rows: Insertable<JobsTable>[] = [];
    for (let i = start; i < Math.min(start + BATCH, count); i++) {
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
        experience: Math.floor(random.next() * 12),
        position: 1 + Math.floor(random.next() * 5),
        company_id: companyIds[Math.floor(random.next() * companyIds.length)]!,
        created_by: recruiterId,
        created_at: createdAt,
        updated_at: createdAt,
      });
    }
    await db.transaction().execute((trx) => trx.insertInto('jobs').values(rows).execute());
    const done = Math.min(start + BATCH, count);
    if (done % 100_000 === 0) log(`  ${done.toLocaleString('en')} jobs`);
  }
}
