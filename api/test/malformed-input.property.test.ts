/**
 * Whatever a client sends — random or malformed JSON, wrong types, prototype-pollution
 * keys, huge strings, broken multipart, odd content types, junk query strings and path
 * ids — every route answers promptly with a client error or a success, never a 5xx, and
 * every error is the contract's `{success:false, message}` JSON.
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { apply, createCompany, jobFields, postJob, signUp, type Actor } from './support/actors';
import { multipartBody, sampleFiles } from './support/multipart';
import { startTestApp, type TestApp } from './support/test-app';

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const REQUEST_TIMEOUT_MS = 5_000;

type BodyKind = 'json' | 'multipart' | 'none';
type Route = {
  method: 'GET' | 'POST' | 'PUT';
  /** `:id` is replaced by a real or a random id. */
  path: string;
  body: BodyKind;
  /** The fields the route reads, so wrong-typed values land where they are looked at. */
  fields: string[];
  /** A real id of the right kind, from the world. */
  id?: (w: World) => string;
  /** Who gets past the guard to the handler: most runs call as them, so inputs reach the code that reads them. */
  reaches?: 'student' | 'recruiter';
  /** A valid body, which runs spoil one or two fields of, so inputs get past the first check. */
  valid?: (w: World) => Record<string, string | number>;
};

type World = { student: Actor; recruiter: Actor; companyId: string; jobId: string; applicationId: string };

const JOB_FIELDS = ['title', 'description', 'requirements', 'salary', 'location', 'jobType', 'experience', 'position', 'companyId'];

const ROUTES: Route[] = [
  { method: 'POST', path: '/user/register', body: 'multipart', fields: ['fullname', 'email', 'phoneNumber', 'password', 'role'], valid: () => ({ fullname: 'Fuzz', email: 'fuzz@example.com', phoneNumber: '9876543210', password: 'correct horse', role: 'student' }) },
  { method: 'POST', path: '/user/login', body: 'json', fields: ['email', 'password', 'role'], valid: (w) => ({ email: w.student.email, password: 'correct horse', role: 'student' }) },
  { method: 'GET', path: '/user/logout', body: 'none', fields: [] },
  { method: 'POST', path: '/user/profile/update', body: 'multipart', fields: ['fullname', 'email', 'phoneNumber', 'bio', 'skills'], reaches: 'student', valid: () => ({ bio: 'fuzzed' }) },
  { method: 'GET', path: '/user/:id/resume', body: 'none', fields: [], id: (w) => w.student.id, reaches: 'student' },
  { method: 'GET', path: '/job/get', body: 'none', fields: [] },
  { method: 'GET', path: '/job/get/:id', body: 'none', fields: [], id: (w) => w.jobId },
  { method: 'GET', path: '/job/getadminjobs', body: 'none', fields: [], reaches: 'recruiter' },
  { method: 'POST', path: '/job/post', body: 'json', fields: JOB_FIELDS, reaches: 'recruiter', valid: (w) => jobFields(w.companyId) },
  { method: 'PUT', path: '/job/update/:id', body: 'json', fields: JOB_FIELDS, id: (w) => w.jobId, reaches: 'recruiter', valid: (w) => jobFields(w.companyId) },
  { method: 'POST', path: '/application/apply/:id', body: 'none', fields: [], id: (w) => w.jobId, reaches: 'student' },
  { method: 'GET', path: '/application/apply/:id', body: 'none', fields: [], id: (w) => w.jobId, reaches: 'student' },
  { method: 'GET', path: '/application/get', body: 'none', fields: [], reaches: 'student' },
  { method: 'GET', path: '/application/:id/applicants', body: 'none', fields: [], id: (w) => w.jobId, reaches: 'recruiter' },
  { method: 'POST', path: '/application/status/:id/update', body: 'json', fields: ['status'], id: (w) => w.applicationId, reaches: 'recruiter', valid: () => ({ status: 'accepted' }) },
  { method: 'POST', path: '/company/register', body: 'json', fields: ['companyName'], reaches: 'recruiter', valid: () => ({ companyName: 'Fuzz Co' }) },
  { method: 'GET', path: '/company/get', body: 'none', fields: [], reaches: 'recruiter' },
  { method: 'GET', path: '/company/get/:id', body: 'none', fields: [], id: (w) => w.companyId, reaches: 'recruiter' },
  { method: 'PUT', path: '/company/update/:id', body: 'multipart', fields: ['name', 'description', 'website', 'location'], id: (w) => w.companyId, reaches: 'recruiter', valid: () => ({ description: 'fuzzed', website: 'https://fuzz.example' }) },
  { method: 'GET', path: '/media/logos/:id', body: 'none', fields: [] },
];

