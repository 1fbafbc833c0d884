import { authEndpoints, type PortalStore } from '@portal/shared-state';
import type { Persistor } from 'redux-persist';
import { whenRestored } from './whenRestored';

/**
 * Asks the server who the session cookie belongs to, once the remembered user is restored:
 * a user whose session ended while the page was closed is dropped before the header shows
 * them, and a user who logged in from another tab is recognised. Public screens do not wait.
 */
export function confirmSessionOnStart(store: PortalStore, persistor: Persistor): void {
  whenRestored(persistor, () => void store.dispatch(authEndpoints.endpoints.me.initiate(undefined, { subscribe: false })));
}
