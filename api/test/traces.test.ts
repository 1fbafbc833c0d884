import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SSR_ENTRY_FILE } from '@portal/site/server-render';
import { nowIso } from '../src/db/time';
import { eventually } from '@portal/test-support/mailbox';
import { insertCompany, insertUser } from './support/rows';
import { startServerProcess, type ServerProcess } from './support/server-process';
import { BUILT_INDEX_HTML, siteFolder } from './support/site-folder';
import { SmtpSink } from '@portal/test-support/smtp-sink';
import { createTestDatabase, testEngine, type TestDatabase } from './support/test-database';

/**
 * With OTEL_EXPORTER_OTLP_ENDPOINT set, the server sends its traces over OTLP/HTTP. A receiver in
 * the test takes them as a collector would, from the real server process: a request's span
 * continuing the caller's traceparent, its SQL, a page's render, an email's SMTP send, and the
 * trace id in the request's log lines.
 */

type AttributeValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number };
type OtlpSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: { key: string; value: AttributeValue }[];
  status?: { code?: number; message?: string };
};
type OtlpExport = { resourceSpans?: { resource?: { attributes?: OtlpSpan['attributes'] }; scopeSpans?: { spans?: OtlpSpan[] }[] }[] };

/** A span as received, its attributes and its resource's as plain values. */
type Span = Omit<OtlpSpan, 'attributes'> & { attributes: Record<string, unknown>; resource: Record<string, unknown> };

const SPAN_KIND_SERVER = 2;
const STATUS_ERROR = 2;

const plain = (attributes: OtlpSpan['attributes'] = []) =>
  Object.fromEntries(attributes.map(({ key, value }) => [key, value.stringValue ?? (value.intValue !== undefined ? Number(value.intValue) : (value.boolValue ?? value.doubleValue))]));

/** What an OTLP/HTTP collector is to the server: POST /v1/traces with JSON bodies, kept here. */
type Receiver = { url: string; spans: Span[]; posts: number; close(): Promise<void> };

async function startReceiver(): Promise<Receiver> {
  const spans: Span[] = [];
  let posts = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/traces') {
        response.writeHead(404).end();
        return;
      }
      posts += 1;
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpExport;
      for (const { resource, scopeSpans = [] } of body.resourceSpans ?? []) {
        for (const { spans: received = [] } of scopeSpans) {
          for (const span of received) spans.push({ ...span, attributes: plain(span.attributes), resource: plain(resource?.attributes) });
        }
      }
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    get posts() {
      return posts;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const hex = (bytes: number) => crypto.randomBytes(bytes).toString('hex');

/** A caller's W3C trace context: a fresh trace and the caller's span in it. */
function callerContext() {
  const traceId = hex(16);
  const parentSpanId = hex(8);
  return { traceId, parentSpanId, traceparent: `00-${traceId}-${parentSpanId}-01` };
}

/** The spans of one trace, once `found` holds for them (the exporter sends every 100 ms here). */
async function traceOf(receiver: Receiver, traceId: string, found: (spans: Span[]) => boolean): Promise<Span[]> {
  const spans = await eventually(async () => receiver.spans.filter((span) => span.traceId === traceId), found);
  if (!found(spans)) throw new Error(`trace ${traceId} incomplete: ${JSON.stringify(spans.map(({ name, spanId, parentSpanId }) => ({ name, spanId, parentSpanId })))}`);
  return spans;
}

/** Whether `span` is `ancestor` or lies under it in `spans`. */
function descendsFrom(span: Span, ancestor: Span, spans: Span[]): boolean {
  for (let at: Span | undefined = span; at; at = spans.find((other) => other.spanId === at!.parentSpanId)) {
    if (at.spanId === ancestor.spanId) return true;
  }
  return false;
}

const named = (spans: Span[], name: string) => spans.find((span) => span.name === name);
const sqlSpans = (spans: Span[]) => spans.filter((span) => span.attributes['db.system'] !== undefined);
const DB_SYSTEM = testEngine === 'postgres' ? 'postgresql' : 'sqlite';

/** The server's log lines as JSON. */
const logLines = (server: ServerProcess) =>
  server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { reqId?: string; msg?: string; trace_id?: string; span_id?: string; req?: { url: string } });

