/**
 * @jest-environment-options {"url": "http://127.0.0.1/"}
 */
import { toErrorMessage } from '../../api/apiError';
import { SESSION_ENDED_MESSAGE } from '../../api/errorMessages';
import { aJob, aUser } from '../../../test/fixtures';
import { readyStore, startApi } from '../../../test/harness';
import { json, routes, type TestServer } from '../../../test/httpServer';
import { jobEndpoints } from '../job/jobEndpoints';
import { sessionEndAcknowledged } from '../session/sessionActions';
import { authEndpoints } from './authEndpoints';
import { selectRememberedUser, selectSessionChecking, selectSessionEnded, selectSessionUnsettled } from './authSlice';
import { accountRoleOf } from './loginRefusal';

const { me, login, logout, register, updateProfile } = authEndpoints.endpoints;

let server: TestServer;
beforeAll(async () => {
  server = await startApi();
});
afterAll(() => server.close());

const credentials = { email: 'asha@example.com', password: 'secret-password', role: 'student' } as const;
const welcome = { success: true, message: 'Welcome back Asha Rao', user: aUser() };
const loggedIn = async (more: Parameters<typeof routes>[0] = {}) => {
  server.handle(routes({ 'POST /api/v1/user/login': [200, welcome], ...more }));
  const store = await readyStore();
  await store.dispatch(login.initiate(credentials)).unwrap();
  return store;
};

describe('logging in and out', () => {
  it('login stores the user, confirmed', async () => {
    const store = await loggedIn();
    expect(selectRememberedUser(store.getState())).toEqual(welcome.user);
    expect(selectSessionChecking(store.getState())).toBe(false);
  });

  it('a failed login keeps the user out, gives the server message and is not taken for an ended session', async () => {
    server.handle((_request, response) => json(response, 401, { success: false, message: 'Incorrect email or password.' }));
    const store = await readyStore();

    const error = await store.dispatch(login.initiate(credentials)).unwrap().catch((caught: unknown) => caught);
    expect(toErrorMessage(error)).toBe('Incorrect email or password.');
    expect(selectRememberedUser(store.getState())).toBeNull();
    expect(selectSessionEnded(store.getState())).toBe(false);
  });

  it("a login refused for its role alone gives the account's role; any other refusal none", async () => {
    const store = await readyStore();
    const refusal = async (status: number, body: object) => {
      server.handle((_request, response) => json(response, status, body));
      return store.dispatch(login.initiate(credentials)).unwrap().catch((caught: unknown) => caught);
    };
    const wrongRole = await refusal(403, { success: false, message: "Account doesn't exist with current role.", accountRole: 'recruiter' });
    expect(accountRoleOf(wrongRole)).toBe('recruiter');
    expect(toErrorMessage(wrongRole)).toBe("Account doesn't exist with current role.");
    expect(accountRoleOf(await refusal(403, { success: false, message: 'Requests from this origin are not allowed.' }))).toBeNull();
    expect(accountRoleOf(await refusal(401, { success: false, message: 'Incorrect email or password.', accountRole: 'recruiter' }))).toBeNull();
  });

  it('register does not log in', async () => {
    server.handle((_request, response) => json(response, 201, { success: true, message: 'Account created successfully.' }));
    const store = await readyStore();

    await store.dispatch(register.initiate({ form: new FormData() })).unwrap();
    expect(selectRememberedUser(store.getState())).toBeNull();
  });

  it('updateProfile replaces the stored user', async () => {
    const updated = aUser({ profile: { ...aUser().profile, bio: 'New bio' } });
    const store = await loggedIn({ 'POST /api/v1/user/profile/update': [200, { success: true, message: 'Profile updated successfully.', user: updated }] });

    await store.dispatch(updateProfile.initiate({ form: new FormData() })).unwrap();
    expect(selectRememberedUser(store.getState())?.profile.bio).toBe('New bio');
  });

  it('logout forgets the user and every answer cached for them', async () => {
    const store = await loggedIn({
      'GET /api/v1/job/getadminjobs': [200, { success: true, jobs: [aJob()] }],
      'GET /api/v1/user/logout': [200, { success: true, message: 'Logged out successfully.' }],
    });
    await store.dispatch(jobEndpoints.endpoints.adminJobs.initiate()).unwrap();

    await expect(store.dispatch(logout.initiate()).unwrap()).resolves.toMatchObject({ message: 'Logged out successfully.' });
    expect(selectRememberedUser(store.getState())).toBeNull();
    expect(jobEndpoints.endpoints.adminJobs.select()(store.getState()).data).toBeUndefined();
  });

  it('logout forgets the user even when the server call fails, and still reports the failure', async () => {
    const store = await loggedIn({ 'GET /api/v1/user/logout': [500, { success: false, message: 'Something went wrong on our side.' }] });

    const error = await store.dispatch(logout.initiate()).unwrap().catch((caught: unknown) => caught);
    expect(toErrorMessage(error)).toBe('Something went wrong on our side.');
    expect(selectRememberedUser(store.getState())).toBeNull();
  });
});

