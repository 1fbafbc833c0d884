import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { multipartBody } from './support/multipart';
import { startServerProcess } from './support/server-process';
import { createTestDatabase, testEngine, type TestDatabase } from './support/test-database';

let database: TestDatabase;
let env: Record<string, string>;
beforeEach(async () => {
  database = await createTestDatabase();
  await database.handle.close();
  env = { DATA_DIR: database.dataDir, ...(database.databaseUrl && { DATABASE_URL: database.databaseUrl }) };
});
afterEach(() => database.drop());

const registration = (email: string) =>
  multipartBody({ fullname: 'Durable Person', email, phoneNumber: '9876543210', password: 'correct horse', role: 'student' });

async function register(baseUrl: string, email: string) {
  const body = await registration(email);
  return fetch(`${baseUrl}/api/v1/user/register`, { method: 'POST', headers: body.headers, body: body.payload });
}

async function canLogIn(baseUrl: string, email: string) {
  const response = await fetch(`${baseUrl}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct horse', role: 'student' }),
  });
  return response.status === 200;
}

it('keeps every acknowledged write through a SIGKILL', async () => {
  const first = await startServerProcess(env);
  const acknowledged: string[] = [];
  for (let i = 0; i < 10; i++) {
    const email = `durable${i}@example.com`;
    if ((await register(first.baseUrl, email)).status === 201) acknowledged.push(email);
  }
  first.child.kill('SIGKILL');
  await first.exited;

  const second = await startServerProcess(env);
  try {
    expect(acknowledged).toHaveLength(10);
    for (const email of acknowledged) expect(await canLogIn(second.baseUrl, email)).toBe(true);
  } finally {
    second.child.kill('SIGTERM');
    await second.exited;
  }
});

it('on SIGTERM finishes the request in flight, then closes the database cleanly', async () => {
  const server = await startServerProcess(env);
  const body = await registration('inflight@example.com');
  const url = new URL(`${server.baseUrl}/api/v1/user/register`);
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(url, { method: 'POST', headers: { ...body.headers, 'content-length': body.payload.length } }, (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body: text }));
    });
    request.on('error', reject);
    // Half the body now, the rest after the signal: the request is in flight when it arrives.
    request.write(body.payload.subarray(0, 40));
    setTimeout(() => {
      server.child.kill('SIGTERM');
      setTimeout(() => request.end(body.payload.subarray(40)), 300);
    }, 200);
  });

  const { status, body: text } = await answer;
  expect(status).toBe(201);
  expect(JSON.parse(text).message).toBe('Account created successfully.');
  expect(await server.exited).toBe(0);
  expect(server.output()).toMatch(/stopped cleanly/);
  if (testEngine === 'sqlite') {
    // SQLite folds the write-ahead log back into the database when its last connection closes cleanly.
    expect(fs.existsSync(path.join(database.dataDir, 'portal.sqlite-wal'))).toBe(false);
  }

  const restarted = await startServerProcess(env);
  try {
    expect(await canLogIn(restarted.baseUrl, 'inflight@example.com')).toBe(true);
  } finally {
    restarted.child.kill('SIGTERM');
    await restarted.exited;
  }
});

it('refuses to start with a bad configuration, naming the variable', async () => {
  await expect(startServerProcess({ ...env, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'cfg-')), PORT: 'eighty' })).rejects.toThrow(/PORT/);
});
