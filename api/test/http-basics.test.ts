import { signUp } from './support/actors';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ CORS_ORIGINS: 'https://partner.example' });
});
afterAll(() => t.close());

it('answers unknown routes with a JSON 404', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/nothing/here' });
  expect(response.statusCode).toBe(404);
  expect(response.headers['content-type']).toMatch(/application\/json/);
  expect(response.json()).toEqual({ success: false, message: 'No route for GET /api/v1/nothing/here' });
});

it('answers a malformed JSON body with a 400 that says so', async () => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/user/login',
    headers: { 'content-type': 'application/json' },
    payload: '{"email": ',
  });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ success: false, message: 'The request body is not valid JSON' });
});

it('answers an oversized JSON body with a 413', async () => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/user/login',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(100_000), role: 'student' }),
  });
  expect(response.statusCode).toBe(413);
  expect(response.json().success).toBe(false);
});

it('answers an unsupported content type with a 415', async () => {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/user/login', headers: { 'content-type': 'text/xml' }, payload: '<x/>' });
  expect(response.statusCode).toBe(415);
  expect(response.json().success).toBe(false);
});

describe('cross-origin requests', () => {
  const login = (origin: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/user/login', headers: { origin }, payload: { email: 'x@example.com', password: 'whatever', role: 'student' } });

  it('refuses a state-changing request from a foreign page with 403', async () => {
    const response = await login('https://evil.example');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: 'Requests from this origin are not allowed.' });
  });

  it('lets the API’s own origin and listed origins through, with credentials for listed ones', async () => {
    expect((await login('http://localhost:80')).statusCode).toBe(401);
    const listed = await login('https://partner.example');
    expect(listed.statusCode).toBe(401);
    expect(listed.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(listed.headers['access-control-allow-credentials']).toBe('true');
  });

  it('refuses a state-changing GET that a link on another site started (no Origin, Sec-Fetch-Site cross-site)', async () => {
    const student = await signUp(t.app, 'student');
    const followLink = (fetchSite: string) =>
      t.app.inject({ method: 'GET', url: '/api/v1/application/apply/1', headers: { cookie: student.cookie, 'sec-fetch-site': fetchSite } });

    for (const fetchSite of ['cross-site', 'same-site']) {
      const response = await followLink(fetchSite);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ success: false, message: 'Requests from this origin are not allowed.' });
    }
    // From the portal itself, or typed into the address bar: on to the route (no such job here).
    expect((await followLink('same-origin')).statusCode).toBe(404);
    expect((await followLink('none')).statusCode).toBe(404);
  });

  it('lets a listed origin send every method the API uses, and read when to retry', async () => {
    for (const method of ['PUT', 'DELETE', 'POST']) {
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/v1/company/update/1',
        headers: { origin: 'https://partner.example', 'access-control-request-method': method },
      });
      expect(preflight.statusCode).toBe(204);
      expect(String(preflight.headers['access-control-allow-methods']).split(/, */)).toContain(method);
      expect(preflight.headers['access-control-allow-credentials']).toBe('true');
    }
    const answer = await t.app.inject({ method: 'GET', url: '/api/v1/job/get', headers: { origin: 'https://partner.example' } });
    expect(answer.headers['access-control-expose-headers']).toBe('Retry-After');
  });

  it('gives no CORS grant to an unlisted origin', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/job/get', headers: { origin: 'https://evil.example' } });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('health', () => {
  it('reports liveness and readiness of the database and the file store', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ success: true, message: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ success: true, message: 'ready', checks: { database: 'ok', storage: 'ok' } });
  });
});

describe('the OpenAPI description', () => {
  it('lists every call of the contract and serves an interactive page', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operations = Object.entries(spec.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations).toEqual(
      expect.arrayContaining([
        'POST /api/v1/user/register',
        'POST /api/v1/user/login',
        'GET /api/v1/user/logout',
        'GET /api/v1/user/me',
        'POST /api/v1/user/profile/update',
        'GET /api/v1/job/get',
        'GET /api/v1/job/get/{id}',
        'GET /api/v1/job/getadminjobs',
        'POST /api/v1/job/post',
        'PUT /api/v1/job/update/{id}',
        'POST /api/v1/application/apply/{jobId}',
        'GET /api/v1/application/apply/{jobId}',
        'GET /api/v1/application/get',
        'GET /api/v1/application/{jobId}/applicants',
        'POST /api/v1/application/status/{applicationId}/update',
        'POST /api/v1/company/register',
        'GET /api/v1/company/get',
        'GET /api/v1/company/get/{id}',
        'PUT /api/v1/company/update/{id}',
      ]),
    );
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });
});

it('says so when a JSON body is not an object', async () => {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/user/login', headers: { 'content-type': 'application/json' }, payload: '"just a string"' });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ success: false, message: 'The request body must be a JSON object' });
});

it('answers an overlong malformed id with the same JSON 404 as a short one', async () => {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/job/get/${'x'.repeat(300)}` });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ success: false, message: 'Job not found.' });
});
