import { createCompany, postJob, signUp, type Actor } from './support/actors';
import { BUILT_INDEX_HTML, siteFolder } from './support/site-folder';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Who may keep a page: a visitor's public page is the same for every visitor, so a CDN or
 * nginx may keep it for JOB_CACHE_SECONDS while browsers revalidate; a page asked for with a
 * session, or through a link with a secret in it, is kept by nobody.
 */
const KEEP_SECONDS = 7;
const SHARED = `public, max-age=0, s-maxage=${KEEP_SECONDS}, stale-while-revalidate=${KEEP_SECONDS * 6}`;

let t: TestApp;
let recruiter: Actor;
let student: Actor;
let jobId: string;
let companyId: string;
const site = siteFolder();

beforeAll(async () => {
  site.write('index.html', BUILT_INDEX_HTML);
  site.write('screen-routes.json', JSON.stringify([
    { path: '/', remote: 'student', screen: 'Home', access: 'notRecruiter', shows: 'listing' },
    { path: '/login', remote: 'auth', screen: 'Login', access: 'guest' },
    { path: '/signup', remote: 'auth', screen: 'Signup', access: 'guest' },
    { path: '/forgot-password', remote: 'auth', screen: 'ForgotPassword', access: 'guest' },
    { path: '/reset-password', remote: 'auth', screen: 'ResetPassword', access: 'anyone' },
    { path: '/settings', remote: 'auth', screen: 'Settings', access: 'user' },
    { path: '/jobs', remote: 'student', screen: 'Jobs', access: 'anyone', shows: 'listing' },
    { path: '/browse', remote: 'student', screen: 'Browse', access: 'anyone', shows: 'listing' },
    { path: '/description/:id', remote: 'student', screen: 'JobDescription', access: 'anyone', shows: 'job' },
    { path: '/company/:id', remote: 'student', screen: 'Company', access: 'anyone', shows: 'company' },
    { path: '/profile', remote: 'student', screen: 'Profile', access: 'student' },
    { path: '/admin/jobs', remote: 'recruiter', screen: 'AdminJobs', access: 'recruiter' },
  ]));
  site.write('remotes.json', '{}');
  t = await startTestApp({ SITE_DIR: site.dir, SERVER_RENDER_BUDGET_MS: '0', JOB_CACHE_SECONDS: String(KEEP_SECONDS) });
  recruiter = await signUp(t.app, 'recruiter');
  student = await signUp(t.app, 'student');
  companyId = (await createCompany(t.app, recruiter))._id;
  jobId = (await postJob(t.app, recruiter, companyId, { title: 'Cacheable developer' }))._id;
});
afterAll(async () => {
  await t.close();
  site.remove();
});

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const varyOf = (response: { headers: Record<string, unknown> }) => String(response.headers.vary ?? '').split(/\s*,\s*/);
const publicPages = () => ['/', '/jobs', '/browse?q=developer&location=Pune', `/description/${jobId}`, `/company/${companyId}`, '/login', '/signup', '/forgot-password'];

it("lets a shared cache keep a visitor's public page for JOB_CACHE_SECONDS, revalidated by the browser and keyed on the cookie", async () => {
  for (const url of publicPages()) {
    const response = await get(url);
    expect([url, response.statusCode, response.headers['cache-control']]).toEqual([url, 200, SHARED]);
    expect(varyOf(response)).toContain('Cookie');
    // Nothing in it belongs to one visitor: a shared cache would hand a cookie to everyone.
    expect(response.headers['set-cookie']).toBeUndefined();
  }
});

it('lets nobody keep a page asked for with a session, whoever is logged in and whichever page it is', async () => {
  const everyPage = [...publicPages(), '/profile', '/admin/jobs', '/settings', '/nowhere'];
  for (const user of [student, recruiter]) {
    for (const url of everyPage) {
      const response = await get(url, user.cookie);
      expect([user.role, url, response.headers['cache-control']]).toEqual([user.role, url, 'private, no-store']);
      expect(varyOf(response)).toContain('Cookie');
    }
  }
});

it('lets nobody keep a page asked for with a session cookie that no longer logs anyone in', async () => {
  const leaving = await signUp(t.app, 'student');
  expect((await get('/api/v1/user/logout', leaving.cookie)).statusCode).toBe(200);
  const response = await get(`/description/${jobId}`, leaving.cookie);
  expect(response.headers['cache-control']).toBe('private, no-store');
});

it('lets nobody keep a page opened through a link with a secret in it: password reset, alert unsubscribe', async () => {
  for (const url of ['/reset-password?token=secret-from-the-email', '/login?token=anything']) {
    const response = await get(url);
    expect([url, response.headers['cache-control']]).toEqual([url, 'no-store']);
  }
  await t.app.inject({ method: 'POST', url: '/api/v1/alert/create', headers: { cookie: student.cookie }, payload: { keyword: 'cacheable', frequency: 'instant' } });
  const { unsubscribe_token: token } = await t.database.handle.db.selectFrom('job_alerts').select('unsubscribe_token').where('keyword', '=', 'cacheable').executeTakeFirstOrThrow();
  const unsubscribe = await get(`/api/v1/alert/unsubscribe?token=${token}`);
  expect(unsubscribe.statusCode).toBe(200);
  expect(unsubscribe.headers['cache-control']).toBe('no-store');
});

it('keeps a not-found page and the pages a visitor is sent away from out of shared caches', async () => {
  for (const url of ['/nowhere', '/description/999999', '/profile', '/admin/jobs', '/settings']) {
    const response = await get(url);
    expect([url, response.headers['cache-control']]).toEqual([url, 'no-cache']);
  }
});

it("leaves the API's JSON answers as they were: a logged-in user's private, a visitor's not kept by a shared cache as a page is", async () => {
  const visitor = await get(`/api/v1/job/get/${jobId}`);
  expect(visitor.headers['cache-control'] ?? '').not.toMatch(/s-maxage|public/);
  const personal = await get(`/api/v1/job/get/${jobId}`, student.cookie);
  expect(personal.headers['cache-control']).toBe('private, no-cache');
});

describe('with JOB_CACHE_SECONDS=0', () => {
  let uncached: TestApp;
  beforeAll(async () => {
    uncached = await startTestApp({ SITE_DIR: site.dir, SERVER_RENDER_BUDGET_MS: '0', JOB_CACHE_SECONDS: '0' });
  });
  afterAll(() => uncached.close());

  it("has a visitor's public page revalidated by every cache", async () => {
    const response = await uncached.app.inject({ method: 'GET', url: '/jobs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});