describe('a session that ends', () => {
  const ended = [401, { success: false, message: 'User not authenticated' }] as const;

  it('a 401 for a logged-in user forgets them and flags the ended session once', async () => {
    const store = await loggedIn({ 'GET /api/v1/application/get': [...ended] });

    const { applicationEndpoints } = await import('../application/applicationEndpoints');
    const { error } = await store.dispatch(applicationEndpoints.endpoints.appliedJobs.initiate());
    // The screen's own error says what the shell says, so the user reads one message.
    expect(toErrorMessage(error)).toBe(SESSION_ENDED_MESSAGE);
    expect(selectRememberedUser(store.getState())).toBeNull();
    expect(selectSessionEnded(store.getState())).toBe(true);

    store.dispatch(sessionEndAcknowledged());
    expect(selectSessionEnded(store.getState())).toBe(false);
  });

  it('a 401 for a visitor is just an error', async () => {
    server.handle(routes({ 'GET /api/v1/job/getadminjobs': [...ended] }));
    const store = await readyStore();

    await store.dispatch(jobEndpoints.endpoints.adminJobs.initiate());
    expect(selectSessionEnded(store.getState())).toBe(false);
  });

  it('at start, a remembered user is being checked until /user/me answers, and dropped quietly on a 401', async () => {
    const store = await loggedIn();
    server.handle(routes({ 'GET /api/v1/user/me': [...ended] }));
    // What a reload looks like: the user restored from storage, not yet confirmed.
    const reloaded = await readyStore({ auth: { user: welcome.user } });
    expect(selectSessionChecking(reloaded.getState())).toBe(true);

    await reloaded.dispatch(me.initiate());
    expect(selectRememberedUser(reloaded.getState())).toBeNull();
    expect(selectSessionChecking(reloaded.getState())).toBe(false);
    expect(selectSessionEnded(reloaded.getState())).toBe(false);
    expect(selectRememberedUser(store.getState())).toEqual(welcome.user);
  });

  it('at start, a session cookie with no remembered user (logged in from another tab) logs the user in, unsettled until /user/me answers', async () => {
    server.handle(routes({ 'GET /api/v1/user/me': [200, { success: true, user: welcome.user }] }));
    const store = await readyStore();
    expect(selectSessionUnsettled(store.getState())).toBe(false);

    const asking = store.dispatch(me.initiate());
    expect(selectSessionUnsettled(store.getState())).toBe(true);
    // No remembered user is being confirmed: the visitor's header stays as it is.
    expect(selectSessionChecking(store.getState())).toBe(false);
    await asking;
    expect(selectRememberedUser(store.getState())).toEqual(welcome.user);
    expect(selectSessionUnsettled(store.getState())).toBe(false);

    // A later question unsettles nothing.
    void store.dispatch(me.initiate(undefined, { forceRefetch: true }));
    expect(selectSessionUnsettled(store.getState())).toBe(false);
  });

  it('at start, an unreachable server keeps the remembered user', async () => {
    server.handle(routes({ 'GET /api/v1/user/me': [503, { success: false, message: 'Down for maintenance.' }] }));
    const store = await readyStore({ auth: { user: welcome.user } });

    await store.dispatch(me.initiate());
    expect(selectRememberedUser(store.getState())).toEqual(welcome.user);
    expect(selectSessionChecking(store.getState())).toBe(false);
  });
});