// ---------------------------------------------------------------------------------------
// Arbitraries

const hugeString = fc.integer({ min: 10_000, max: 80_000 }).map((n) => 'x'.repeat(n));
const nastyString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  fc.constantFrom('', ' ', '\u0000', 'a\u0000b', '\ud800', '%', '%E0%A4%A', '%00', "' OR 1=1 --", '<script>', '../../etc/passwd', 'ACCEPTED', 'student'),
  hugeString,
);
/** Values of every JSON type: wrong types, huge and deeply nested. */
const anyValue = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue() },
  { weight: 2, arbitrary: nastyString },
  fc.constantFrom(-1, 0, 1e308, -1e308, 2 ** 63, Number.MAX_SAFE_INTEGER + 2, 0.5, true, false, null, [], {}),
  fc.integer({ min: 1, max: 2000 }).map((depth) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown),
);
const POLLUTING_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

/** JSON text: always a string, since JSON.stringify(undefined) is not text. */
const jsonBody = (fields: string[], valid: Record<string, unknown> | null) =>
  fc.oneof(
    // A valid body with one or two fields spoilt, or with a polluting key added.
    ...(valid
      ? [
          {
            weight: 5,
            arbitrary: fc
              .dictionary(fc.constantFrom(...Object.keys(valid)), anyValue, { minKeys: 1, maxKeys: 2 })
              .map((spoilt) => JSON.stringify({ ...valid, ...spoilt })),
          },
          fc
            .tuple(fc.constantFrom(...POLLUTING_KEYS), fc.jsonValue())
            .map(([key, value]) => `${JSON.stringify(valid).slice(0, -1)},"${key}":${JSON.stringify(value)}}`),
        ]
      : []),
    fc.anything().map((value) => JSON.stringify(value) ?? 'undefined'),
    fc.jsonValue().map((value) => JSON.stringify(value)),
    // The route's own fields with wrong types, huge or nested values.
    fc
      .dictionary(fields.length > 0 ? fc.constantFrom(...fields) : fc.string(), anyValue, { maxKeys: 10 })
      .map((record) => JSON.stringify(record)),
    // Prototype pollution, written as text so the keys really are on the wire.
    fc
      .tuple(fc.constantFrom(...POLLUTING_KEYS), fc.jsonValue(), fc.option(fc.constantFrom(...fields, 'x')))
      .map(([key, value, field]) => `{${field ? `"${field}":"v",` : ''}"${key}":${JSON.stringify(value)}}`),
    fc.constant('{"constructor":{"prototype":{"isAdmin":true}},"__proto__":{"isAdmin":true}}'),
    // Not JSON at all, or JSON cut short.
    fc.string(),
    fc.jsonValue().chain((value) => {
      const text = JSON.stringify(value);
      return fc.nat({ max: Math.max(0, text.length - 1) }).map((cut) => text.slice(0, cut));
    }),
    hugeString.map((text) => JSON.stringify({ [fields[0] ?? 'x']: text })),
  );

const fieldName = (fields: string[]) =>
  fc.oneof({ weight: 3, arbitrary: fields.length > 0 ? fc.constantFrom(...fields) : fc.constant('x') }, fc.string({ minLength: 1 }), fc.constantFrom(...POLLUTING_KEYS, 'file'));

type MultipartSpec = { values: Record<string, string>; file?: { content: Buffer; filename: string }; cut: number | null };
type WireBody = { payload?: string; contentType?: string; multipart?: MultipartSpec };

const multipartValue = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.constantFrom('\u0000', 'http://x', 'ftp://x', 'a,b,,c'), hugeString);
/** Real multipart bodies with random fields and files, some cut short. */
const multipartSpec = (fields: string[], valid: Record<string, unknown> | null): fc.Arbitrary<MultipartSpec> =>
  fc
    .record({
      values: fc.oneof(
        fc.dictionary(fieldName(fields), multipartValue, { maxKeys: 8 }),
        ...(valid
          ? [
              {
                weight: 2,
                arbitrary: fc
                  .dictionary(fieldName(Object.keys(valid)), multipartValue, { minKeys: 1, maxKeys: 2 })
                  .map((spoilt) => ({ ...Object.fromEntries(Object.entries(valid).map(([k, v]) => [k, String(v)])), ...spoilt })),
              },
            ]
          : []),
      ),
      file: fc.option(
        fc.record({
          content: fc.oneof(fc.constantFrom(...Object.values(sampleFiles)), fc.uint8Array({ maxLength: 256 }).map((bytes) => Buffer.from(bytes))),
          filename: fc.oneof(fc.string(), fc.constantFrom('../../x.png', 'a.pdf', '')),
        }),
      ),
      cut: fc.option(fc.double({ min: 0, max: 1, noNaN: true })),
    })
    .map(({ values, file, cut }) => ({ values, file: file ?? undefined, cut }));

