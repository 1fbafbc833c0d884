import { SESSION_HINT_COOKIE } from '@portal/contract/session-hint';
import { authEndpoints, selectRememberedUser, type PortalStore } from '@portal/shared-state';
import type { Persistor } from 'redux-persist';
import { whenRestored } from './whenRestored';

/** Whether the browser holds the server's hint that it has a session (the session's own cookie is out of the page's reach). */
const hasSessionHint = (): boolean => document.cookie.split(/;\s*/).some((cookie) => cookie.startsWith(`${SESSION_HINT_COOKIE}=`));

/**
 * Asks the server who the session cookie belongs to, once the remembered user is restored:
 * a user whose session ended while the page was closed is dropped before the header shows
 * them, and a user who logged in from another tab is recognised. Public screens do not wait.
 * A browser that remembers no user and holds no session hint has no session: its page asks
 * nothing, so a visitor's public page costs the API no request.
 */
export function confirmSessionOnStart(store: PortalStore, persistor: Persistor): void {
  whenRestored(persistor, () => {
    if (selectRememberedUser(store.getState()) === null && !hasSessionHint()) return;
    void store.dispatch(authEndpoints.endpoints.me.initiate(undefined, { subscribe: false }));
  });
}
