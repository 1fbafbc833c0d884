import type { Engine } from '../../src/db/schema';
import { nowIso } from '../../src/db/time';
import { insertSyntheticJobs } from '../../src/scripts/synthetic-jobs';
import { syntheticOwner } from '../../src/scripts/synthetic-owner';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';

/**
 * A database of `count` jobs as seed:jobs makes them, spread over `companies` companies so the
 * company facet has values to count.
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
  await insertSyntheticJobs(db, {
    count,
    companyIds,
    recruiterId: owner.recruiterId,
    seed: count,
    engine,
    onProgress: (done) => {
      if (done % 100_000 === 0) log(`  ${done.toLocaleString('en')} jobs`);
    },
  });
  const loadSeconds = Math.round((Date.now() - started) / 1000);
  log(`  ${count.toLocaleString('en')} jobs on ${engine} in ${loadSeconds} s`);
  return { database, loadSeconds };
}
