/**
 * Web security over real HTTP, against a server process serving a small site folder:
 * the site's pages carry a Content-Security-Policy that allows only the site's own origin
 * and the remotes' configured origins, forbid framing, and come with Referrer-Policy and
 * nosniff; and a state-changing request sent with a foreign Origin is refused (403) on
 * every state-changing route the API describes in its OpenAPI document, changing nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { multipartBody } from '../test/support/multipart';
import { json, send, type Answer } from './support/http';
import { inspectDatabase, type DatabaseState } from './support/inspect';
import { PASSWORD, Portal, type Actor } from './support/portal';
import { freshDatabase, startApi, stopApi, type ServerProcess, type TestDatabase } from './support/server';

const CDN = 'https://cdn.example.com';
const RECRUITER_HOST = 'https://recruiter.example.org:8443';
const ALLOWED_APP = 'https://app.example.net';
const FOREIGN = 'https://evil.example';

function siteFolder(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'reliability-site-'));
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  };
  write('index.html', '<!doctype html><title>Portal</title><div id="root"></div><script src="/main.1a2b3c.js"></script>');
  write('main.1a2b3c.js', 'console.log("shell")');
  write(
    'remotes.json',
    JSON.stringify({
      auth: '/remotes/auth/mf-manifest.json',
      student: `${CDN}/student/mf-manifest.json`,
      recruiter: `${RECRUITER_HOST}/remotes/recruiter/mf-manifest.json`,
    }),
  );
  write('remotes/auth/mf-manifest.json', '{}');
  write('remotes/auth/remoteEntry.js', 'var auth;');
  // The shell's route table, released beside index.html: the pages the site has.
  write(
    'screen-routes.json',
    JSON.stringify([
      { path: '/', remote: 'student', screen: 'Home', access: 'notRecruiter', title: 'JobPortal', shows: 'listing' },
      { path: '/jobs', remote: 'student', screen: 'Jobs', access: 'anyone', title: 'Jobs · JobPortal', shows: 'listing' },
      { path: '/description/:id', remote: 'student', screen: 'JobDescription', access: 'anyone', title: 'Job · JobPortal', shows: 'job' },
      { path: '/profile', remote: 'student', screen: 'Profile', access: 'student', title: 'Your profile · JobPortal' },
      { path: '/admin/jobs/create', remote: 'recruiter', screen: 'JobCreate', access: 'recruiter', title: 'Post a job · JobPortal' },
    ]),
  );
  return root;
}

/** "a b; c d" → { a: ['b'], c: ['d'] } */
function parsePolicy(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
}

let database: TestDatabase;
let siteDir: string;
let server: ServerProcess;
let portal: Portal;

beforeAll(async () => {
  const fresh = await freshDatabase('sqlite');
  database = fresh.database;
  siteDir = siteFolder();
  server = await startApi({ ...fresh.env, SITE_DIR: siteDir, CORS_ORIGINS: ALLOWED_APP });
  portal = new Portal(server.baseUrl);
});
afterAll(async () => {
  if (server) expect(await stopApi(server)).toBe(0);
  await database?.drop();
  if (siteDir) fs.rmSync(siteDir, { recursive: true, force: true });
});

