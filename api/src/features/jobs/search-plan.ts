import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

const tableSizes = new WeakMap<Kysely<Database>, { rows: number; until: number }>();

/** PostgreSQL's own estimate of the jobs table's size (pg_class), read at most once a minute. */
async function jobCount(db: Kysely<Database>): Promise<number> {
  const known = tableSizes.get(db);
  if (known && known.until > Date.now()) return known.rows;
  const { rows } = await sql<{ rows: number }>`SELECT reltuples::float8 AS rows FROM pg_class WHERE relname = 'jobs'`.execute(db);
  const size = Math.max(0, Number(rows[0]?.rows ?? 0));
  tableSizes.set(db, { rows: size, until: Date.now() + 60_000 });
  return size;
}

/**
 * On PostgreSQL, whether to find the newest `wanted` of `matches` jobs by walking the ids down
 * and testing each job (about wanted × jobs / matches rows read) rather than collecting every
 * match through the word index and sorting them (about `matches` rows): the walk wins for
 * common words. The planner cannot choose well itself: its estimate for a prefix query is poor
 * (2% for a word in every row), so the walk is written with ts_match_vq, which no index serves.
 */
export async function walkIds(db: Kysely<Database>, matches: number, wanted: number): Promise<boolean> {
  if (matches <= wanted) return false;
  return matches * matches >= wanted * (await jobCount(db));
}
