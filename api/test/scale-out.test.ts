import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, scaleOutWarnings } from '../src/config';
import { multipartBody, sampleFiles } from './support/multipart';
import { dropRedisPrefix, redisReachable, testRedisUrl, uniqueRedisPrefix } from './support/redis';
import { freePort } from '@portal/test-support/listening';
import { startServerProcess, type ServerProcess } from './support/server-process';
import { createTestDatabase, testEngine, type TestDatabase } from './support/test-database';
import { pictureOf } from './support/images';

// Several API instances behind one load balancer: what they must share (sessions, uploads,
// attempt counts), and what each does when a shared piece is missing or down.

describe('configuration for several instances', () => {
  it('keeps uploads in the database when DATABASE_URL is set, unless FILE_STORE says otherwise', () => {
    expect(loadConfig({}).fileStore).toBe('local');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/portal' }).fileStore).toBe('database');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/portal', FILE_STORE: 'local' }).fileStore).toBe('local');
    expect(loadConfig({ FILE_STORE: 'database' }).fileStore).toBe('database');
  });

  it('names a bad FILE_STORE, REDIS_URL or INSTANCE_NAME', () => {
    expect(() => loadConfig({ FILE_STORE: 's3' })).toThrow(/FILE_STORE must be 'local' or 'database'/);
    expect(() => loadConfig({ REDIS_URL: '127.0.0.1:6379' })).toThrow(/REDIS_URL must start with redis:\/\//);
    expect(() => loadConfig({ INSTANCE_NAME: 'a b\r\nX-Evil: 1' })).toThrow(/INSTANCE_NAME/);
    expect(loadConfig({ REDIS_URL: 'rediss://cache:6380/0', INSTANCE_NAME: 'api-1' })).toMatchObject({ redisUrl: 'rediss://cache:6380/0', instanceName: 'api-1', redisKeyPrefix: 'portal:' });
  });

  it('warns, without refusing to start, when PostgreSQL runs without a shared JWT_SECRET or REDIS_URL', () => {
    expect(scaleOutWarnings(loadConfig({}))).toEqual([]);
    const warnings = scaleOutWarnings(loadConfig({ DATABASE_URL: 'postgres://db/portal' }));
    expect(warnings).toEqual([expect.stringMatching(/^JWT_SECRET is not set/), expect.stringMatching(/^REDIS_URL is not set/)]);
    const shared = loadConfig({ DATABASE_URL: 'postgres://db/portal', JWT_SECRET: 'x'.repeat(32), REDIS_URL: 'redis://cache:6379' });
    expect(scaleOutWarnings(shared)).toEqual([]);
    expect(scaleOutWarnings({ ...shared, fileStore: 'local' })).toEqual([expect.stringMatching(/FILE_STORE=local/)]);
  });
});

const password = 'correct horse';
const bodyOf = async (response: Response) => (await response.json()) as any;
const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function register(server: ServerProcess, email: string, role: 'student' | 'recruiter' = 'student') {
  const body = await multipartBody({ fullname: 'Scale Person', email, phoneNumber: '9876543210', password, role });
  const response = await fetch(`${server.baseUrl}/api/v1/user/register`, { method: 'POST', headers: body.headers, body: body.payload });
  expect(response.status).toBe(201);
}

async function logIn(server: ServerProcess, email: string, role: 'student' | 'recruiter' = 'student', attempt = password) {
  return fetch(`${server.baseUrl}/api/v1/user/login`, json({ email, password: attempt, role }));
}

async function session(server: ServerProcess, email: string, role: 'student' | 'recruiter' = 'student') {
  const response = await logIn(server, email, role);
  expect(response.status).toBe(200);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('token='))!;
  return { cookie: cookie.split(';')[0]!, user: (await bodyOf(response)).user as { _id: string } };
}

async function upload(server: ServerProcess, url: string, method: 'POST' | 'PUT', cookie: string, file: { content: Buffer; filename: string; type: string }) {
  const body = await multipartBody({}, file);
  return fetch(`${server.baseUrl}${url}`, { method, headers: { ...body.headers, cookie }, body: body.payload });
}

/** A file URL one instance gave (absolute, on that instance's origin), opened on another. */
const onInstance = (server: ServerProcess, fileUrl: string) => {
  const { pathname, search } = new URL(fileUrl);
  return `${server.baseUrl}${pathname}${search}`;
};

const stop = async (server: ServerProcess | undefined) => {
  if (!server || server.child.exitCode !== null) return;
  server.child.kill('SIGTERM');
  await server.exited;
};

const onPostgres = testEngine === 'postgres' ? describe : describe.skip;
if (testEngine !== 'postgres') {
  console.log('SKIPPED: two API instances on one database (sessions, uploads, shared limits) run on PostgreSQL only: TEST_ENGINE=postgres, as the PostgreSQL pass of `npm test` sets it.');
}

