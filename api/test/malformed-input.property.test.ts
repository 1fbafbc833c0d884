/**
 * Whatever a client sends — random or malformed JSON, wrong types, prototype-pollution
 * keys, huge strings, broken multipart, odd content types, junk query strings and path
 * ids — every route answers promptly with a client error or a success, never a 5xx, and
 * every error is the contract's `{success:false, message}` JSON.
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { apply, createCompany, postJob, signUp, type Actor } from './support/actors';
import { multipartBody } from './support/multipart';
import { ROUTES, callerFor, pathId, queryString, toWire, wireBody, type Caller, type World } from './support/malformed-requests';
import { startTestApp, type TestApp } from './support/test-app';

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const REQUEST_TIMEOUT_MS = 5_000;

// ---------------------------------------------------------------------------------------

let t: TestApp;
let world: World;

beforeAll(async () => {
  t = await startTestApp();
  const student = await signUp(t.app, 'student');
  const recruiter = await signUp(t.app, 'recruiter');
  const companyId = (await createCompany(t.app, recruiter))._id;
  const jobId = (await postJob(t.app, recruiter, companyId))._id;
  expect((await apply(t.app, student, jobId)).statusCode).toBe(201);
  const applicants = await t.app.inject({ method: 'GET', url: `/api/v1/application/${jobId}/applicants`, headers: { cookie: recruiter.cookie } });
  world = { student, recruiter, companyId, jobId, applicationId: applicants.json().job.applications[0]._id };
});
afterAll(() => t.close());

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms: ${what}`)), REQUEST_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function expectWellFormed(response: LightMyRequestResponse, what: string) {
  const summary = `${what} → ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect({ ok: response.statusCode < 500, summary }).toEqual({ ok: true, summary });
  if (response.statusCode >= 400) {
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json() as { success: unknown; message: unknown };
    expect({ body, summary }).toEqual({ body: { success: false, message: expect.any(String) }, summary });
    expect((body.message as string).trim().length).toBeGreaterThan(0);
    expect(response.body).not.toMatch(/\n\s+at |node_modules|SQLITE_|syntax error|relation "/);
  } else if (String(response.headers['content-type']).startsWith('application/json')) {
    expect(response.json().success).toBe(true);
  }
}

describe.each(ROUTES)('$method $path', (route) => {
  it(`never answers 5xx or a malformed error, whoever calls with whatever (${RUNS} runs)`, async () => {
    const cookies: Record<Caller, string | undefined> = {
      visitor: undefined,
      student: world.student.cookie,
      recruiter: world.recruiter.cookie,
      'garbage token': 'token=not.a.jwt; token=%E0%A4%A',
    };
    await fc.assert(
      fc.asyncProperty(callerFor(route), pathId(route, world), queryString, wireBody(route, world), async (who, id, query, body) => {
        const { payload, contentType } = await toWire(body);
        const url = `/api/v1${route.path.replace(':id', id)}${query === null ? '' : `?${query}`}`;
        const headers: Record<string, string> = {};
        if (cookies[who]) headers.cookie = cookies[who]!;
        if (contentType !== undefined) headers['content-type'] = contentType;
        const what = `${route.method} ${url.slice(0, 200)} as ${who} (content-type ${JSON.stringify(contentType)}, ${payload?.length ?? 0} bytes)`;
        const response = await withTimeout(t.app.inject({ method: route.method, url, headers, ...(payload !== undefined && { payload }) }), what);
        expectWellFormed(response, what);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('inputs that once broke the server', () => {
  const send = (method: 'GET' | 'POST' | 'PUT', url: string, who: Actor | null, contentType?: string, payload?: string | Buffer) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...(who && { cookie: who.cookie }), ...(contentType !== undefined && { 'content-type': contentType }) },
      ...(payload !== undefined && { payload }),
    });

  it('answers a broken %-escape (400), an over-long id (404) and an absurdly long path segment (414) in the contract shape', async () => {
    const cases: [number, Awaited<ReturnType<typeof send>>][] = [
      [400, await send('GET', '/job/get/%E0%A4%A', null)],
      [404, await send('GET', `/job/get/${'9'.repeat(150)}`, null)],
      [414, await send('GET', `/job/get/${'9'.repeat(1500)}`, null)],
    ];
    for (const [status, response] of cases) {
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ success: false, message: expect.any(String) });
    }
  });

  it('answers multipart bodies with no boundary, an empty one or a cut-short one with 400', async () => {
    const body = await multipartBody({ description: 'cut short' });
    const cut = body.payload.subarray(0, body.payload.length - 10);
    const companyUrl = `/company/update/${world.companyId}`;
    for (const response of [
      await send('PUT', companyUrl, world.recruiter, 'multipart/form-data', 'abc'),
      await send('POST', '/user/register', null, 'multipart/form-data; boundary=', 'abc'),
      await send('POST', '/user/profile/update', world.student, `multipart/form-data; boundary=${'b'.repeat(300)}`, 'abc'),
      await send('PUT', companyUrl, world.recruiter, body.headers['content-type'], cut),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: 'The multipart/form-data body is malformed' });
    }
  });

  it('refuses text with a NUL character, naming the field, on every engine', async () => {
    const json = await send('POST', '/company/register', world.recruiter, 'application/json', JSON.stringify({ companyName: 'Nul\u0000Corp' }));
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe('companyName must not contain NUL characters');

    const form = await multipartBody({ description: 'a\u0000b' });
    const multipart = await send('PUT', `/company/update/${world.companyId}`, world.recruiter, form.headers['content-type'], form.payload);
    expect(multipart.statusCode).toBe(400);
    expect(multipart.json().message).toBe('description must not contain NUL characters');

    const company = await send('GET', `/company/get/${world.companyId}`, world.recruiter);
    expect(company.json().company.description).not.toContain('\u0000');
  });
});
