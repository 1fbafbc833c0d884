import type { Migration } from 'kysely';
import type { Engine } from '../schema';

/**
 * `canary_auto_rollbacks`: each canary the server's watcher ended by itself, keyed by the
 * remote, the canary's version and when it started (`since`, as remotes.json and the release
 * record spell it: a canary released again is another one). Every instance checks the running
 * canaries; the one whose insert of the row goes in ends the canary, the others leave it be.
 * The row is deleted again when the ending could not be written to the site folder, so the
 * next check tries again.
 */
export function canaryAutoRollbacks(engine: Engine): Migration {
  const timestamp = engine === 'postgres' ? 'timestamptz' : 'text';
  return {
    async up(db) {
      await db.schema
        .createTable('canary_auto_rollbacks')
        .addColumn('remote', 'text', (col) => col.notNull())
        .addColumn('version', 'text', (col) => col.notNull())
        .addColumn('since', 'text', (col) => col.notNull())
        .addColumn('reason', 'text', (col) => col.notNull())
        .addColumn('claimed_at', timestamp, (col) => col.notNull())
        .addPrimaryKeyConstraint('canary_auto_rollbacks_pkey', ['remote', 'version', 'since'])
        .execute();
    },
  };
}
