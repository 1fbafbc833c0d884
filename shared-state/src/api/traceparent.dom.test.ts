/**
 * @jest-environment-options {"url": "http://127.0.0.1/"}
 */
// The page is on another origin than the API, as in development: the header goes through the CORS preflight.
import { startServer, type TestServer } from '../../test/httpServer';
import { configureApi, request } from './http';

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/;

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
  configureApi({ baseUrl: `${server.origin}/api/v1/` });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

it('sends a W3C traceparent with every call, each starting a trace of its own', async () => {
  await request({ url: '/job/get' });
  await request({ url: '/job/get' });
  await request({ url: '/user/login', method: 'POST', data: { email: 'a@example.com' } });

  const sent = server.requests.map((received) => String(received.headers.traceparent));
  expect(sent).toEqual(Array(3).fill(expect.stringMatching(TRACEPARENT)));
  const ids = sent.map((traceparent) => TRACEPARENT.exec(traceparent)!.slice(1));
  expect(new Set(ids.map(([traceId]) => traceId)).size).toBe(3);
  expect(new Set(ids.map(([, spanId]) => spanId)).size).toBe(3);
});

it('keeps the traceparent a call brings', async () => {
  const own = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
  await request({ url: '/job/get', headers: { traceparent: own } });
  expect(server.requests.map((received) => received.headers.traceparent)).toEqual([own]);
});
