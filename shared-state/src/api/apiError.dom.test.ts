/**
 * @jest-environment-options {"url": "http://127.0.0.1/"}
 */
import { aUser } from '../../test/fixtures';
import { closedOrigin, json, startServer, type TestServer } from '../../test/httpServer';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { readyStore } from '../../test/harness';
import type { RootState } from '../store/createPortalStore';
import { authEndpoints } from '../features/auth/authEndpoints';
import { jobEndpoints } from '../features/job/jobEndpoints';
import { toErrorMessage } from './apiError';
import { GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE, TIMEOUT_ERROR_MESSAGE, unexpectedResponseMessage } from './errorMessages';
import { configureApi, DEFAULT_TIMEOUT_MS } from './http';

/** Runs one endpoint in a fresh store, as a screen would, unwrapped: its data, or its error thrown. */
async function call(initiate: () => ThunkAction<{ unwrap(): Promise<unknown> }, RootState, unknown, UnknownAction>): Promise<unknown> {
  const store = await readyStore();
  return store.dispatch(initiate()).unwrap();
}
const getJob = () => call(() => jobEndpoints.endpoints.job.initiate('1'));

/** The message a failed call ends up showing. */
const messageOf = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => toErrorMessage(error),
  );

describe('toErrorMessage', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer();
    configureApi({ baseUrl: `${server.origin}/api/v1` });
  });
  afterAll(() => server.close());
  afterEach(() => {
    configureApi({ timeoutMs: DEFAULT_TIMEOUT_MS });
    jest.restoreAllMocks();
  });

  it("shows the server's message for a 4xx JSON error", async () => {
    server.handle((_request, response) => json(response, 401, { success: false, message: 'Incorrect email or password.' }));
    await expect(messageOf(call(() => authEndpoints.endpoints.login.initiate({ email: 'a@b.co', password: 'wrong-password', role: 'student' })))).resolves.toBe(
      'Incorrect email or password.',
    );
  });

  it('shows a generic message naming the status for a body that is not the API’s JSON', async () => {
    server.handle((_request, response) => {
      response.writeHead(502, { 'Content-Type': 'text/html' });
      response.end('<html><body>Bad Gateway</body></html>');
    });
    await expect(messageOf(getJob())).resolves.toBe(unexpectedResponseMessage(502));
  });

  it('shows a generic message for JSON without a message', async () => {
    server.handle((_request, response) => json(response, 500, { success: false }));
    await expect(messageOf(getJob())).resolves.toBe(unexpectedResponseMessage(500));
  });

  it('shows a time-out message when the server does not answer in time', async () => {
    server.handle(() => undefined);
    configureApi({ timeoutMs: 100 });
    await expect(messageOf(getJob())).resolves.toBe(TIMEOUT_ERROR_MESSAGE);
  });

  it('lets an upload take longer than the time-out', async () => {
    server.handle((_request, response) => {
      setTimeout(() => json(response, 200, { success: true, message: 'Profile updated successfully.', user: aUser() }), 300);
    });
    configureApi({ timeoutMs: 100 });
    await expect(call(() => authEndpoints.endpoints.updateProfile.initiate({ form: new FormData() }))).resolves.toMatchObject({ success: true });
  });

  it('shows the network message when the server cannot be reached', async () => {
    // jsdom reports the refused connection on the console as well, and leaves
    // its XHR time-out timer running after a network error (browsers do not),
    // which would keep jest alive for 30 s.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    configureApi({ baseUrl: `${await closedOrigin()}/api/v1`, timeoutMs: 0 });
    try {
      await expect(messageOf(call(() => jobEndpoints.endpoints.searchJobs.initiate({})))).resolves.toBe(NETWORK_ERROR_MESSAGE);
    } finally {
      configureApi({ baseUrl: `${server.origin}/api/v1` });
    }
  });

  it('shows a generic message for anything that is not an HTTP error', () => {
    expect(toErrorMessage(new TypeError('x is undefined'))).toBe(GENERIC_ERROR_MESSAGE);
    expect(toErrorMessage('boom')).toBe(GENERIC_ERROR_MESSAGE);
    expect(toErrorMessage(undefined)).toBe(GENERIC_ERROR_MESSAGE);
  });
});
