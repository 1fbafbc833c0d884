import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connectDatabase } from '../../src/db/connect';
import { migrateToLatest } from '../../src/db/migrate';
import type { Engine } from '../../src/db/schema';
import { nowIso } from '../../src/db/time';
import { companyRepository } from '../../src/features/companies/company-repository';
import { insertSyntheticJobs } from '../../src/scripts/synthetic-jobs';
import { syntheticOwner } from '../../src/scripts/synthetic-owner';
import { createTestDatabase, postgresAdminUrl, type TestDatabase } from '../../test/support/test-database';

export type SearchFixture = { database: TestDatabase; loadSeconds: number; reused: boolean };

/**
 * A database of `count` jobs as seed:jobs makes them, spread over `companies` companies so the
 * company facet has values to count. With `keep` it is left in place afterwards (a directory
 * in the temporary directory, or a PostgreSQL database, named after its size) and a later run
 * with `keep` uses it again, migrated to the latest schema: a million jobs take minutes to load.
 */
export async function searchFixture(engine: Engine, count: number, companies: number, log: (line: string) => void, keep = false): Promise<SearchFixture> {
  const name = `portal_bench_search_${engine}_${count}_${companies}`;
  const kept = keep ? await keptDatabase(engine, name) : null;
  if (kept) {
    const started = Date.now();
    await migrateToLatest(kept.handle);
    log(`  reusing ${kept.databaseUrl ?? kept.dataDir} (migrated in ${Math.round((Date.now() - started) / 1000)} s)`);
    return { database: kept, loadSeconds: 0, reused: true };
  }
  const database = keep ? await newKeptDatabase(engine, name) : await createTestDatabase(engine, { maintenance: true });
  const { db } = database.handle;
  const started = Date.now();
  const owner = await syntheticOwner(db);
  const companyIds = [owner.companyId];
  for (let i = 1; i < companies; i++) {
    const now = nowIso();
    const companyName = `Bench Company ${String(i).padStart(3, '0')}`;
    const row = await db.transaction().execute((trx) => companyRepository(trx).insert(owner.recruiterId, companyName, now));
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
  if (keep) fs.writeFileSync(path.join(database.dataDir, LOADED), new Date().toISOString());
  return { database, loadSeconds, reused: false };
}

const keptDir = (name: string) => path.join(os.tmpdir(), name);
const keptUrl = (name: string) => Object.assign(new URL(postgresAdminUrl), { pathname: `/${name}` }).toString();
/** Written last, so a load cut short is not taken for a whole one. */
const LOADED = 'loaded';

async function keptDatabase(engine: Engine, name: string): Promise<TestDatabase | null> {
  const dataDir = keptDir(name);
  if (!fs.existsSync(path.join(dataDir, LOADED))) return null;
  const databaseUrl = engine === 'postgres' ? keptUrl(name) : undefined;
  const handle = connectDatabase({ dataDir, databaseUrl, maintenance: true });
  return { handle, dataDir, databaseUrl, drop: async () => undefined };
}

/** A fresh database under the kept name (whatever was left there is replaced), which dropping leaves in place. */
async function newKeptDatabase(engine: Engine, name: string): Promise<TestDatabase> {
  const dataDir = keptDir(name);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  let databaseUrl: string | undefined;
  if (engine === 'postgres') {
    const admin = new pg.Client({ connectionString: postgresAdminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    databaseUrl = keptUrl(name);
  }
  const handle = connectDatabase({ dataDir, databaseUrl, maintenance: true });
  await migrateToLatest(handle);
  return { handle, dataDir, databaseUrl, drop: async () => undefined };
}
