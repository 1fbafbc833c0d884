import type { Migration } from 'kysely';
import type { Engine } from '../schema';

/**
 * What browsers reported about each release, as counts per minute (see features/telemetry):
 * - `telemetry_counts`: page views and errors per remote, version, route pattern and minute;
 *   `kind` is 'view' or the kind of error (load, boundary, unhandled, render);
 * - `telemetry_vitals`: web vitals as fixed histogram buckets per remote, version, vital and
 *   minute, `le` a bucket's upper bound (seconds, CLS unitless; Infinity the last one), so a
 *   percentile can be read per version.
 * Each instance adds its counts to the rows (an upsert that adds), so all instances' add up.
 * No column names a person.
 */
export function telemetryCounts(engine: Engine): Migration {
  const timestamp = engine === 'postgres' ? 'timestamptz' : 'text';
  return {
    async up(db) {
      await db.schema
        .createTable('telemetry_counts')
        .addColumn('minute', timestamp, (col) => col.notNull())
        .addColumn('remote', 'text', (col) => col.notNull())
        .addColumn('version', 'text', (col) => col.notNull())
        .addColumn('route', 'text', (col) => col.notNull())
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('n', 'bigint', (col) => col.notNull())
        .addPrimaryKeyConstraint('telemetry_counts_pkey', ['minute', 'remote', 'version', 'route', 'kind'])
        .execute();
      await db.schema
        .createTable('telemetry_vitals')
        .addColumn('minute', timestamp, (col) => col.notNull())
        .addColumn('remote', 'text', (col) => col.notNull())
        .addColumn('version', 'text', (col) => col.notNull())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('le', 'double precision', (col) => col.notNull())
        .addColumn('n', 'bigint', (col) => col.notNull())
        .addPrimaryKeyConstraint('telemetry_vitals_pkey', ['minute', 'remote', 'version', 'name', 'le'])
        .execute();
      // Read by version over the last hour (the platform's release stats).
      await db.schema.createIndex('telemetry_counts_version_idx').on('telemetry_counts').columns(['remote', 'version', 'minute']).execute();
      await db.schema.createIndex('telemetry_vitals_version_idx').on('telemetry_vitals').columns(['remote', 'version', 'minute']).execute();
    },
  };
}
