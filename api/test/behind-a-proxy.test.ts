import { startTestApp, type TestApp } from './support/test-app';

/**
 * Behind the proxies TRUST_PROXY names (here nginx on loopback: requests come from 127.0.0.1),
 * the client is the address that proxy saw, and HTTPS is what it says it received; nothing a
 * client writes into X-Forwarded-* itself, or sends from anywhere else, changes either.
 */
const PROXY = '127.0.0.1';
const LOGIN_FAILURES_PER_IP = 3;

let proxied: TestApp;
let direct: TestApp;
beforeAll(async () => {
  proxied = await startTestApp({ TRUST_PROXY: 'loopback', LOGIN_FAILURES_PER_IP: String(LOGIN_FAILURES_PER_IP) });
  direct = await startTestApp();
});
afterAll(() => Promise.all([proxied.close(), direct.close()]));

let attempt = 0;
/** A failed login, as the proxy forwards it: X-Forwarded-For is what reached the proxy, then the address it saw. */
const failedLogin = (app: TestApp, from: { remoteAddress: string; forwardedFor?: string }) =>
  app.app.inject({
    method: 'POST',
    url: '/api/v1/user/login',
    remoteAddress: from.remoteAddress,
    headers: from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {},
    payload: { email: `nobody-${++attempt}@example.com`, password: 'wrong password', role: 'student' },
  });

describe('the client address', () => {
  it("counts a client's failed logins by the address the proxy saw, whatever it put before it in X-Forwarded-For", async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= LOGIN_FAILURES_PER_IP; i++) {
      statuses.push((await failedLogin(proxied, { remoteAddress: PROXY, forwardedFor: `10.9.8.${i}, 203.0.113.50` })).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Another client behind the same proxy is another address.
    expect((await failedLogin(proxied, { remoteAddress: PROXY, forwardedFor: '203.0.113.51' })).statusCode).toBe(401);
  });

  it('takes no X-Forwarded-For from an address that is not a trusted proxy', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= LOGIN_FAILURES_PER_IP; i++) {
      statuses.push((await failedLogin(proxied, { remoteAddress: '198.51.100.7', forwardedFor: `203.0.113.${100 + i}` })).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

describe('Strict-Transport-Security', () => {
  const get = (app: TestApp, headers: Record<string, string>, remoteAddress = PROXY) =>
    app.app.inject({ method: 'GET', url: '/api/v1/job/get', headers, remoteAddress });

  it('is sent for HTTPS received by the trusted proxy', async () => {
    const response = await get(proxied, { 'x-forwarded-proto': 'https' });
    expect(response.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  });

  it('is never sent over plain HTTP, nor for an X-Forwarded-Proto nobody trusted sent', async () => {
    expect((await get(proxied, {})).headers['strict-transport-security']).toBeUndefined();
    expect((await get(proxied, { 'x-forwarded-proto': 'http' })).headers['strict-transport-security']).toBeUndefined();
    expect((await get(proxied, { 'x-forwarded-proto': 'https' }, '198.51.100.7')).headers['strict-transport-security']).toBeUndefined();
    expect((await get(direct, { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBeUndefined();
  });
});