const FIXTURE_SHELL_BUILD = fs.readFileSync(path.join(__dirname, 'fixtures/server-render/shell-render.js'), 'utf8');
const site = siteFolder();
const LISTED_ORIGIN = 'https://shell.example.com';
let database: TestDatabase;
let receiver: Receiver;
let sink: SmtpSink;
let server: ServerProcess;
let jobId: number;
const userEmail = `traced-${Date.now()}@example.com`;

/** The server with its database, as the tests start it; `env` adds to or overrides it. */
const serverEnv = (env: Record<string, string>) => ({
  DATA_DIR: database.dataDir,
  ...(database.databaseUrl && { DATABASE_URL: database.databaseUrl }),
  METRICS_PORT: '0',
  ...env,
});

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database.handle;
  const recruiter = await insertUser(db, `recruiter-${Date.now()}@example.com`, 'recruiter');
  await insertUser(db, userEmail, 'student');
  const company = await insertCompany(db, recruiter, 'Traced Systems');
  const at = nowIso();
  const job = await db
    .insertInto('jobs')
    .values({ title: 'Trace engineer', description: 'Follows requests.', salary: 10, location: 'Pune', job_type: 'Full Time', experience: 1, position: 1, company_id: company, created_by: recruiter, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  jobId = Number(job.id);
  await database.handle.close();

  site.write('index.html', BUILT_INDEX_HTML);
  site.write('screen-routes.json', JSON.stringify([{ path: '/browse', remote: 'student', screen: 'Browse', access: 'anyone', shows: 'listing' }]));
  site.write('remotes/student/1.0.0-one/mf-manifest.json', JSON.stringify({ id: 'mfe_student', metaData: { ssrRemoteEntry: { path: 'server', name: 'remoteEntry.js' } }, shared: [], exposes: [] }));
  site.write('remotes/student/1.0.0-one/server/remoteEntry.js', 'exports.heading = "Jobs";');
  site.write('remotes.json', JSON.stringify({ student: '/remotes/student/1.0.0-one/mf-manifest.json' }));
  site.write('server/render.aaaa.js', FIXTURE_SHELL_BUILD);
  site.write(SSR_ENTRY_FILE, JSON.stringify({ entry: 'server/render.aaaa.js' }));

  [receiver, sink] = await Promise.all([startReceiver(), SmtpSink.start()]);
  server = await startServerProcess(
    serverEnv({
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_BSP_SCHEDULE_DELAY: '100',
      OTEL_SERVICE_NAME: 'portal-api-under-test',
      INSTANCE_NAME: 'traced-1',
      SITE_DIR: site.dir,
      SERVER_RENDER_BUDGET_MS: '3000',
      SMTP_URL: sink.url,
      MAIL_POLL_MS: '100',
      CORS_ORIGINS: LISTED_ORIGIN,
    }),
  );
}, 60_000);

afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  await Promise.all([receiver?.close(), sink?.stop()]);
  await database?.drop();
  site.remove();
});

it("continues the caller's traceparent in a span named by the route pattern, with a span for each SQL statement under it", async () => {
  const caller = callerContext();
  const response = await fetch(`${server.baseUrl}/api/v1/job/get/${jobId}`, { headers: { traceparent: caller.traceparent } });
  expect(response.status).toBe(200);

  const spans = await traceOf(receiver, caller.traceId, (found) => named(found, 'GET /api/v1/job/get/:id') !== undefined && sqlSpans(found).length > 0);
  const request = named(spans, 'GET /api/v1/job/get/:id')!;
  expect(request).toMatchObject({ parentSpanId: caller.parentSpanId, kind: SPAN_KIND_SERVER });
  expect(request.attributes).toMatchObject({ 'http.route': '/api/v1/job/get/:id', 'http.response.status_code': 200 });
  expect(request.resource).toMatchObject({ 'service.name': 'portal-api-under-test', 'service.instance.id': 'traced-1' });

  const statements = sqlSpans(spans);
  expect(statements.every((statement) => descendsFrom(statement, request, spans))).toBe(true);
  const jobRead = named(statements, 'SELECT jobs');
  expect(jobRead?.attributes).toMatchObject({ 'db.system': DB_SYSTEM, 'db.system.name': DB_SYSTEM, 'db.collection.name': 'jobs', 'db.operation.name': 'SELECT' });
  expect(jobRead?.attributes['db.statement']).toMatch(/from "jobs"/i);
});

