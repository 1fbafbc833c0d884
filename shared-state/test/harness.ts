import { configureApi } from '../src/api/http';
import { createPortalStore } from '../src/store/createPortalStore';
import { PERSIST_VERSION } from '../src/store/migrations';
import { PERSIST_KEY } from '../src/store/persistConfig';
import { memoryStorage, persistedRoot, whenRehydrated } from './persist';
import { startServer, type TestServer } from './httpServer';

/** A real server with the API client pointed at it. */
export async function startApi(): Promise<TestServer> {
  const server = await startServer();
  configureApi({ baseUrl: `${server.origin}/api/v1` });
  return server;
}

/**
 * A rehydrated store that persists to memory; `persisted` is what an earlier visit left
 * there (e.g. `{ auth: { user } }` for a reload of a logged-in page).
 */
export async function readyStore(persisted?: Record<string, unknown>) {
  const storage = memoryStorage(persisted && { [`persist:${PERSIST_KEY}`]: persistedRoot(persisted, PERSIST_VERSION) });
  const portal = createPortalStore({ storage });
  await whenRehydrated(portal.persistor);
  return portal.store;
}