onPostgres('two API instances on one PostgreSQL database', () => {
  const jwtSecret = crypto.randomBytes(32).toString('base64url');
  const prefix = uniqueRedisPrefix('scale-out');
  const dataDirs: string[] = [];
  let database: TestDatabase;
  let a: ServerProcess;
  let b: ServerProcess;

  // Each instance has its own DATA_DIR: nothing may be shared through a local disk.
  const instanceEnv = (name: string, extra: Record<string, string> = {}) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-${name}-`));
    dataDirs.push(dataDir);
    return {
      DATABASE_URL: database.databaseUrl!,
      DATA_DIR: dataDir,
      JWT_SECRET: jwtSecret,
      REDIS_URL: testRedisUrl,
      REDIS_KEY_PREFIX: prefix,
      INSTANCE_NAME: name,
      LOGIN_FAILURES_PER_EMAIL: '3',
      ...extra,
    };
  };

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    await database.handle.close();
    [a, b] = await Promise.all([startServerProcess(instanceEnv('a')), startServerProcess(instanceEnv('b'))]);
  });
  afterAll(async () => {
    await Promise.all([stop(a), stop(b)]);
    await database.drop();
    await dropRedisPrefix(prefix);
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('accepts on instance B the session cookie instance A issued, and names the instance that answered', async () => {
    await register(a, 'shared-session@example.com');
    const { cookie } = await session(a, 'shared-session@example.com');
    const onB = await fetch(`${b.baseUrl}/api/v1/application/get`, { headers: { cookie } });
    expect(onB.status).toBe(200);
    expect(onB.headers.get('x-instance')).toBe('b');
    const onA = await fetch(`${a.baseUrl}/api/v1/application/get`, { headers: { cookie } });
    expect(onA.headers.get('x-instance')).toBe('a');
    expect(b.output()).toMatch(/"instance":"b"/);
  });

  it('refuses that cookie on an instance without the shared JWT_SECRET, which warned at start-up', async () => {
    await register(a, 'other-secret@example.com');
    const { cookie } = await session(a, 'other-secret@example.com');
    const { JWT_SECRET: _dropped, ...withoutSecret } = instanceEnv('c');
    const c = await startServerProcess(withoutSecret);
    try {
      expect((await fetch(`${c.baseUrl}/api/v1/application/get`, { headers: { cookie } })).status).toBe(401);
      expect(c.output()).toMatch(/JWT_SECRET is not set/);
    } finally {
      await stop(c);
    }
  });

  it('serves through instance B a resume and a logo uploaded through instance A (FILE_STORE=database by default)', async () => {
    await register(a, 'resume-owner@example.com');
    const student = await session(a, 'resume-owner@example.com');
    const resume = Buffer.concat([sampleFiles.pdf, crypto.randomBytes(1024 * 1024)]);
    const saved = await upload(a, '/api/v1/user/profile/update', 'POST', student.cookie, { content: resume, filename: 'cv.pdf', type: 'application/pdf' });
    expect(saved.status).toBe(200);
    const resumeUrl = (await bodyOf(saved)).user.profile.resume as string;
    const served = await fetch(onInstance(b, resumeUrl), { headers: { cookie: student.cookie } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await served.arrayBuffer()).equals(resume)).toBe(true);

    await register(a, 'logo-owner@example.com', 'recruiter');
    const recruiter = await session(a, 'logo-owner@example.com', 'recruiter');
    const company = await fetch(`${a.baseUrl}/api/v1/company/register`, { ...json({ companyName: `Shared Logo ${Date.now()}` }), headers: { 'content-type': 'application/json', cookie: recruiter.cookie } });
    const companyId = (await bodyOf(company)).company._id as string;
    const updated = await upload(a, `/api/v1/company/update/${companyId}`, 'PUT', recruiter.cookie, { content: sampleFiles.png, filename: 'logo.png', type: 'image/png' });
    const logoUrl = (await bodyOf(updated)).company.logo as string;
    const logo = await fetch(onInstance(b, logoUrl));
    expect(logo.status).toBe(200);
    expect(await pictureOf(Buffer.from(await logo.arrayBuffer()))).toMatchObject({ width: 8, height: 6 });

    // Nothing went to either instance's disk.
    for (const dir of dataDirs.slice(0, 2)) expect(fs.existsSync(path.join(dir, 'uploads'))).toBe(false);
  });

  const withRedis = redisReachable() ? it : it.skip;
  withRedis('counts failed logins on A and B together (REDIS_URL), then refuses even the right password', async () => {
    await register(a, 'shared-limit@example.com');
    expect((await logIn(a, 'shared-limit@example.com', 'student', 'guess 1')).status).toBe(401);
    expect((await logIn(b, 'shared-limit@example.com', 'student', 'guess 2')).status).toBe(401);
    expect((await logIn(a, 'shared-limit@example.com', 'student', 'guess 3')).status).toBe(401);
    const blocked = await logIn(b, 'shared-limit@example.com');
    expect(blocked.status).toBe(429);
    expect((await bodyOf(blocked)).message).toMatch(/Too many attempts/);
  });
});

describe('an instance whose Redis is unreachable', () => {
  let database: TestDatabase;
  let server: ServerProcess;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.handle.close();
    server = await startServerProcess({
      DATA_DIR: database.dataDir,
      ...(database.databaseUrl && { DATABASE_URL: database.databaseUrl }),
      REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
      LOGIN_FAILURES_PER_EMAIL: '2',
    });
  });
  afterAll(async () => {
    await stop(server);
    await database.drop();
  });

  it('still registers and logs users in, failing open with a logged warning', async () => {
    await register(server, 'no-redis@example.com');
    for (let i = 0; i < 3; i++) expect((await logIn(server, 'no-redis@example.com', 'student', 'wrong guess')).status).toBe(401);
    expect((await logIn(server, 'no-redis@example.com')).status).toBe(200);
    expect(server.output()).toMatch(/NOT enforced until it answers \(failing open\)/);
  });

  it('stays ready: the limiter is not something to take the instance out of the load balancer for', async () => {
    const ready = await fetch(`${server.baseUrl}/readyz`);
    expect(ready.status).toBe(200);
  });
});
