import { configureApi } from '../src/api/http';
import { createPortalStore } from '../src/store/createPortalStore';
import { memoryStorage, whenRehydrated } from './persist';
import { startServer, type TestServer } from './httpServer';

/** A real server with the API client pointed at it. */
export async function startApi(): Promise<TestServer> {
  const server = await startServer();
  configureApi({ baseUrl: `${server.origin}/api/v1` });
  return server;
}

/** A rehydrated store that persists to memory. */
export async function readyStore() {
  const portal = createPortalStore({ storage: memoryStorage() });
  await whenRehydrated(portal.persistor);
  return portal.store;
}
