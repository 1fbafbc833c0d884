import { canaryPoint } from '../src/site/visitor-release/canary-choice';
import { BUILT_INDEX_HTML, siteFolder } from './support/site-folder';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * While a remote's canary runs, each browser gets a bucket in a cookie, and its pages name the
 * versions chosen for that bucket: the canary for a share of browsers, the live release for the
 * rest, the same on every page. Without a canary no cookie is set and pages stay shareable.
 */
const LIVE_STUDENT = '/remotes/student/1.0.0-aaaaaaaaaa/mf-manifest.json';
const CANARY_STUDENT = '/remotes/student/1.1.0-bbbbbbbbbb/mf-manifest.json';
const AUTH = '/remotes/auth/1.0.0-cccccccccc/mf-manifest.json';
const LIVE = { student: LIVE_STUDENT, auth: AUTH };
const withCanary = (percent: number) => ({ ...LIVE, canaries: { student: { manifest: CANARY_STUDENT, percent, since: '2026-11-26T10:00:00.000Z' } } });
const manifest = (version: string) => ({
  id: 'mfe_student',
  metaData: { name: 'mfe_student', publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
  shared: [],
  exposes: [{ name: 'Home', path: './Home', assets: { js: { sync: [`__federation_expose_Home.${version}.js`], async: [] } } }],
});

const buckets = Array.from({ length: 400 }, (_, i) => `test-bucket-${String(i).padStart(10, '0')}`);
const canaryBucket = buckets.find((bucket) => canaryPoint(bucket, 'student') < 30)!;
const liveBucket = buckets.find((bucket) => canaryPoint(bucket, 'student') >= 30)!;

let t: TestApp;
const site = siteFolder();

beforeAll(async () => {
  site.write('index.html', BUILT_INDEX_HTML);
  site.write('screen-routes.json', JSON.stringify([{ path: '/', remote: 'student', screen: 'Home', access: 'notRecruiter', shows: 'listing' }]));
  site.write(LIVE_STUDENT, JSON.stringify(manifest('live')));
  site.write(CANARY_STUDENT, JSON.stringify(manifest('canary')));
  t = await startTestApp({ SITE_DIR: site.dir, SERVER_RENDER_BUDGET_MS: '0' });
});
afterAll(async () => {
  await t.close();
  site.remove();
});

const page = async (bucket?: string) => {
  const response = await t.app.inject({ method: 'GET', url: '/', headers: bucket ? { cookie: `bucket=${bucket}` } : {} });
  const config = /<script type="application\/json" id="remotes-config">(.*?)<\/script>/.exec(response.body)?.[1];
  return { response, config: config === undefined ? undefined : (JSON.parse(config) as Record<string, string>) };
};
const setCookie = (response: { headers: Record<string, unknown> }) => [response.headers['set-cookie'] ?? []].flat().join('\n');

it('sets no cookie and lets a shared cache keep the page while no canary runs', async () => {
  site.write('remotes.json', JSON.stringify(LIVE));
  const { response, config } = await page();
  expect(config).toEqual(LIVE);
  expect(setCookie(response)).not.toContain('bucket=');
  expect(response.headers['cache-control']).toMatch(/^public/);
});

describe('while the student remote runs a canary for 30% of visitors', () => {
  beforeAll(() => site.write('remotes.json', JSON.stringify(withCanary(30))));

  it('gives a new browser a bucket for a year, out of reach of scripts, and names one version of each remote', async () => {
    const { response, config } = await page();
    const cookie = setCookie(response);
    expect(cookie).toMatch(/^bucket=[A-Za-z0-9_-]{22};/);
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect([LIVE_STUDENT, CANARY_STUDENT]).toContain(config!.student);
    expect(config!.auth).toBe(AUTH);
    expect(config).not.toHaveProperty('canaries');
  });

  it('gives a browser in the share the canary on every page, with its screen preloaded, and the others the live release', async () => {
    for (let view = 0; view < 3; view++) {
      const chosen = await page(canaryBucket);
      expect(chosen.config).toEqual({ student: CANARY_STUDENT, auth: AUTH });
      expect(chosen.response.body).toContain('/remotes/student/1.1.0-bbbbbbbbbb/__federation_expose_Home.canary.js');
      expect(setCookie(chosen.response)).not.toContain('bucket=');
      expect((await page(liveBucket)).config).toEqual(LIVE);
    }
  });

  it('lets only the browser itself keep the page, revalidated each time', async () => {
    expect((await page(liveBucket)).response.headers['cache-control']).toBe('private, no-cache');
  });

  it('replaces a bucket that is not one the server could have drawn', async () => {
    expect(setCookie((await page('../../etc')).response)).toMatch(/^bucket=[A-Za-z0-9_-]{22};/);
  });
});

it('keeps a browser on the canary as its share grows, and gives everyone the live release once it ended', async () => {
  site.write('remotes.json', JSON.stringify(withCanary(60)));
  expect((await page(canaryBucket)).config!.student).toBe(CANARY_STUDENT);
  site.write('remotes.json', JSON.stringify(LIVE));
  expect((await page(canaryBucket)).config).toEqual(LIVE);
});
