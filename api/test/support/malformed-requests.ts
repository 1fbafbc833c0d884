/**
 * Generators of malformed requests for every API route: random or malformed JSON, wrong
 * types, prototype-pollution keys, huge strings, broken multipart, odd content types, junk
 * query strings and path ids. Shared by the in-process property test
 * (test/malformed-input.property.test.ts) and the over-HTTP run in reliability/.
 */
import fc from 'fast-check';
import { jobFields, type Actor } from './actors';
import { multipartBody, sampleFiles } from './multipart';

export type BodyKind = 'json' | 'multipart' | 'none';
export type Route = {
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
  /**
   * Ends the caller's session: sent with the world's sessions it would log them out for the
   * rest of the run, so only visitors and garbage tokens call it (users.test.ts logs out for real).
   */
  endsSession?: true;
  /** A valid body, which runs spoil one or two fields of, so inputs get past the first check. */
  valid?: (w: World) => Record<string, string | number>;
};

export type World = { student: Actor; recruiter: Actor; companyId: string; jobId: string; applicationId: string };

export const JOB_FIELDS = ['title', 'description', 'requirements', 'salary', 'location', 'jobType', 'experience', 'position', 'companyId'];

export const ROUTES: Route[] = [
  { method: 'POST', path: '/user/register', body: 'multipart', fields: ['fullname', 'email', 'phoneNumber', 'password', 'role'], valid: () => ({ fullname: 'Fuzz', email: 'fuzz@example.com', phoneNumber: '9876543210', password: 'correct horse', role: 'student' }) },
  { method: 'POST', path: '/user/login', body: 'json', fields: ['email', 'password', 'role'], valid: (w) => ({ email: w.student.email, password: 'correct horse', role: 'student' }) },
  { method: 'GET', path: '/user/logout', body: 'none', fields: [], endsSession: true },
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
export const POLLUTING_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

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

export type MultipartSpec = { values: Record<string, string>; file?: { content: Buffer; filename: string }; cut: number | null };
export type WireBody = { payload?: string; contentType?: string; multipart?: MultipartSpec };

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

export const wireBody = (route: Route, world: World): fc.Arbitrary<WireBody> => {
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
export const queryString = fc.option(
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
export const pathId = (route: Route, world: World) =>
  fc.oneof(
    { weight: 1, arbitrary: fc.constant(route.id ? route.id(world) : '1') },
    { weight: 2, arbitrary: fc.tuple(randomId, fc.boolean()).map(([id, raw]) => (raw ? id : encodeURIComponent(id))) },
  );

export type Caller = 'visitor' | 'student' | 'recruiter' | 'garbage token';
export const CALLERS: Caller[] = ['visitor', 'student', 'recruiter', 'garbage token'];
const WITHOUT_SESSION: Caller[] = ['visitor', 'garbage token'];
export const callerFor = (route: Route) =>
  fc.oneof(
    ...CALLERS.filter((who) => !route.endsSession || WITHOUT_SESSION.includes(who)).map((who) => ({
      weight: who === route.reaches ? 6 : 1,
      arbitrary: fc.constant(who),
    })),
  );

/** The bytes and content type to send: multipart bodies are encoded, and cut short when asked. */
export async function toWire(body: WireBody): Promise<{ payload?: string | Buffer; contentType?: string }> {
  if (!body.multipart) return { payload: body.payload, contentType: body.contentType };
  const built = await multipartBody(body.multipart.values, body.multipart.file);
  const cut = body.multipart.cut;
  const payload = cut === null ? built.payload : built.payload.subarray(0, Math.floor(built.payload.length * cut));
  return { payload, contentType: body.contentType === '(own)' ? built.headers['content-type'] : body.contentType };
}