const contentTypeFor = (kind: 'json' | 'multipart' | 'text') =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constant(kind === 'json' ? 'application/json' : kind === 'multipart' ? '(own)' : 'text/plain') },
    fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'application/json; charset=utf-16',
      'application/vnd.api+json',
      'APPLICATION/JSON',
      'text/plain',
      'text/html',
      'multipart/form-data',
      'multipart/form-data; boundary=',
      'multipart/form-data; boundary=xyz',
      `multipart/form-data; boundary=${'b'.repeat(300)}`,
      'multipart/mixed; boundary=xyz',
      'application/x-www-form-urlencoded',
      'application/octet-stream',
      '*/*',
      '',
    ),
    fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 60 }),
  );

const wireBody = (route: Route, world: World): fc.Arbitrary<WireBody> => {
  const valid = route.valid ? route.valid(world) : null;
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant<WireBody>({}) },
    {
      weight: 3,
      arbitrary: fc.tuple(jsonBody(route.fields, route.body === 'json' ? valid : null), contentTypeFor('json')).map(([payload, contentType]) => ({ payload, contentType })),
    },
    {
      weight: route.body === 'multipart' ? 4 : 1,
      arbitrary: fc.tuple(multipartSpec(route.fields, route.body === 'multipart' ? valid : null), contentTypeFor('multipart')).map(([multipart, contentType]) => ({ multipart, contentType })),
    },
    { weight: 1, arbitrary: fc.tuple(nastyString, contentTypeFor('text')).map(([payload, contentType]) => ({ payload, contentType })) },
  );
};

const percentJunk = fc.constantFrom('%', '%%', '%E0%A4%A', '%FF', '%00', '%2e%2e%2f', '%zz', '%C0%AF', '%ED%A0%80');
const queryPart = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), percentJunk, hugeString.map((s) => s.slice(0, 5_000)));
const queryKey = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('keyword', 'location', 'jobType', 'salaryMin', 'salaryMax', 'limit', 'cursor') },
  fc.constantFrom(...POLLUTING_KEYS, 'keyword[]', 'limit[0]', ''),
  fc.string(),
);
/** Query strings with repeated keys, unicode, broken %-escapes, sometimes left raw. */
const queryString = fc.option(
  fc
    .array(fc.tuple(queryKey, queryPart, fc.boolean()), { maxLength: 12 })
    .map((pairs) => pairs.map(([key, value, raw]) => (raw ? `${key}=${value}` : `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)).join('&')),
);

/** Path ids: real ones, negative, huge, non-digit, unicode, traversal, very long. */
const randomId = fc.oneof(
  fc.integer({ min: -1_000_000, max: -1 }).map(String),
  fc.bigInt({ min: 10n ** 15n, max: 10n ** 40n }).map(String),
  fc.nat({ max: 50 }).map(String),
  fc.constantFrom('0', '00', '1e3', '1.5', ' 1', '0x10', 'NaN', 'Infinity', 'null', 'undefined', '../', '../../etc/passwd', '..%2F..%2F', '%', '%00', '%E0%A4%A', '😀', '١٢٣'),
  fc.string(),
  fc.string({ unit: 'grapheme', minLength: 1 }),
  fc.integer({ min: 60, max: 400 }).map((n) => '9'.repeat(n)),
);
const pathId = (route: Route, world: World) =>
  fc.oneof(
    { weight: 1, arbitrary: fc.constant(route.id ? route.id(world) : '1') },
    { weight: 2, arbitrary: fc.tuple(randomId, fc.boolean()).map(([id, raw]) => (raw ? id : encodeURIComponent(id))) },
  );

type Caller = 'visitor' | 'student' | 'recruiter' | 'garbage token';
const CALLERS: Caller[] = ['visitor', 'student', 'recruiter', 'garbage token'];
const callerFor = (route: Route) =>
  fc.oneof(...CALLERS.map((who) => ({ weight: who === route.reaches ? 6 : 1, arbitrary: fc.constant(who) })));

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

async function toWire(body: WireBody): Promise<{ payload?: string | Buffer; contentType?: string }> {
  if (!body.multipart) return { payload: body.payload, contentType: body.contentType };
  const built = await multipartBody(body.multipart.values, body.multipart.file);
  const cut = body.multipart.cut;
  const payload = cut === null ? built.payload : built.payload.subarray(0, Math.floor(built.payload.length * cut));
  return { payload, contentType: body.contentType === '(own)' ? built.headers['content-type'] : body.contentType };
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
