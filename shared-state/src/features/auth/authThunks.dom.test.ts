/**
 * @jest-environment-options {"url": "http://127.0.0.1/"}
 */
import { toErrorMessage } from '../../api/errors';
import { aJob, aUser } from '../../../test/fixtures';
import { readyStore, startApi } from '../../../test/harness';
import { json, routes, type TestServer } from '../../../test/httpServer';
import { setAllAdminJobs } from '../job/jobSlice';
import { login, logout, register, updateProfile } from './authThunks';

let server: TestServer;
beforeAll(async () => {
  server = await startApi();
});
afterAll(() => server.close());

const credentials = { email: 'asha@example.com', password: 'secret-password', role: 'student' } as const;

/** Every value auth.loading takes while the thunk runs. */
async function loadingDuring(store: Awaited<ReturnType<typeof readyStore>>, run: () => Promise<unknown>) {
  const seen: boolean[] = [];
  const unsubscribe = store.subscribe(() => seen.push(store.getState().auth.loading));
  await run().catch(() => undefined);
  unsubscribe();
  return seen.filter((value, index) => value !== seen[index - 1]);
}

describe('auth thunks', () => {
  it('login is loading while in flight, then stores the user', async () => {
    const user = aUser();
    server.handle((_request, response) => json(response, 200, { success: true, message: 'Welcome back Asha Rao', user }));
    const store = await readyStore();

    expect(await loadingDuring(store, () => store.dispatch(login(credentials)))).toEqual([true, false]);
    expect(store.getState().auth).toEqual({ loading: false, user });
  });

  it('a failed login stops loading, keeps the user out and gives the server message', async () => {
    server.handle((_request, response) => json(response, 401, { success: false, message: 'Incorrect email or password.' }));
    const store = await readyStore();

    const error = await store.dispatch(login(credentials)).catch((caught: unknown) => caught);
    expect(toErrorMessage(error)).toBe('Incorrect email or password.');
    expect(store.getState().auth).toEqual({ loading: false, user: null });
  });

  it('register is loading while in flight and does not log in', async () => {
    server.handle((_request, response) => json(response, 201, { success: true, message: 'Account created successfully.' }));
    const store = await readyStore();

    expect(await loadingDuring(store, () => store.dispatch(register(new FormData())))).toEqual([true, false]);
    expect(store.getState().auth.user).toBeNull();
  });

  it('updateProfile replaces the stored user', async () => {
    const updated = aUser({ profile: { ...aUser().profile, bio: 'New bio' } });
    server.handle((_request, response) => json(response, 200, { success: true, message: 'Profile updated successfully.', user: updated }));
    const store = await readyStore();

    await store.dispatch(updateProfile(new FormData()));
    expect(store.getState().auth.user?.profile.bio).toBe('New bio');
  });

  it('logout calls the server and clears the user data', async () => {
    server.handle(
      routes({
        'POST /api/v1/user/login': [200, { success: true, message: 'Welcome back Asha Rao', user: aUser() }],
        'GET /api/v1/user/logout': [200, { success: true, message: 'Logged out successfully.' }],
      }),
    );
    const store = await readyStore();
    await store.dispatch(login(credentials));
    store.dispatch(setAllAdminJobs([aJob()]));
    expect(store.getState().auth.user).not.toBeNull();

    await expect(store.dispatch(logout())).resolves.toMatchObject({ message: 'Logged out successfully.' });
    expect(store.getState().auth.user).toBeNull();
    expect(store.getState().job.allAdminJobs).toEqual([]);
  });

  it('logout clears the user data even when the server call fails, and still reports the failure', async () => {
    server.handle(
      routes({
        'POST /api/v1/user/login': [200, { success: true, message: 'Welcome back Asha Rao', user: aUser() }],
        'GET /api/v1/user/logout': [500, { success: false, message: 'Something went wrong on our side.' }],
      }),
    );
    const store = await readyStore();
    await store.dispatch(login(credentials));

    const error = await store.dispatch(logout()).catch((caught: unknown) => caught);
    expect(toErrorMessage(error)).toBe('Something went wrong on our side.');
    expect(store.getState().auth.user).toBeNull();
  });
});
