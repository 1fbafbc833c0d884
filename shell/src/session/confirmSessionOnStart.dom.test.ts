import { waitFor } from '@testing-library/react';
import { authEndpoints, createPortalStore, PERSIST_KEY, PERSIST_VERSION } from '@portal/shared-state';
import { aStudent, persistedRoot, setUpFakeApi } from '@portal/shared-state/testing';
import { confirmSessionOnStart } from './confirmSessionOnStart';
import { dropSessionHint, holdSessionHint } from '../testing';

const api = setUpFakeApi();
const sessionAsked = () => api.calls('GET /user/me').length > 0;

/** A page starting up in this browser: its store restored from localStorage, then the session confirmed as the shell does. */
async function startUp() {
  const { store, persistor } = createPortalStore();
  confirmSessionOnStart(store, persistor);
  await waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
  return store;
}

describe('confirmSessionOnStart', () => {
  beforeEach(() => {
    localStorage.clear();
    api.on('GET /user/me', [200, { success: true, user: aStudent() }]);
  });
  afterEach(dropSessionHint);

  it("asks the server nothing in a browser that remembers no user and holds no session hint: a visitor's page makes no API call", async () => {
    const store = await startUp();
    // The question is asked as the store is restored, if at all: by now it would be in the API cache.
    expect(authEndpoints.endpoints.me.select(undefined)(store.getState()).status).toBe('uninitialized');
    expect(sessionAsked()).toBe(false);
    expect(store.getState().auth.user).toBeNull();
  });

  it('asks the server who is logged in when the browser holds the session hint, and shows them', async () => {
    holdSessionHint();
    const store = await startUp();
    await waitFor(() => expect(store.getState().auth.user?.fullname).toBe(aStudent().fullname));
    expect(api.calls('GET /user/me')).toHaveLength(1);
  });

  it('asks for a remembered user without the hint (its session may have ended), and drops them when the server knows none', async () => {
    localStorage.setItem(`persist:${PERSIST_KEY}`, persistedRoot({ auth: { user: aStudent() } }, PERSIST_VERSION));
    api.on('GET /user/me', [401, { success: false, message: 'User not authenticated' }]);
    const store = await startUp();
    await waitFor(() => expect(sessionAsked()).toBe(true));
    await waitFor(() => expect(store.getState().auth.user).toBeNull());
  });
});