describe('security headers over HTTP', () => {
  it("gives the site's pages a policy allowing only the site and its remotes' origins, no framing, a referrer policy and nosniff", async () => {
    const report: string[] = [];
    // A job that does not exist is still the shell's page (its not-found screen), answered 404.
    const pages = { '/': 200, '/jobs': 200, '/admin/jobs/create': 200, '/profile?tab=applied': 200, '/description/999999': 404 };
    for (const [page, status] of Object.entries(pages)) {
      const answer = await send(server.baseUrl, { path: page });
      expect(answer.status).toBe(status);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      const policy = parsePolicy(String(answer.headers['content-security-policy']));
      const origins = [CDN, RECRUITER_HOST];
      // Scripts and connections: the site itself and the remotes' origins, nothing else.
      expect(new Set(policy['script-src'])).toEqual(new Set(["'self'", ...origins]));
      expect(new Set(policy['connect-src'])).toEqual(new Set(["'self'", ...origins]));
      expect(policy['default-src']).toEqual(["'self'"]);
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
      expect(policy['object-src']).toEqual(["'none'"]);
      expect(policy['base-uri']).toEqual(["'self'"]);
      // No directive opens anything wider than the site, the remotes and inline data.
      const allowed = new Set(["'self'", "'none'", ...origins, 'data:', 'blob:', "'unsafe-inline'"]);
      for (const [directive, sources] of Object.entries(policy)) {
        for (const source of sources) expect({ directive, source, allowed: allowed.has(source) }).toEqual({ directive, source, allowed: true });
        if (directive !== 'style-src') expect(sources).not.toContain("'unsafe-inline'");
      }
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      report.push(`${page} → ${answer.status}`);
    }

    // The policy follows remotes.json without a restart.
    fs.writeFileSync(path.join(siteDir, 'remotes.json'), JSON.stringify({ auth: '/remotes/auth/mf-manifest.json', student: 'https://moved.example.com/student/mf-manifest.json' }));
    const moved = parsePolicy(String((await send(server.baseUrl, { path: '/jobs' })).headers['content-security-policy']));
    expect(new Set(moved['script-src'])).toEqual(new Set(["'self'", 'https://moved.example.com']));

    // Everything else (API answers, files, errors) may do nothing in a browser, and is never sniffed.
    const others: [string, Answer][] = [
      ['/api/v1/job/get', await send(server.baseUrl, { path: '/api/v1/job/get' })],
      ['/api/v1/nope', await send(server.baseUrl, { path: '/api/v1/nope' })],
      ['/main.1a2b3c.js', await send(server.baseUrl, { path: '/main.1a2b3c.js' })],
      ['/remotes.json', await send(server.baseUrl, { path: '/remotes.json' })],
      ['/healthz', await send(server.baseUrl, { path: '/healthz' })],
    ];
    for (const [url, answer] of others) {
      expect({ url, csp: answer.headers['content-security-policy'] }).toEqual({ url, csp: "default-src 'none'; frame-ancestors 'none'" });
      expect({ url, nosniff: answer.headers['x-content-type-options'] }).toEqual({ url, nosniff: 'nosniff' });
    }
    const docs = await send(server.baseUrl, { path: '/api/docs/static/index.html' });
    expect(parsePolicy(String(docs.headers['content-security-policy']))['frame-ancestors']).toEqual(["'none'"]);
    console.log(
      [
        'web security headers over HTTP (server process with SITE_DIR)',
        `  pages ${report.join(', ')}: CSP script-src/connect-src = 'self' + ${CDN} + ${RECRUITER_HOST}, frame-ancestors 'none', X-Frame-Options DENY, Referrer-Policy strict-origin-when-cross-origin, nosniff`,
        `  after editing remotes.json: script-src ${moved['script-src']!.join(' ')} (no restart)`,
        `  ${others.length} non-page answers: CSP default-src 'none'; frame-ancestors 'none', nosniff; docs page frame-ancestors 'none'`,
      ].join('\n'),
    );
  });
});

