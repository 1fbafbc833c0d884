import type { LightMyRequestResponse } from 'fastify';
import { telemetryStore } from '../src/features/telemetry/telemetry-store';
import { siteFolder } from './support/site-folder';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * The platform team's view of the releases (GET /api/v1/platform/releases): each part of the
 * site's live version, canary and history as the release tool recorded them in the site
 * folder, and each version's figures over the last hour from what browsers reported.
 */

const TOKEN = 'platform-token-for-tests-0123456789abcdef';
const LIVE = '1.0.0-live';
const CANARY = '1.1.0-canary';
const manifest = (version: string) => `/remotes/student/${version}/mf-manifest.json`;

/** A site with the student remote live and a canary of it for 30% of visitors, as ci/release leaves it. */
const site = siteFolder();
site.write('remotes.json', JSON.stringify({ student: manifest(LIVE), canaries: { student: { manifest: manifest(CANARY), percent: 30, since: '2026-11-26T10:05:00.000Z' } } }));
const STUDENT_HISTORY = [
  { action: 'release', version: '0.9.0-old', at: '2026-11-20T09:00:00.000Z' },
  { action: 'release', version: LIVE, at: '2026-11-25T09:00:00.000Z' },
  { action: 'canary', version: CANARY, percent: 10, reason: '10% of visitors', at: '2026-11-26T10:05:00.000Z' },
  { action: 'canary', version: CANARY, percent: 30, reason: 'share 10% → 30%', at: '2026-11-26T10:35:00.000Z' },
];
site.write(
  'releases/student.json',
  JSON.stringify({
    current: LIVE,
    since: '2026-11-25T09:00:00.000Z',
    releases: [
      { version: '0.9.0-old', releasedAt: '2026-11-20T09:00:00.000Z' },
      { version: LIVE, releasedAt: '2026-11-25T09:00:00.000Z' },
    ],
    canary: { version: CANARY, percent: 30, since: '2026-11-26T10:05:00.000Z', thresholds: { maxErrorRateIncrease: 2, minViews: 100, maxLcpIncrease: 25 } },
    history: STUDENT_HISTORY,
  }),
);
// A shell released before canaries existed: no since, canary or history in its record.
site.write('releases/shell.json', JSON.stringify({ current: '3.0.0-shell', releases: [{ version: '3.0.0-shell', releasedAt: '2026-11-01T08:00:00.000Z' }] }));

const releasesWith = (t: TestApp, authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/platform/releases', headers: authorization === undefined ? {} : { authorization } });

const view = (version: string) => ({ kind: 'view', remote: 'student', version, route: '/browse' });
const error = (version: string) => ({ kind: 'error', remote: 'student', version, route: '/browse', name: 'boundary' });
const lcp = (version: string, value: number) => ({ kind: 'vital', remote: 'student', version, route: '/browse', name: 'LCP', value });
const times = <T>(n: number, make: () => T): T[] => Array.from({ length: n }, make);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SITE_DIR: site.dir, PLATFORM_TOKEN: TOKEN });
});
afterAll(async () => {
  await t.close();
  site.remove();
});

describe('GET /api/v1/platform/releases', () => {
  it('is 401 without the token, with another one, or with it sent another way', async () => {
    const refused: (string | undefined)[] = [undefined, '', 'Bearer', `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, 'Bearer wrong', TOKEN, `Basic ${TOKEN}`];
    for (const authorization of refused) {
      const response = await releasesWith(t, authorization);
      expect([authorization, response.statusCode, response.json()]).toEqual([authorization, 401, { success: false, message: expect.stringMatching(/Bearer <PLATFORM_TOKEN>/) }]);
      expect(response.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it("answers each part's live version, canary, history and the last hour's figures per version, the canary's counted", async () => {
    // Through the browsers' own endpoint: the canary's events count beside the live version's.
    const events = [...times(10, () => view(LIVE)), error(LIVE), ...times(4, () => view(CANARY)), error(CANARY), error(CANARY), lcp(LIVE, 1000), lcp(CANARY, 3000), view('0.9.0-old')];
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/telemetry', payload: { events } })).statusCode).toBe(204);
    await t.app.telemetry.flush();
    // Figures older than an hour are not in it.
    const twoHoursAgo = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 2 * 60 * 60_000).toISOString();
    await telemetryStore(t.database.handle.db).add([{ minute: twoHoursAgo, remote: 'student', version: LIVE, route: '/browse', kind: 'view', n: 1000 }], []);

    const response: LightMyRequestResponse = await releasesWith(t, `Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { releases } = response.json() as { releases: Record<string, unknown>[] };
    expect(releases.map((release) => release.name)).toEqual(['shell', 'student']);
    expect(releases[0]).toEqual({ name: 'shell', live: { version: '3.0.0-shell', since: '2026-11-01T08:00:00.000Z' }, canary: null, history: [], stats: [] });
    expect(releases[1]).toEqual({
      name: 'student',
      live: { version: LIVE, since: '2026-11-25T09:00:00.000Z' },
      canary: { version: CANARY, percent: 30, since: '2026-11-26T10:05:00.000Z' },
      history: STUDENT_HISTORY,
      stats: [
        { version: LIVE, views: 10, errors: 1, errorRate: 0.1, lcpP75: expect.any(Number), inpP75: null, clsP75: null },
        { version: CANARY, views: 4, errors: 2, errorRate: 0.5, lcpP75: expect.any(Number), inpP75: null, clsP75: null },
      ],
    });
    const [live, canary] = (releases[1]!.stats as { lcpP75: number }[]).map((row) => row.lcpP75);
    expect(canary).toBeGreaterThan(live!);
  });

  it('is in the OpenAPI description, with its 401', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(spec.paths['/api/v1/platform/releases'].get.responses).sort()).toEqual(['200', '401']);
  });
});

describe('without PLATFORM_TOKEN', () => {
  it('is 404, whatever token is sent', async () => {
    const without = await startTestApp({ SITE_DIR: site.dir });
    try {
      for (const authorization of [undefined, `Bearer ${TOKEN}`, 'Bearer ']) {
        const response = await releasesWith(without, authorization);
        expect([authorization, response.statusCode, response.json().success]).toEqual([authorization, 404, false]);
      }
    } finally {
      await without.close();
    }
  });
});

describe('without a site folder', () => {
  it('answers no releases', async () => {
    const bare = await startTestApp({ PLATFORM_TOKEN: TOKEN });
    try {
      expect((await releasesWith(bare, `Bearer ${TOKEN}`)).json()).toEqual({ success: true, releases: [] });
    } finally {
      await bare.close();
    }
  });
});
