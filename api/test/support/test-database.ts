import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connectDatabase, type DatabaseHandle } from '../../src/db/connect';
import { migrateToLatest } from '../../src/db/migrate';

export type TestEngine = 'sqlite' | 'postgres';

export const testEngine: TestEngine = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';

/** Where throwaway databases are created; trust auth on the CI machines. */
export const postgresAdminUrl = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type TestDatabase = { handle: DatabaseHandle; dataDir: string; databaseUrl?: string; drop(): Promise<void> };

/** A fresh, migrated database of the engine under test (up to a migration, when named), and a fresh DATA_DIR. */
export async function createTestDatabase(
  engine: TestEngine = testEngine,
  options: { maintenance?: boolean; migratedUpTo?: string } = {},
): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });

  if (engine === 'sqlite') {
    const handle = connectDatabase({ dataDir });
    await migrateToLatest(handle, options.migratedUpTo);
    return { handle, dataDir, drop: async () => removeDataDir() };
  }

  const name = `portal_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const handle = connectDatabase({ databaseUrl, dataDir, maintenance: options.maintenance });
  await migrateToLatest(handle, options.migratedUpTo);
  return {
    handle,
    dataDir,
    databaseUrl,
    async drop() {
      const client = new pg.Client({ connectionString: postgresAdminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
      removeDataDir();
    },
  };
}