it('records the SQL text of each statement and never the values it was run with', async () => {
  const caller = callerContext();
  const keyword = `zanzibarian${hex(4)}`;
  const response = await fetch(`${server.baseUrl}/api/v1/job/get?keyword=${keyword}`, { headers: { traceparent: caller.traceparent } });
  expect(response.status).toBe(200);

  const spans = await traceOf(receiver, caller.traceId, (found) => named(found, 'GET /api/v1/job/get') !== undefined && sqlSpans(found).length > 0);
  for (const statement of sqlSpans(spans)) {
    expect(statement.attributes['db.statement']).not.toContain(keyword);
    expect(statement.attributes['db.query.text']).toBe(statement.attributes['db.statement']);
  }
  // The keyword went in as a parameter: a placeholder stands where it is used.
  expect(sqlSpans(spans).some((statement) => /\?|\$1/.test(String(statement.attributes['db.statement'])))).toBe(true);
});

it('records the path without its query, where links carry secrets, and names a path no route takes by its method alone', async () => {
  const caller = callerContext();
  const secret = `secret-${hex(8)}`;
  expect((await fetch(`${server.baseUrl}/api/v1/job/get/${jobId}?token=${secret}`, { headers: { traceparent: caller.traceparent } })).status).toBe(200);
  const unknown = callerContext();
  expect((await fetch(`${server.baseUrl}/api/v1/no/such/${jobId}?token=${secret}`, { headers: { traceparent: unknown.traceparent } })).status).toBe(404);

  const spans = await traceOf(receiver, caller.traceId, (found) => named(found, 'GET /api/v1/job/get/:id') !== undefined);
  expect(named(spans, 'GET /api/v1/job/get/:id')!.attributes['url.path']).toBe(`/api/v1/job/get/${jobId}`);
  const unmatched = await traceOf(receiver, unknown.traceId, (found) => found.some((span) => span.kind === SPAN_KIND_SERVER));
  expect(unmatched.find((span) => span.kind === SPAN_KIND_SERVER)).toMatchObject({ name: 'GET', parentSpanId: unknown.parentSpanId });
  expect(JSON.stringify([...spans, ...unmatched])).not.toContain(secret);
});

it("traces a page's server render under its request, and the screen's API call (with its SQL) under the render", async () => {
  const caller = callerContext();
  const response = await fetch(`${server.baseUrl}/browse?q=${hex(4)}`, { headers: { traceparent: caller.traceparent } });
  expect(response.status).toBe(200);
  expect(await response.text()).toContain('<h1>Jobs</h1>');

  const spans = await traceOf(
    receiver,
    caller.traceId,
    (found) => ['GET /browse', 'render /browse', 'GET /api/v1/job/get'].every((name) => named(found, name)) && sqlSpans(found).length > 0,
  );
  const page = named(spans, 'GET /browse')!;
  const render = named(spans, 'render /browse')!;
  const screenCall = named(spans, 'GET /api/v1/job/get')!;
  expect(page.parentSpanId).toBe(caller.parentSpanId);
  expect(descendsFrom(render, page, spans)).toBe(true);
  expect(screenCall.parentSpanId).toBe(render.spanId);
  expect(sqlSpans(spans).some((statement) => descendsFrom(statement, screenCall, spans))).toBe(true);
});

it('marks a render that failed, whose page went out unrendered', async () => {
  const caller = callerContext();
  expect((await fetch(`${server.baseUrl}/browse?throw=1`, { headers: { traceparent: caller.traceparent } })).status).toBe(200);
  const spans = await traceOf(receiver, caller.traceId, (found) => named(found, 'render /browse') !== undefined);
  expect(named(spans, 'render /browse')!.status).toMatchObject({ code: STATUS_ERROR, message: expect.stringContaining('render') });
});

