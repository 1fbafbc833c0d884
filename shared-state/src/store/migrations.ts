import type { MigrationManifest } from 'redux-persist';

/**
 * Persisted-state migrations, keyed by the version they produce. To change the
 * shape of persisted state, add one line, e.g.
 *   2: (state) => ({ ...state, job: { ...state.job, saved: [] } }),
 * and PERSIST_VERSION follows. A user whose storage holds an older version is
 * migrated through every step in order on the next page load.
 */
export const migrations: MigrationManifest = {};

/** The newest version a manifest migrates to, or 1 (the first shipped version). */
export const latestVersion = (manifest: MigrationManifest): number =>
  Math.max(1, ...Object.keys(manifest).map(Number));

/** The version state is written with. */
export const PERSIST_VERSION = latestVersion(migrations);


