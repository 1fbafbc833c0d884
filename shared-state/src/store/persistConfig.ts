import { createMigrate, createTransform, type PersistConfig, type Storage } from 'redux-persist';
import autoMergeLevel2 from 'redux-persist/lib/stateReconciler/autoMergeLevel2';
import type { AuthState } from '../features/auth/authSlice';
import { migrations, PERSIST_VERSION } from './migrations';
import type { PortalState } from './rootReducer';

export const PERSIST_KEY = 'root';
/** How long the app waits for storage before it starts with fresh state (spec: 5000 ms). */
export const PERSIST_TIMEOUT_MS = 5000;

// A page closed mid-login must not come back stuck on 'Please wait'.
const notLoadingOnRestore = createTransform<AuthState, AuthState>(
  (auth) => auth,
  (auth) => ({ ...auth, loading: false }),
  { whitelist: ['auth'] },
);

export function createPersistConfig(storage: Storage): PersistConfig<PortalState> {
  return {
    key: PERSIST_KEY,
    version: PERSIST_VERSION,
    storage,
    timeout: PERSIST_TIMEOUT_MS,
    migrate: createMigrate(migrations, { debug: false }),
    // Merges each slice with its initial state, so a field added to a slice
    // later (e.g. paging) gets its default instead of undefined from old storage.
    stateReconciler: autoMergeLevel2,
    transforms: [notLoadingOnRestore],
  };
}
