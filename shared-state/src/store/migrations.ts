import type { MigrationManifest, PersistedState } from 'redux-persist';

type Version1 = PersistedState & { auth?: { user?: unknown }; saved?: unknown };

/**
 * Persisted-state migrations, keyed by the version they produce. To change the shape of
 * persisted state, add one entry; PERSIST_VERSION follows. A user whose storage holds an
 * older version is migrated through every step in order on the next page load.
 */
export const migrations: MigrationManifest = {
  // Version 1 also kept server data: jobs, companies, and a recruiter's applicants with
  // their emails and phone numbers. Version 2 keeps the user and what they saved.
  2: (state) => {
    const { _persist, auth, saved } = (state ?? {}) as Version1;
    return { _persist, auth: { user: auth?.user ?? null }, ...(saved !== undefined && { saved }) } as PersistedState;
  },
};

/** The newest version a manifest migrates to, or 1 (the first shipped version). */
export const latestVersion = (manifest: MigrationManifest): number => Math.max(1, ...Object.keys(manifest).map(Number));

/** The version state is written with. */
export const PERSIST_VERSION = latestVersion(migrations);
