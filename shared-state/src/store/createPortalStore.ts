import { configureStore, type Reducer } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer, persistStore, type PersistState, type Persistor, type Storage } from 'redux-persist';
import createWebStorage from 'redux-persist/lib/storage/createWebStorage';
import type { PortalThunkExtra } from '../api/axiosBaseQuery';
import { portalApi } from '../api/portalApi';
import { createPersistConfig } from './persistConfig';
import { rootReducer, type PortalState } from './rootReducer';

interface StoreOptions {
  /**
   * Handed to every thunk; a server render gives `request`, so the calls go to the API in the same
   * process, with no cookie (it renders visitors' pages only), not over the network.
   */
  extra?: PortalThunkExtra;
}

interface PersistedStoreOptions extends StoreOptions {
  /** Where state is persisted; browser localStorage unless a test passes its own. */
  storage?: Storage;
}

/**
 * How a store is persisted:
 * - `true` (the page's store): restored from storage at once, and saved from then on;
 * - `'later'` (a page hydrating server markup, which must first render what the server did):
 *   neither read nor written until `startPersisting()`;
 * - `false` (a server render's store, one per request): no persistence at all, so nothing
 *   touches storage and no timer outlives the request.
 */
export type PortalStoreOptions =
  | (PersistedStoreOptions & { persist?: true })
  | (PersistedStoreOptions & { persist: 'later' })
  | (StoreOptions & { persist: false });

/** The app's state, and redux-persist's bookkeeping when the store persists. */
type StoreState = PortalState & { _persist?: PersistState };

function configurePortalStore(reducer: Reducer<StoreState>, extra: PortalThunkExtra) {
  return configureStore({
    reducer,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: extra },
        serializableCheck: {
          // redux-persist's own actions carry functions (register, rehydrate callbacks).
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER],
          // An upload's arguments are a FormData and a progress callback, kept with its mutation.
          ignoredPaths: [`${portalApi.reducerPath}.mutations`],
        },
      }).concat(portalApi.middleware),
  });
}

export type PortalStore = ReturnType<typeof configurePortalStore>;
export type RootState = ReturnType<PortalStore['getState']>;
export type AppDispatch = PortalStore['dispatch'];

// redux-persist types its reducer as always holding `_persist`, but until persistence starts it
// passes the state through without it: so a persisted store and one without are one PortalStore.
const persistedReducer = (storage: Storage) => persistReducer(createPersistConfig(storage), rootReducer) as Reducer<StoreState>;

export function createPortalStore(options?: PersistedStoreOptions & { persist?: true }): { store: PortalStore; persistor: Persistor };
export function createPortalStore(options: PersistedStoreOptions & { persist: 'later' }): {
  store: PortalStore;
  /** Restores the persisted state into the store and saves it from then on; once, however often called. */
  startPersisting: () => Persistor;
};
export function createPortalStore(options: StoreOptions & { persist: false }): { store: PortalStore };
export function createPortalStore(options: PortalStoreOptions = {}) {
  // localStorage is touched only for a store that persists, and only when no storage is
  // given: outside a browser that logs an error.
  const reducer = options.persist === false ? rootReducer : persistedReducer(options.storage ?? createWebStorage('local'));
  const store = configurePortalStore(reducer, options.extra ?? {});
  // Focus and connectivity reach RTK Query: the bell refetches when the tab comes back, and pauses its poll while hidden.
  if (typeof window !== 'undefined') setupListeners(store.dispatch);

  if (options.persist === false) return { store };
  if (options.persist === 'later') {
    let persistor: Persistor | undefined;
    return { store, startPersisting: () => (persistor ??= persistStore(store)) };
  }
  return { store, persistor: persistStore(store) };
}
