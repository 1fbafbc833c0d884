/**
 * @jest-environment-options {"url": "http://127.0.0.1/"}
 */
import { AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { startServer, type TestServer } from '../../test/httpServer';
import { configureApi, request } from './http';
import { withTraceparent } from './traceparent';

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/;

const call = (baseURL: string, url: string, headers: Record<string, string> = {}) =>
  withTraceparent({ baseURL, url, headers: new AxiosHeaders(headers) } as InternalAxiosRequestConfig).headers.get('traceparent');

describe('a call to the API on the page’s own origin', () => {
  it('carries a W3C traceparent, each call starting a trace of its own', () => {
    const sent = [call('/api/v1', '/job/get'), call('/api/v1/', '/job/get'), call('http://127.0.0.1/api/v1', '/user/login')].map(String);
    expect(sent).toEqual(Array(3).fill(expect.stringMatching(TRACEPARENT)));
    const ids = sent.map((traceparent) => TRACEPARENT.exec(traceparent)!.slice(1));
    expect(new Set(ids.map(([traceId]) => traceId)).size).toBe(3);
    expect(new Set(ids.map(([, spanId]) => spanId)).size).toBe(3);
  });

  it('keeps the traceparent a call brings', () => {
    const own = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
    expect(call('/api/v1', '/job/get', { traceparent: own })).toBe(own);
  });
});

describe('a call to an API on another origin', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
    configureApi({ baseUrl: `${server.origin}/api/v1/` });
  });
  afterAll(() => server.close());

  it('goes without a traceparent, a header CORS would make the browser ask about before every GET', async () => {
    await request({ url: '/job/get' });
    expect(server.requests.map((received) => [received.method, received.headers.traceparent])).toEqual([['GET', undefined]]);
  });
});
