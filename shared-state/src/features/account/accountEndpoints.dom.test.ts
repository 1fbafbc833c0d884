/**
 * @jest-environment-options {"url": "http://127.0.0.1/"}
 */
import { aUser } from '../../../test/fixtures';
import { readyStore, startApi } from '../../../test/harness';
import { routes, type TestServer } from '../../../test/httpServer';
import { authEndpoints } from '../auth/authEndpoints';
import { selectRememberedUser } from '../auth/authSlice';
import { accountEndpoints } from './accountEndpoints';

const { updatePreferences, resetPassword, deleteAccount } = accountEndpoints.endpoints;

let server: TestServer;
beforeAll(async () => {
  server = await startApi();
});
afterAll(() => server.close());

const user = aUser({ preferences: { emailNotifications: true } });
const loggedIn = async (more: Parameters<typeof routes>[0]) => {
  server.handle(routes({ 'POST /api/v1/user/login': [200, { success: true, message: 'Welcome back', user }], ...more }));
  const store = await readyStore();
  await store.dispatch(authEndpoints.endpoints.login.initiate({ email: user.email, password: 'secret-password', role: 'student' })).unwrap();
  return store;
};

describe('account', () => {
  it('saving preferences updates the remembered user', async () => {
    const quiet = { ...user, preferences: { emailNotifications: false } };
    const store = await loggedIn({ 'POST /api/v1/user/preferences': [200, { success: true, message: 'Preferences saved.', user: quiet }] });
    await store.dispatch(updatePreferences.initiate({ emailNotifications: false })).unwrap();
    expect(selectRememberedUser(store.getState())?.preferences).toEqual({ emailNotifications: false });
  });

  it('a deleted account is forgotten by the browser; a refused delete forgets nothing', async () => {
    const refusing = await loggedIn({ 'POST /api/v1/user/delete': [400, { success: false, message: 'Password is incorrect.' }] });
    await expect(refusing.dispatch(deleteAccount.initiate({ password: 'wrong one' })).unwrap()).rejects.toBeDefined();
    expect(selectRememberedUser(refusing.getState())).not.toBeNull();

    const deleting = await loggedIn({ 'POST /api/v1/user/delete': [200, { success: true, message: 'Your account is deleted.' }] });
    await deleting.dispatch(deleteAccount.initiate({ password: 'secret-password' })).unwrap();
    expect(selectRememberedUser(deleting.getState())).toBeNull();
  });

  it('a password reset ends the session this browser remembered', async () => {
    const store = await loggedIn({ 'POST /api/v1/user/password/reset': [200, { success: true, message: 'Password updated. Please log in.' }] });
    await store.dispatch(resetPassword.initiate({ token: 't0k', password: 'a new secret' })).unwrap();
    expect(selectRememberedUser(store.getState())).toBeNull();
  });
});
