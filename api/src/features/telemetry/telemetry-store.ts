import { sql, type Kysely } from 'kysely';
import type { WebVitalName } from '@portal/contract/telemetry';
import type { Database } from '../../db/schema';
import type { CountRow, VitalRow } from './pending-counts';
import { quantileOf } from './vital-buckets';

/** Rows per INSERT: well under SQLite's limit on bound values. */
const ROWS_PER_STATEMENT = 500;

/**
 * Rows in one order on every instance (the primary key's): two instances adding to the same rows
 * at once then lock them in the same order, and neither waits for the other in a deadlock.
 */
const inKeyOrder = <T extends Record<string, unknown>>(rows: readonly T[], key: readonly (keyof T)[]): T[] =>
  [...rows].sort((a, b) => {
    for (const column of key) {
      if (a[column] !== b[column]) return (a[column] as string | number) < (b[column] as string | number) ? -1 : 1;
    }
    return 0;
  });

const COUNT_KEY = ['minute', 'remote', 'version', 'route', 'kind'] as const;
const VITAL_KEY = ['minute', 'remote', 'version', 'name', 'le'] as const;

const inChunks = <T>(rows: readonly T[]): T[][] => Array.from({ length: Math.ceil(rows.length / ROWS_PER_STATEMENT) }, (_, i) => rows.slice(i * ROWS_PER_STATEMENT, (i + 1) * ROWS_PER_STATEMENT));

/** One release's page views, errors and vitals p75 (LCP and INP in milliseconds, CLS a score; null without samples). */
export type VersionStats = {
  version: string;
  views: number;
  errors: number;
  /** errors / views; 0 without views. */
  errorRate: number;
  lcpP75: number | null;
  inpP75: number | null;
  clsP75: number | null;
};

/** A version's stats and the number of LCP samples its LCP p75 rests on: what a canary is judged by. */
export type VersionFigures = VersionStats & { lcpSamples: number };

/**
 * The telemetry's rows. Writes add to what is stored (`n = n + excluded.n`, on SQLite and
 * PostgreSQL alike), so the counts of every instance, and of every write of one, add up.
 */
export function telemetryStore(db: Kysely<Database>) {
  /** Each version of `remote` reported since `since` (an ISO instant): views, errors, vitals and LCP samples, by version. */
  async function versionFigures(remote: string, since: string): Promise<VersionFigures[]> {
    const counts = await db
      .selectFrom('telemetry_counts')
      .select(['version', 'kind', (eb) => eb.fn.sum<number>('n').as('n')])
      .where('remote', '=', remote)
      .where('minute', '>=', since)
      .groupBy(['version', 'kind'])
      .execute();
    const buckets = await db
      .selectFrom('telemetry_vitals')
      .select(['version', 'name', 'le', (eb) => eb.fn.sum<number>('n').as('n')])
      .where('remote', '=', remote)
      .where('minute', '>=', since)
      .groupBy(['version', 'name', 'le'])
      .execute();
    const versions = [...new Set([...counts.map((row) => row.version), ...buckets.map((row) => row.version)])].sort();
    return versions.map((version) => {
      const views = counts.filter((row) => row.version === version && row.kind === 'view').reduce((sum, row) => sum + Number(row.n), 0);
      const errors = counts.filter((row) => row.version === version && row.kind !== 'view').reduce((sum, row) => sum + Number(row.n), 0);
      const bucketsOf = (name: WebVitalName) => buckets.filter((row) => row.version === version && row.name === name).map((row) => ({ le: Number(row.le), n: Number(row.n) }));
      const p75 = (name: WebVitalName) => quantileOf(name, bucketsOf(name), 0.75);
      const lcpSamples = bucketsOf('LCP').reduce((sum, bucket) => sum + bucket.n, 0);
      return { version, views, errors, errorRate: views > 0 ? errors / views : 0, lcpP75: p75('LCP'), inpP75: p75('INP'), clsP75: p75('CLS'), lcpSamples };
    });
  }

  return {
    /** Adds the rows' counts in one transaction: all of them, or none (to be retried). */
    async add(counts: readonly CountRow[], vitals: readonly VitalRow[]): Promise<void> {
      if (counts.length === 0 && vitals.length === 0) return;
      await db.transaction().execute(async (trx) => {
        for (const chunk of inChunks(inKeyOrder(counts, COUNT_KEY))) {
          await trx
            .insertInto('telemetry_counts')
            .values(chunk)
            .onConflict((conflict) => conflict.columns(COUNT_KEY).doUpdateSet({ n: sql`telemetry_counts.n + excluded.n` }))
            .execute();
        }
        for (const chunk of inChunks(inKeyOrder(vitals, VITAL_KEY))) {
          await trx
            .insertInto('telemetry_vitals')
            .values(chunk)
            .onConflict((conflict) => conflict.columns(VITAL_KEY).doUpdateSet({ n: sql`telemetry_vitals.n + excluded.n` }))
            .execute();
        }
      });
    },

    /** Drops the rows of minutes before `before` (an ISO instant). */
    async dropBefore(before: string): Promise<void> {
      await db.deleteFrom('telemetry_counts').where('minute', '<', before).execute();
      await db.deleteFrom('telemetry_vitals').where('minute', '<', before).execute();
    },

    /** Each version of `remote` reported since `since` (an ISO instant): views, errors and vitals, by version. */
    async versionStats(remote: string, since: string): Promise<VersionStats[]> {
      return (await versionFigures(remote, since)).map(({ lcpSamples: _, ...stats }) => stats);
    },

    versionFigures,
  };
}

export type TelemetryStore = ReturnType<typeof telemetryStore>;
