import { createMigrate, createTransform, type PersistConfig, type Storage } from 'redux-persist';
import autoMergeLevel2 from 'redux-persist/lib/stateReconciler/autoMergeLevel2';
import { initialAuthState, type AuthState } from '../features/auth/authSlice';
import { migrations, PERSIST_VERSION } from './migrations';
import type { PortalState } from './rootReducer';

export const PERSIST_KEY = 'root';
/** How long the app waits for storage before it starts with fresh state (spec: 5000 ms). */
export const PERSIST_TIMEOUT_MS = 5000;

/**
 * Only what must survive a reload: the signed-in user and what they saved. Server data
 * (jobs, applications, another person's details) lives in the API cache and is never
 * written to the browser's storage.
 */
const PERSISTED: (keyof PortalState)[] = ['auth', 'saved'];

// Of auth, only the user is kept: whether the server still knows them is asked again on every load.
const onlyTheUser = createTransform<AuthState, Pick<AuthState, 'user'>>(
  ({ user }) => ({ user }),
  ({ user }) => ({ ...initialAuthState, user }),
  { whitelist: ['auth'] },
);

export function createPersistConfig(storage: Storage): PersistConfig<PortalState> {
  return {
    key: PERSIST_KEY,
    version: PERSIST_VERSION,
    storage,
    timeout: PERSIST_TIMEOUT_MS,
    whitelist: PERSISTED,
    migrate: createMigrate(migrations, { debug: false }),
    // Merges each slice with its initial state, so a field added to a slice later gets its
    // default instead of undefined from old storage.
    stateReconciler: autoMergeLevel2,
    transforms: [onlyTheUser],
  };
}