it("writes the trace id and span id of the request in every log line the request writes", async () => {
  const caller = callerContext();
  const url = `/api/v1/job/get/${jobId}?traced=${hex(4)}`;
  expect((await fetch(`${server.baseUrl}${url}`, { headers: { traceparent: caller.traceparent } })).status).toBe(200);
  const spans = await traceOf(receiver, caller.traceId, (found) => named(found, 'GET /api/v1/job/get/:id') !== undefined);
  const requestSpanIds = new Set(spans.map((span) => span.spanId));

  const reqId = logLines(server).find((line) => line.req?.url.startsWith(url.split('?')[0]!) && line.req.url.includes('traced='))?.reqId;
  expect(reqId).toBeDefined();
  const lines = logLines(server).filter((line) => line.reqId === reqId);
  expect(lines.map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
  for (const line of lines) {
    expect([line.msg, line.trace_id]).toEqual([line.msg, caller.traceId]);
    expect(requestSpanIds.has(line.span_id!)).toBe(true);
  }
});

it('traces each email sent over SMTP', async () => {
  const response = await fetch(`${server.baseUrl}/api/v1/user/password/forgot`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: userEmail }),
  });
  expect(response.status).toBe(200);
  await eventually(async () => sink.messages, (messages) => messages.some((message) => message.to === userEmail));
  const sent = await eventually(
    async () => receiver.spans.filter((span) => span.name === 'smtp send'),
    (found) => found.length > 0,
  );
  expect(sent[0]!.attributes).toMatchObject({ 'server.address': '127.0.0.1', 'server.port': sink.port });
});

it("lets a listed origin's browser send a traceparent (the CORS preflight allows the header)", async () => {
  const preflight = await fetch(`${server.baseUrl}/api/v1/job/get`, {
    method: 'OPTIONS',
    headers: { origin: LISTED_ORIGIN, 'access-control-request-method': 'GET', 'access-control-request-headers': 'traceparent' },
  });
  expect(preflight.status).toBe(204);
  expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase().split(/,\s*/)).toContain('traceparent');
});

it('sends the spans still batched when the server stops', async () => {
  const later = await startReceiver();
  const stopping = await startServerProcess(serverEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: later.url, OTEL_BSP_SCHEDULE_DELAY: '600000' }));
  try {
    const caller = callerContext();
    expect((await fetch(`${stopping.baseUrl}/api/v1/job/get/${jobId}`, { headers: { traceparent: caller.traceparent } })).status).toBe(200);
    expect(later.spans).toEqual([]);
    stopping.child.kill('SIGTERM');
    expect(await stopping.exited).toBe(0);
    expect(named(later.spans.filter((span) => span.traceId === caller.traceId), 'GET /api/v1/job/get/:id')).toBeDefined();
  } finally {
    if (stopping.child.exitCode === null) stopping.child.kill('SIGKILL');
    await later.close();
  }
}, 60_000);

it('starts nothing without OTEL_EXPORTER_OTLP_ENDPOINT: no span is sent and no log line carries a trace id', async () => {
  // Where a started SDK would send its spans, though tracing is off: so one started by mistake shows.
  const watching = await startReceiver();
  const untraced = await startServerProcess(serverEnv({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `${watching.url}/v1/traces`, OTEL_BSP_SCHEDULE_DELAY: '50' }));
  try {
    const caller = callerContext();
    expect((await fetch(`${untraced.baseUrl}/api/v1/job/get/${jobId}`, { headers: { traceparent: caller.traceparent } })).status).toBe(200);
    expect((await fetch(`${untraced.baseUrl}/api/v1/job/get?keyword=x`, { headers: { traceparent: caller.traceparent } })).status).toBe(200);
    untraced.child.kill('SIGTERM');
    expect(await untraced.exited).toBe(0);
    expect(watching.posts).toBe(0);
    const lines = logLines(untraced);
    expect(lines.some((line) => line.msg === 'request completed')).toBe(true);
    expect(lines.filter((line) => line.trace_id !== undefined || line.span_id !== undefined)).toEqual([]);
  } finally {
    if (untraced.child.exitCode === null) untraced.child.kill('SIGKILL');
    await watching.close();
  }
}, 60_000);