describe('cross-origin state changes', () => {
  type Operation = { method: string; path: string };
  let recruiter: Actor;
  let student: Actor;
  let companyId: string;
  let jobIds: string[];
  let applicationId: string;

  beforeAll(async () => {
    recruiter = await portal.signUp('recruiter', 'origin-recruiter@example.com');
    student = await portal.signUp('student', 'origin-student@example.com');
    companyId = await portal.company(recruiter, 'Origin Ltd');
    jobIds = await Promise.all([1, 2].map((n) => portal.job(recruiter, companyId, `Origin engineer ${n}`)));
    expect((await portal.apply(student, jobIds[0]!)).status).toBe(201);
    applicationId = json<{ job: { applications: { _id: string }[] } }>(await portal.applicants(recruiter, jobIds[0]!)).job.applications[0]!._id;
  });

  /** A request that would succeed if the Origin were the site's own: the right caller, ids and body. */
  async function validRequest({ method, path: template }: Operation, origin: string) {
    const route = template.replace(/^\/api\/v1/, '');
    const urlPath = template
      .replace('{jobId}', jobIds[1]!)
      .replace('{applicationId}', applicationId)
      .replace('{id}', route.startsWith('/company') ? companyId : jobIds[1]!);
    const who = route.startsWith('/user/register') || route.startsWith('/user/login') ? null : route.startsWith('/application/apply') || route.startsWith('/user/') ? student : recruiter;
    const headers: Record<string, string> = { origin, ...(who && { cookie: who.cookie }) };
    let body: string | Buffer | undefined;
    const jsonBodies: Record<string, unknown> = {
      '/user/login': { email: student.email, password: PASSWORD, role: 'student' },
      '/job/post': { title: 'Cross-origin job', description: 'x', requirements: 'x', salary: 1, location: 'Pune', jobType: 'Full Time', experience: 1, position: 1, companyId },
      '/job/update/{id}': { title: 'Cross-origin title' },
      '/application/status/{applicationId}/update': { status: 'rejected' },
      '/company/register': { companyName: 'Cross-origin company' },
    };
    const multipartFields: Record<string, Record<string, string>> = {
      '/user/register': { fullname: 'Cross Origin', email: 'cross-origin@example.com', phoneNumber: '9876543210', password: PASSWORD, role: 'student' },
      '/user/profile/update': { bio: 'written cross-origin' },
      '/company/update/{id}': { description: 'written cross-origin' },
    };
    if (route in jsonBodies) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(jsonBodies[route]);
    } else if (route in multipartFields) {
      const form = await multipartBody(multipartFields[route]!);
      Object.assign(headers, form.headers);
      body = form.payload;
    }
    return send(server.baseUrl, { method: method.toUpperCase(), path: urlPath, headers, body });
  }

  const snapshot = (state: DatabaseState) =>
    JSON.stringify({
      users: [...state.users.keys()].sort(),
      companies: [...state.companies.values()].map((c) => c.name).sort(),
      jobs: [...state.jobs.values()].map((j) => j.title).sort(),
      applications: [...state.applications.entries()].map(([id, a]) => `${id}:${a.jobId}:${a.applicantId}:${a.status}`).sort(),
    });

  it('refuses a foreign Origin with 403 on every state-changing route, and changes nothing', async () => {
    const openApi = json<{ paths: Record<string, Record<string, unknown>> }>(await send(server.baseUrl, { path: '/api/docs/json' }));
    const operations: Operation[] = [];
    for (const [template, methods] of Object.entries(openApi.paths)) {
      for (const method of Object.keys(methods)) {
        // Every non-safe method, and the GET forms the API keeps for routes that change state.
        const stateChangingGet = method === 'get' && /\/application\/apply\/|\/user\/logout$/.test(template);
        if (['post', 'put', 'patch', 'delete'].includes(method) || stateChangingGet) operations.push({ method, path: template });
      }
    }
    expect(operations.length).toBeGreaterThanOrEqual(12);

    const before = snapshot(await inspectDatabase('sqlite', database));
    const refused: string[] = [];
    const problems: string[] = [];
    for (const operation of operations) {
      for (const origin of [FOREIGN, 'null', `${server.baseUrl.replace('127.0.0.1', 'localhost')}`]) {
        const answer = await validRequest(operation, origin);
        const body = json<{ success?: unknown; message?: unknown }>(answer);
        if (answer.status !== 403 || body.success !== false || typeof body.message !== 'string') {
          problems.push(`${operation.method.toUpperCase()} ${operation.path} with Origin ${origin} → ${answer.status} ${answer.body.slice(0, 150)}`);
        } else refused.push(`${operation.method.toUpperCase()} ${operation.path}`);
      }
    }
    expect(problems).toEqual([]);
    expect(snapshot(await inspectDatabase('sqlite', database))).toBe(before);

    // The site's own origin and the configured CORS origins are let through (the guard is not just closed).
    const own = await validRequest({ method: 'post', path: '/api/v1/company/register' }, server.baseUrl);
    expect(own.status).toBe(201);
    const listed = await validRequest({ method: 'post', path: '/api/v1/application/status/{applicationId}/update' }, ALLOWED_APP);
    expect(listed.status).toBe(200);
    const noOrigin = await send(server.baseUrl, { method: 'POST', path: `/api/v1/application/apply/${jobIds[1]}`, headers: { cookie: student.cookie } });
    expect(noOrigin.status).toBe(201);

    console.log(
      [
        `cross-origin state changes: ${operations.length} state-changing operations from the OpenAPI document × 3 foreign Origins (${FOREIGN}, null, another host) → all 403 {success:false, message}, database unchanged`,
        `  operations: ${[...new Set(refused)].join(', ')}`,
        `  control: own origin → ${own.status}, CORS_ORIGINS origin → ${listed.status}, no Origin (non-browser client) → ${noOrigin.status}`,
      ].join('\n'),
    );
  });
});
