import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer, persistStore, type Storage } from 'redux-persist';
import createWebStorage from 'redux-persist/lib/storage/createWebStorage';
import { portalApi } from '../api/portalApi';
import { createPersistConfig } from './persistConfig';
import { rootReducer } from './rootReducer';

export interface PortalStoreOptions {
  /** Where state is persisted; browser localStorage unless a test passes its own. */
  storage?: Storage;
}

// Created on demand: outside a browser, touching localStorage logs an error
// even when the caller brings its own storage.
export function createPortalStore({ storage = createWebStorage('local') }: PortalStoreOptions = {}) {
  // Built first: inlined, TypeScript infers the state as any (the middleware callback defers inference).
  const reducer = persistReducer(createPersistConfig(storage), rootReducer);
  const store = configureStore({
    reducer,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: {
          // redux-persist's own actions carry functions (register, rehydrate callbacks).
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER],
          // An upload's arguments are a FormData and a progress callback, kept with its mutation.
          ignoredPaths: [`${portalApi.reducerPath}.mutations`],
        },
      }).concat(portalApi.middleware),
  });
  // Focus and connectivity reach RTK Query: the bell refetches when the tab comes back, and pauses its poll while hidden.
  if (typeof window !== 'undefined') setupListeners(store.dispatch);
  const persistor = persistStore(store);
  return { store, persistor };
}

export type PortalStore = ReturnType<typeof createPortalStore>['store'];
export type RootState = ReturnType<PortalStore['getState']>;
export type AppDispatch = PortalStore['dispatch'];
