import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { connectDatabase } from './connect';

describe('connectDatabase on SQLite', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  const cacheKiB = async (sqliteCacheMb?: number) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-connect-'));
    dirs.push(dataDir);
    const handle = connectDatabase({ dataDir, sqliteCacheMb });
    try {
      const { rows } = await sql<{ cache_size: number }>`PRAGMA cache_size`.execute(handle.db);
      // Negative: a size in KiB, where a positive number counts pages.
      return -rows[0]!.cache_size;
    } finally {
      await handle.close();
    }
  };

  it("keeps a 64 MiB page cache, not SQLite's 2 MiB, unless told another size", async () => {
    expect(await cacheKiB()).toBe(64 * 1024);
    expect(await cacheKiB(256)).toBe(256 * 1024);
  });
});
