import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { statusText, type PlatformRelease } from './status-table';

/** `npm run release:status`: the platform API's answer as a table in the terminal. */

const root = path.resolve(__dirname, '../..');
const TOKEN = 'status-token-0123456789abcdef0123456789';

const STUDENT: PlatformRelease = {
  name: 'student',
  live: { version: '1.0.0-live', since: '2026-11-25T09:00:00.000Z' },
  canary: { version: '1.1.0-canary', percent: 30, since: '2026-11-26T10:05:00.000Z' },
  history: [
    { action: 'release', version: '1.0.0-live', at: '2026-11-25T09:00:00.000Z' },
    { action: 'canary', version: '1.1.0-canary', percent: 10, reason: '10% of visitors', at: '2026-11-26T10:05:00.000Z' },
    { action: 'canary', version: '1.1.0-canary', percent: 30, reason: 'share 10% → 30%', at: '2026-11-26T10:35:00.000Z' },
  ],
  stats: [
    { version: '1.0.0-live', views: 1200, errors: 6, errorRate: 0.005, lcpP75: 1800, inpP75: 120, clsP75: 0.05 },
    { version: '1.1.0-canary', views: 400, errors: 40, errorRate: 0.1, lcpP75: 2600.4, inpP75: null, clsP75: null },
  ],
};
const SHELL: PlatformRelease = { name: 'shell', live: { version: '3.0.0-shell', since: '2026-11-01T08:00:00.000Z' }, canary: null, history: [], stats: [] };

describe('the status table', () => {
  it('shows each part: live, canary, each version over the last hour, the latest actions first', () => {
    expect(statusText([SHELL, STUDENT])).toBe(
      [
        'shell',
        '  live    3.0.0-shell  since 2026-11-01 08:00',
        '  canary  none',
        '  last hour: no telemetry',
        '',
        'student',
        '  live    1.0.0-live  since 2026-11-25 09:00',
        '  canary  1.1.0-canary  30% of visitors  since 2026-11-26 10:05',
        '  last hour:',
        '    version               views  errors  error rate  LCP p75  INP p75  CLS p75',
        '    1.0.0-live    live     1200       6        0.5%  1800 ms   120 ms     0.05',
        '    1.1.0-canary  canary    400      40       10.0%  2600 ms        -        -',
        '  latest actions (of 3):',
        '    2026-11-26 10:35  canary   1.1.0-canary  30%  share 10% → 30%',
        '    2026-11-26 10:05  canary   1.1.0-canary  10%  10% of visitors',
        '    2026-11-25 09:00  release  1.0.0-live',
        '',
      ].join('\n'),
    );
    expect(statusText([])).toBe('Nothing is released on this site.\n');
  });
});

describe('npm run release:status', () => {
  let server: http.Server;
  let url = '';
  const seen: (string | undefined)[] = [];
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      seen.push(request.headers.authorization);
      const ok = request.url === '/api/v1/platform/releases' && request.headers.authorization === `Bearer ${TOKEN}`;
      response.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' });
      response.end(JSON.stringify(ok ? { success: true, releases: [SHELL, STUDENT] } : { success: false, message: 'no' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  // Asynchronous: the stand-in API answers from this process.
  const run = (env: Record<string, string | undefined>, ...args: string[]) =>
    new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['--conditions=source', 'ci/release/status.ts', ...args], { cwd: root, env: { ...process.env, ...env } });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk) => (stdout += chunk));
      child.stderr.on('data', (chunk) => (stderr += chunk));
      child.on('close', (status) => resolve({ status, stdout, stderr }));
    });

  it('asks the site with PLATFORM_TOKEN and prints the table', async () => {
    const result = await run({ PLATFORM_TOKEN: TOKEN }, '--url', url);
    expect(result).toEqual({ status: 0, stdout: statusText([SHELL, STUDENT]), stderr: '' });
    expect(seen.at(-1)).toBe(`Bearer ${TOKEN}`);
  });

  it('says why it cannot: no --url, no token, a token the site refuses', async () => {
    expect(await run({ PLATFORM_TOKEN: TOKEN })).toMatchObject({ status: 1, stderr: expect.stringMatching(/usage: release:status -- --url <site>/) });
    expect(await run({ PLATFORM_TOKEN: '' }, '--url', url)).toMatchObject({ status: 1, stderr: expect.stringMatching(/Set PLATFORM_TOKEN/) });
    expect(await run({ PLATFORM_TOKEN: 'wrong' }, '--url', url)).toMatchObject({ status: 1, stderr: expect.stringMatching(/refused PLATFORM_TOKEN \(401\)/) });
  });
});
