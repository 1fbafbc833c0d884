import fs from 'node:fs';
import path from 'node:path';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { SSR_ENTRY_FILE } from '@portal/site/server-render';
import { connectDatabase, type DatabaseHandle } from '../src/db/connect';
import type { JobRow } from '../src/db/schema';
import { toIso, todayIso } from '../src/db/time';
import { BOUND_EVERY, DatabasePageStore } from '../src/site/page-store/database-page-store';
import { pageDependencies } from '../src/site/page-store/page-dependencies';
import type { PageStore, PageToStore } from '../src/site/page-store/page-store';
import { RedisPageStore } from '../src/site/page-store/redis-page-store';
import { KEPT_FOR_MS } from '../src/site/page-store/rendered-pages';
import { canaryPoint } from '../src/site/visitor-release/canary-choice';
import { apply, createCompany, postJob, signUp, type Actor } from './support/actors';
import { multipartBody, sampleFiles } from './support/multipart';
import { describeWithRedis, dropRedisPrefix, rawRedis, testRedisUrl, uniqueRedisPrefix } from './support/redis';
import { BUILT_INDEX_HTML, siteFolder } from './support/site-folder';
import { startTestApp, type TestApp } from './support/test-app';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import { screenInPage } from '../src/site/ssr/with-rendered-screen';

/**
 * A visitor's public page is rendered when what it shows changes, and kept in a store every
 * API instance shares (the database, or Redis with REDIS_URL): the first view renders and
 * stores it, later views are served from the store, a write drops exactly the pages it changes
 * and the task queue renders them again in the background. The shell build is a fixture whose
 * pages show what the API answers and a new id at each render
 * (test/fixtures/rendered-pages/shell-render.js).
 */
const FIXTURE_SHELL_BUILD = fs.readFileSync(path.join(__dirname, 'fixtures/rendered-pages/shell-render.js'), 'utf8');

const site = siteFolder();
const publishStudent = (version: string) => {
  const manifest = `remotes/student/${version}/mf-manifest.json`;
  site.write(manifest, JSON.stringify({ id: 'mfe_student', metaData: { ssrRemoteEntry: { path: 'server', name: 'remoteEntry.js' } }, shared: [], exposes: [] }));
  site.write(`remotes/student/${version}/server/remoteEntry.js`, 'exports.ready = true;');
  return `/${manifest}`;
};
/** Makes `version` the student remote's live release; with `canary`, that release runs beside it for a share of visitors. */
const releaseStudent = (version: string, canary?: { version: string; percent: number }) => {
  const canaries = canary && { student: { manifest: publishStudent(canary.version), percent: canary.percent, since: new Date().toISOString() } };
  site.write('remotes.json', JSON.stringify({ student: publishStudent(version), auth: '/remotes/auth/1/mf-manifest.json', ...(canaries && { canaries }) }));
};
site.write('index.html', BUILT_INDEX_HTML);
/** The route table: what each public page shows decides whether it is stored and which writes drop it. */
const ROUTES = [
  { path: '/', remote: 'student', screen: 'Home', access: 'notRecruiter', title: 'JobPortal', shows: 'listing' },
  { path: '/jobs', remote: 'student', screen: 'Jobs', access: 'anyone', title: 'Jobs · JobPortal', shows: 'listing' },
  { path: '/browse', remote: 'student', screen: 'Browse', access: 'anyone', title: 'Browse jobs · JobPortal', shows: 'listing' },
  { path: '/description/:id', remote: 'student', screen: 'JobDescription', access: 'anyone', title: 'Job · JobPortal', shows: 'job' },
  { path: '/company/:id', remote: 'student', screen: 'Company', access: 'anyone', title: 'Company · JobPortal', shows: 'company' },
  { path: '/login', remote: 'auth', screen: 'Login', access: 'guest', title: 'Log in · JobPortal' },
];
site.write('screen-routes.json', JSON.stringify(ROUTES));
releaseStudent('1.0.0-one');
site.write('server/render.aaaa.js', FIXTURE_SHELL_BUILD);
site.write(SSR_ENTRY_FILE, JSON.stringify({ entry: 'server/render.aaaa.js' }));
afterAll(() => site.remove());

/** The app's environment: its site, a render budget a slow machine keeps, and a task worker that looks every 20 ms. */
const SITE_ENV = { SITE_DIR: site.dir, SERVER_RENDER_BUDGET_MS: '3000', MAIL_POLL_MS: '20' };

/** Resolves once `condition` holds; fails with `what` if it never does. */
async function until(what: string, condition: () => Promise<boolean> | boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`never: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const rootOf = (html: string) => /<div id="?root"?>(.*?)<\/div>/s.exec(html)?.[1] ?? '';
const renderIdOf = (html: string) => /<p>render ([0-9a-f-]+)<\/p>/.exec(html)?.[1];
const titleOf = (html: string) => /<title>(.*?)<\/title>/s.exec(html)?.[1];

/** A stored page as a test sees it, by URL: its generation and when it was rendered. */
type Stored = Map<string, { generation: string; renderedAt: number }>;

/** How a test reads and ages what a store holds, the one the app under test uses. */
type StoreUnderTest = {
  env: Record<string, string>;
  stored(db: DatabaseHandle['db']): Promise<Stored>;
  /** Makes the stored page at `url` stale: past its freshness, still servable. */
  makeStale(db: DatabaseHandle['db'], url: string): Promise<void>;
  /** When the stored page at `url` stops being served. */
  expiresAt(db: DatabaseHandle['db'], url: string): Promise<number | undefined>;
  open(database: DatabaseHandle): Promise<PageStore>;
  /** Changes the stored page at `url` as a damaged disk or network would: its bytes, and nothing that says so. */
  damage(db: DatabaseHandle['db'], url: string): Promise<void>;
};

/** A packed page with its job's title changed by one letter ("developer" to "develoqer"), still well-formed deflate. */
function damaged(packed: Uint8Array): Buffer {
  const bytes = inflateRawSync(packed);
  const at = bytes.indexOf('developer</h1>');
  if (at < 0) throw new Error('no title to damage');
  bytes.write('q', at + 'develo'.length);
  return deflateRawSync(bytes);
}

const databaseStore: StoreUnderTest = {
  env: {},
  async stored(db) {
    const rows = await db.selectFrom('rendered_pages').select(['generation', 'url', 'rendered_at']).execute();
    return new Map(rows.map((row) => [row.url, { generation: row.generation, renderedAt: new Date(row.rendered_at).getTime() }]));
  },
  async makeStale(db, url) {
    await db.updateTable('rendered_pages').set({ fresh_until: new Date(0).toISOString() }).where('url', '=', url).execute();
  },
  async expiresAt(db, url) {
    const row = await db.selectFrom('rendered_pages').select('expires_at').where('url', '=', url).executeTakeFirst();
    return row && new Date(row.expires_at).getTime();
  },
  open: async ({ db, engine }) => new DatabasePageStore(db, engine, 1000),
  async damage(db, url) {
    const { screen_in_page: packed } = await db.selectFrom('rendered_pages').select('screen_in_page').where('url', '=', url).executeTakeFirstOrThrow();
    await db.updateTable('rendered_pages').set({ screen_in_page: damaged(packed!) }).where('url', '=', url).execute();
  },
};

function redisStore(prefix: string): StoreUnderTest {
  const pageKeys = async () => {
    const redis = rawRedis();
    try {
      return await redis.keys(`${prefix}page:*`);
    } finally {
      redis.disconnect();
    }
  };
  const withRedis = async <T>(use: (redis: ReturnType<typeof rawRedis>) => Promise<T>) => {
    const redis = rawRedis();
    try {
      return await use(redis);
    } finally {
      redis.disconnect();
    }
  };
  const keyOf = async (url: string) => (await pageKeys()).find((key) => key.endsWith(` ${url}`));
  return {
    env: { REDIS_URL: testRedisUrl, REDIS_KEY_PREFIX: prefix },
    stored: () =>
      withRedis(async (redis) => {
        const stored: Stored = new Map();
        for (const key of await pageKeys()) {
          const [generation, ...url] = key.slice(`${prefix}page:`.length).split(' ');
          stored.set(url.join(' '), { generation: generation!, renderedAt: Number(await redis.hget(key, 'renderedAt')) });
        }
        return stored;
      }),
    makeStale: (_db, url) =>
      withRedis(async (redis) => {
        await redis.hset((await keyOf(url))!, 'freshUntil', '0');
      }),
    expiresAt: (_db, url) =>
      withRedis(async (redis) => {
        const key = await keyOf(url);
        return key === undefined ? undefined : Number(await redis.hget(key, 'expiresAt'));
      }),
    async open() {
      const redis = new RedisPageStore({ url: testRedisUrl, keyPrefix: prefix });
      await redis.ready(2_000);
      return redis;
    },
    damage: (_db, url) =>
      withRedis(async (redis) => {
        const key = (await keyOf(url))!;
        await redis.hset(key, 'screenInPage', damaged((await redis.hgetBuffer(key, 'screenInPage'))!));
      }),
  };
}

/** Every behaviour, against one store. */
function storeBehaviour(store: StoreUnderTest) {
  let t: TestApp;
  let recruiter: Actor;
  const ids = { c1: '', c2: '', j1: '', j2: '', j3: '' };
  /** The pages the tests watch, by name. */
  const urls = () => ({
    j1: `/description/${ids.j1}`,
    j2: `/description/${ids.j2}`,
    j3: `/description/${ids.j3}`,
    c1: `/company/${ids.c1}`,
    c2: `/company/${ids.c2}`,
    home: '/',
    jobs: '/jobs',
    browse: '/browse?q=developer',
  });
  type PageName = keyof ReturnType<typeof urls>;
  const LISTINGS: PageName[] = ['home', 'jobs', 'browse'];

  const view = async (url: string, app: FastifyInstance = t.app, cookie?: string) => (await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })).body;
  const renderTasks = async (pendingOnly = false) =>
    Number(
      (
        await t.database.handle.db
          .selectFrom('task_outbox')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('kind', 'in', ['page.render', 'page.render-ahead'])
          .$if(pendingOnly, (query) => query.where('done_at', 'is', null))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const pendingRenders = () => renderTasks(true);
  const stored = () => store.stored(t.database.handle.db);
  const backgroundDone = () => until('every queued page rendered', async () => (await pendingRenders()) === 0);

  beforeAll(async () => {
    t = await startTestApp({ ...SITE_ENV, ...store.env });
    recruiter = await signUp(t.app, 'recruiter');
    ids.c1 = (await createCompany(t.app, recruiter, `Acme ${Date.now()}`))._id;
    ids.c2 = (await createCompany(t.app, recruiter, `Globex ${Date.now()}`))._id;
    ids.j1 = (await postJob(t.app, recruiter, ids.c1, { title: 'Alpha developer' }))._id;
    ids.j2 = (await postJob(t.app, recruiter, ids.c1, { title: 'Beta developer' }))._id;
    ids.j3 = (await postJob(t.app, recruiter, ids.c2, { title: 'Gamma developer' }))._id;
  });
  afterAll(async () => {
    await t.close();
  });

  /**
   * Stores every watched page, runs `write`, and expects exactly `changed` to be dropped and
   * rendered again in the background (not by a view), every other page left as it was stored.
   */
  async function expectWriteChanges(changed: PageName[], write: () => Promise<unknown>) {
    for (const url of Object.values(urls())) await view(url);
    await backgroundDone();
    const before = await stored();
    for (const url of Object.values(urls())) expect(before.has(url)).toBe(true);
    await write();
    const changedUrls = changed.map((name) => urls()[name]);
    await until('the changed pages rendered again', async () => {
      const now = await stored();
      return changedUrls.every((url) => (now.get(url)?.renderedAt ?? 0) > before.get(url)!.renderedAt);
    });
    await backgroundDone();
    // A render that ran leaves no row in the task queue.
    expect(await renderTasks()).toBe(0);
    const after = await stored();
    for (const [name, url] of Object.entries(urls())) {
      if (changed.includes(name as PageName)) expect(after.get(url)!.renderedAt).toBeGreaterThan(before.get(url)!.renderedAt);
      else expect({ name, ...after.get(url) }).toEqual({ name, ...before.get(url) });
    }
  }

  it('renders a page at its first view and stores it: every later view, on any instance, is served from the store', async () => {
    // The pages the set-up's posts queued are rendered first: no render in the background races these views.
    await backgroundDone();
    // A search no release renders ahead: its first view renders it, stored with its query, whatever the order of its parameters.
    const listing = await view('/browse?sort=newest&q=developer');
    expect((await stored()).has('/browse?q=developer&sort=newest')).toBe(true);
    expect(renderIdOf(await view('/browse?q=developer&sort=newest'))).toBe(renderIdOf(listing));
    expect(renderIdOf(await view('/browse?q=alpha&sort=newest'))).not.toBe(renderIdOf(listing));
    // The query a job page does not read makes no other page.
    const url = `/description/${ids.j1}?utm_source=feed`;
    const jobPage = await view(url);
    expect(rootOf(jobPage)).toContain('<h1>Alpha developer</h1>');
    expect((await stored()).has(`/description/${ids.j1}`)).toBe(true);
    expect(renderIdOf(await view(`/description/${ids.j1}`))).toBe(renderIdOf(jobPage));
    expect(renderIdOf(await view(url))).toBe(renderIdOf(jobPage));
  });

  it('never serves a stored page whose bytes were damaged: the view renders it afresh, stores it in its place, and the log names the page', async () => {
    await backgroundDone();
    const url = `/description/${ids.j2}`;
    await view(url);
    await store.damage(t.database.handle.db, url);
    const warnings = jest.spyOn(t.app.log, 'warn');
    const afresh = await view(url);
    expect(rootOf(afresh)).toContain('<h1>Beta developer</h1>');
    expect(renderIdOf(await view(url))).toBe(renderIdOf(afresh));
    // The store works: the operator reads which page was damaged, not that the store failed.
    expect(warnings).toHaveBeenCalledWith(expect.objectContaining({ url }), 'a stored page was damaged: it is rendered again and stored in its place');
    expect(warnings).not.toHaveBeenCalledWith(expect.anything(), expect.stringContaining('could not read from the rendered page store'));
    warnings.mockRestore();
  });

  it("drops and renders again a job's page, its company's page and the listings when the job is edited", async () => {
    await expectWriteChanges(['j1', 'c1', ...LISTINGS], () =>
      t.app.inject({ method: 'PUT', url: `/api/v1/job/update/${ids.j1}`, headers: { cookie: recruiter.cookie }, payload: { title: 'Alpha lead developer' } }),
    );
    expect(rootOf(await view(urls().j1))).toContain('<h1>Alpha lead developer</h1>');
    expect(rootOf(await view(urls().c1))).toContain('<li>Alpha lead developer at Acme');
    expect(rootOf(await view(urls().browse))).toContain('<li>Alpha lead developer at Acme');
  });

  it('does the same when a job is closed, or its deadline changes', async () => {
    await expectWriteChanges(['j2', 'c1', ...LISTINGS], () =>
      t.app.inject({ method: 'PUT', url: `/api/v1/job/update/${ids.j2}`, headers: { cookie: recruiter.cookie }, payload: { status: 'closed' } }),
    );
    expect(rootOf(await view(urls().j2))).toContain('<p>closed</p>');
    expect(rootOf(await view(urls().c1))).not.toContain('Beta developer');

    await expectWriteChanges(['j2', 'c1', ...LISTINGS], () =>
      t.app.inject({ method: 'PUT', url: `/api/v1/job/update/${ids.j2}`, headers: { cookie: recruiter.cookie }, payload: { status: 'open', deadline: '2999-12-31' } }),
    );
    expect(rootOf(await view(urls().j2))).toContain('<p>open</p>');
  });

  it("drops a company's page, its jobs' pages and the listings when the company is edited or gets a logo", async () => {
    await expectWriteChanges(['c2', 'j3', ...LISTINGS], async () => {
      const form = await multipartBody({ name: 'Globex Renamed' });
      return t.app.inject({ method: 'PUT', url: `/api/v1/company/update/${ids.c2}`, payload: form.payload, headers: { ...form.headers, cookie: recruiter.cookie } });
    });
    expect(rootOf(await view(urls().j3))).toContain('Globex Renamed');

    await expectWriteChanges(['c1', 'j1', 'j2', ...LISTINGS], async () => {
      const form = await multipartBody({}, { content: sampleFiles.png, filename: 'logo.png', type: 'image/png' });
      return t.app.inject({ method: 'PUT', url: `/api/v1/company/update/${ids.c1}`, payload: form.payload, headers: { ...form.headers, cookie: recruiter.cookie } });
    });
    expect(rootOf(await view(urls().j1))).toMatch(/<img src="\/api\/v1\/media\/logos\/[0-9a-f]{32}\.img">/);
  });

  it("drops its company's page and the listings when a job is posted, and only the job's page when someone applies", async () => {
    await expectWriteChanges(['c2', ...LISTINGS], () => postJob(t.app, recruiter, ids.c2, { title: 'Delta developer' }));
    expect(rootOf(await view(urls().c2))).toContain('<li>Delta developer at Globex');

    const student = await signUp(t.app, 'student');
    await expectWriteChanges(['j3'], () => apply(t.app, student, ids.j3));
    expect(rootOf(await view(urls().j3))).toContain('<p>applicants 1</p>');
  });

  it("drops its company's page and its jobs' pages when the hiring team changes a stage (how quickly it responds), nothing when the student withdraws", async () => {
    const student = await signUp(t.app, 'student');
    await apply(t.app, student, ids.j3);
    const [application] = (await t.app.inject({ method: 'GET', url: '/api/v1/application/get', headers: { cookie: student.cookie } })).json().application;
    const post = (who: Actor, url: string, payload?: Record<string, unknown>) => t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: { cookie: who.cookie }, payload });
    await expectWriteChanges(['c2', 'j3'], () => post(recruiter, `/application/status/${application._id}/update`, { status: 'shortlisted' }));
    await expectWriteChanges([], () => post(student, `/application/withdraw/${application._id}`));
  });

  it("drops both companies' pages when a job moves from one to the other", async () => {
    await expectWriteChanges(['j1', 'c1', 'c2', ...LISTINGS], () =>
      t.app.inject({ method: 'PUT', url: `/api/v1/job/update/${ids.j1}`, headers: { cookie: recruiter.cookie }, payload: { companyId: ids.c2 } }),
    );
    expect(rootOf(await view(urls().c1))).not.toContain('Alpha lead developer');
    expect(rootOf(await view(urls().c2))).toContain('Alpha lead developer');
  });

  it('serves a stale page once more while the task queue renders it again, then the new render', async () => {
    const url = urls().j3;
    const kept = renderIdOf(await view(url));
    await backgroundDone();
    const renderedAt = (await stored()).get(url)!.renderedAt;
    await store.makeStale(t.database.handle.db, url);
    expect(renderIdOf(await view(url))).toBe(kept);
    await until('the stale page rendered again', async () => ((await stored()).get(url)?.renderedAt ?? 0) > renderedAt);
    const again = renderIdOf(await view(url));
    expect(again).not.toBe(kept);
    expect(renderIdOf(await view(url))).toBe(again);
  });

  it("serves a stored page's head with it: a view reads nothing else, so head and screen are one render's", async () => {
    const url = urls().j3;
    const db = t.database.handle.db;
    await view(url);
    await backgroundDone();
    const stored = await view(url);
    const { title } = await db.selectFrom('jobs').select('title').where('id', '=', Number(ids.j3)).executeTakeFirstOrThrow();
    // A change no write through the API announces: what is stored is what visitors get, head and all.
    await db.updateTable('jobs').set({ title: 'Quietly renamed developer' }).where('id', '=', Number(ids.j3)).execute();
    try {
      const page = await view(url);
      expect(renderIdOf(page)).toBe(renderIdOf(stored));
      expect(titleOf(page)).toBe(titleOf(stored));
      expect(titleOf(page)).toContain(title);
    } finally {
      await db.updateTable('jobs').set({ title }).where('id', '=', Number(ids.j3)).execute();
    }
  });

  it("stops serving a job's page when its deadline passes: at the end of that day on the server's clock", async () => {
    const today = new Date();
    const endOfToday = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1).getTime();
    const job = await postJob(t.app, recruiter, ids.c2, { title: 'Deadline developer', deadline: todayIso(today) });
    expect(await pageDependencies(t.database.handle.db).ofPage({ kind: 'job', id: Number(job._id) })).toMatchObject({ rightUntil: endOfToday });
    await view(`/description/${job._id}`);
    // Kept an hour at most, and never past the deadline.
    const expiresAt = await store.expiresAt(t.database.handle.db, `/description/${job._id}`);
    expect(expiresAt).toBeLessThanOrEqual(endOfToday);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + KEPT_FOR_MS);
  });

  it("never stores a logged-in user's page, nor serves them one from the store", async () => {
    const student = await signUp(t.app, 'student');
    const job = await postJob(t.app, recruiter, ids.c2, { title: 'Private view developer' });
    const url = `/description/${job._id}`;
    // The posted job's page is rendered ahead for visitors, and kept from the student all the same.
    await backgroundDone();
    const kept = (await stored()).get(url);
    expect(kept).toBeDefined();
    expect(rootOf(await view(url, t.app, student.cookie))).toBe('');
    expect((await stored()).get(url)).toEqual(kept);

    expect(renderIdOf(await view(url))).toBeDefined();
    for (const cookie of [student.cookie, recruiter.cookie]) expect(rootOf(await view(url, t.app, cookie))).toBe('');
  });

  it('sends a page whose render fails, or renders in part, for the browser to render, and stores neither', async () => {
    const failed = await view('/browse?q=developer&throw=1');
    expect(failed).toContain('<title>');
    expect(rootOf(failed)).toBe('');
    const partial = await view('/browse?q=developer&partial=1');
    expect(rootOf(partial)).toContain('developer');
    expect(renderIdOf(await view('/browse?q=developer&partial=1'))).not.toBe(renderIdOf(partial));
    const kept = await stored();
    expect(kept.has('/browse?q=developer&throw=1')).toBe(false);
    expect(kept.has('/browse?partial=1&q=developer')).toBe(false);
  });

  it('stores neither the not-found page nor a page with a secret in its link', async () => {
    expect(rootOf(await view('/nowhere-at-all'))).not.toBe('');
    expect(rootOf(await view('/jobs?token=secret-link'))).not.toBe('');
    const urlsKept = [...(await stored()).keys()];
    expect(urlsKept.filter((url) => url.includes('nowhere') || url.includes('secret-link'))).toEqual([]);
  });

  it('keeps the pages of a shell released before its table said what pages show as that shell had them, and renders a route it shows nothing of on every view', async () => {
    const older = ROUTES.map(({ shows: _shows, ...route }) => route);
    const made = { path: '/vacancy/:id', remote: 'student', screen: 'JobDescription', access: 'anyone', title: 'Vacancy · JobPortal', shows: 'vacancies' };
    site.write('screen-routes.json', JSON.stringify([...older, made]));
    try {
      const job = await postJob(t.app, recruiter, ids.c1, { title: 'Rolled back developer' });
      for (const url of [`/description/${job._id}`, '/browse?q=rolled']) {
        const first = await view(url);
        expect(rootOf(first)).toContain('Rolled back developer');
        expect(renderIdOf(await view(url))).toBe(renderIdOf(first));
      }
      const vacancy = await view(`/vacancy/${job._id}`);
      expect(titleOf(vacancy)).toBe('Vacancy · JobPortal');
      expect(renderIdOf(await view(`/vacancy/${job._id}`))).not.toBe(renderIdOf(vacancy));
      expect([...(await stored()).keys()].filter((url) => url.includes('vacancy'))).toEqual([]);
    } finally {
      site.write('screen-routes.json', JSON.stringify(ROUTES));
    }
  });

  it("keeps a page rendered from data read before a write out of the store: the write's drop wins", async () => {
    const pages = await store.open(t.database.handle);
    try {
      const page = (url: string): PageToStore => ({
        generation: 'race',
        url,
        screen: screenInPage({ html: '<main>old</main>', styles: '', state: null }),
        renderedAt: Date.now(),
        freshUntil: Date.now() + 60_000,
        expiresAt: Date.now() + 60_000,
        dependencies: ['job:424242', 'listing'],
      });
      const since = await pages.lastDrop();
      await pages.drop(['job:424242']);
      expect(await pages.put(page('/race/after-a-drop'), since)).toBe(false);
      expect(await pages.get({ generation: 'race', url: '/race/after-a-drop' })).toBeNull();
      expect(await pages.put(page('/race/after-a-drop'), await pages.lastDrop())).toBe(true);
      expect(await pages.get({ generation: 'race', url: '/race/after-a-drop' })).toMatchObject({ screen: screenInPage({ html: '<main>old</main>', styles: '', state: null }) });
      expect((await pages.drop(['listing'])).map(({ url }) => url)).toContain('/race/after-a-drop');
    } finally {
      await pages.close();
    }
  });

  it("deletes the old release's pages at a release switch and renders them again with the new one", async () => {
    for (const url of Object.values(urls())) await view(url);
    await backgroundDone();
    const before = await stored();
    const oldGeneration = before.get(urls().home)!.generation;
    releaseStudent('1.0.1-two');
    try {
      await view(urls().home);
      await until('every page rendered with the new release', async () => {
        const now = await stored();
        return Object.values(urls()).every((url) => now.has(url) && now.get(url)!.generation !== oldGeneration);
      });
      const after = await stored();
      expect([...after.values()].filter(({ generation }) => generation === oldGeneration)).toEqual([]);
    } finally {
      releaseStudent('1.0.0-one');
    }
  });

  it('renders every page of a release ahead of its first view: pages nobody opened are served from the store', async () => {
    // A job written past the API (as an import would) has never had its page rendered.
    const db = t.database.handle.db;
    // PostgreSQL's search column (`words`) is generated from the row.
    const { id: _id, words: _words, ...row } = (await db.selectFrom('jobs').selectAll().where('id', '=', Number(ids.j3)).executeTakeFirstOrThrow()) as JobRow & { words?: unknown };
    const written = { ...row, title: 'Never opened developer', created_at: toIso(row.created_at), updated_at: toIso(row.updated_at) };
    const { id: unseen } = await db.insertInto('jobs').values(written).returning('id').executeTakeFirstOrThrow();
    const unseenUrl = `/description/${unseen}`;
    await backgroundDone();
    const before = (await stored()).get(urls().home)?.generation;
    releaseStudent('1.0.2-three');
    try {
      // The one view: nobody opens the job's page until it is served from the store.
      await view(urls().home);
      const generation = () => stored().then((now) => now.get(urls().home)?.generation);
      await until('the home page rendered with the new release', async () => ![undefined, before].includes(await generation()));
      await until('the page nobody opened rendered ahead', async () => (await stored()).get(unseenUrl)?.generation === (await generation()));
      await backgroundDone();
      const now = await stored();
      const release = now.get(urls().home)!.generation;
      for (const url of [unseenUrl, urls().j1, urls().j3, urls().c1, urls().c2, urls().jobs]) expect({ url, generation: now.get(url)?.generation }).toEqual({ url, generation: release });
      const ahead = renderIdOf(await view(unseenUrl));
      expect(ahead).toBeDefined();
      expect(renderIdOf(await view(unseenUrl))).toBe(ahead);
      expect((await stored()).get(unseenUrl)!.renderedAt).toBe(now.get(unseenUrl)!.renderedAt);
    } finally {
      releaseStudent('1.0.0-one');
    }
  });

  it("renders a posted job's page ahead of its first view", async () => {
    const job = await postJob(t.app, recruiter, ids.c1, { title: 'Just posted developer' });
    await backgroundDone();
    const url = `/description/${job._id}`;
    const renderedAt = (await stored()).get(url)?.renderedAt;
    expect(renderedAt).toBeDefined();
    expect(rootOf(await view(url))).toContain('<h1>Just posted developer</h1>');
    expect((await stored()).get(url)!.renderedAt).toBe(renderedAt);
  });

  it("renders a canary's visitors' pages with its server build, stored beside the live release's, and the live one for everyone once it ends", async () => {
    const buckets = Array.from({ length: 100 }, (_, i) => `rendered-page-${String(i).padStart(8, '0')}`);
    const onCanary = `bucket=${buckets.find((bucket) => canaryPoint(bucket, 'student') < 50)}`;
    const onLive = `bucket=${buckets.find((bucket) => canaryPoint(bucket, 'student') >= 50)}`;
    const studentOf = (html: string) => /<p>student ([^<]+)<\/p>/.exec(html)?.[1];
    releaseStudent('1.0.0-one', { version: '1.1.0-canary', percent: 50 });
    try {
      const canaryPage = await view(urls().j1, t.app, onCanary);
      const livePage = await view(urls().j1, t.app, onLive);
      expect(studentOf(canaryPage)).toBe('1.1.0-canary');
      expect(studentOf(livePage)).toBe('1.0.0-one');
      // Both are kept: neither release's visitors make the other's page render again.
      for (let i = 0; i < 2; i++) {
        expect(renderIdOf(await view(urls().j1, t.app, onCanary))).toBe(renderIdOf(canaryPage));
        expect(renderIdOf(await view(urls().j1, t.app, onLive))).toBe(renderIdOf(livePage));
      }
      // An edit renders both again in the background, each with its own release.
      await t.app.inject({ method: 'PUT', url: `/api/v1/job/update/${ids.j1}`, headers: { cookie: recruiter.cookie }, payload: { title: 'Alpha developer, edited' } });
      await backgroundDone();
      for (const [cookie, version] of [[onCanary, '1.1.0-canary'], [onLive, '1.0.0-one']] as const) {
        const page = await view(urls().j1, t.app, cookie);
        expect(rootOf(page)).toContain('<h1>Alpha developer, edited</h1>');
        expect(studentOf(page)).toBe(version);
      }
    } finally {
      releaseStudent('1.0.0-one');
    }
    expect(studentOf(await view(urls().j1, t.app, onCanary))).toBe('1.0.0-one');
  });

  describe('two instances', () => {
    let secondHandle: DatabaseHandle;
    let second: FastifyInstance;
    beforeAll(async () => {
      // Its own connections to the same database, and the same DATA_DIR (the session secret).
      secondHandle = connectDatabase({ databaseUrl: t.database.databaseUrl, dataDir: t.database.dataDir });
      second = await buildApp({ config: loadConfig({ DATA_DIR: t.database.dataDir, LOG_LEVEL: 'silent', ...SITE_ENV, ...store.env }), database: secondHandle });
      await second.ready();
    });
    afterAll(async () => {
      await second?.close();
      await secondHandle?.close();
    });

    it("shows a write through one instance on the other's pages at once, however recently the other read the job", async () => {
      const job = await postJob(t.app, recruiter, ids.c2, { title: 'Before the edit' });
      const url = `/description/${job._id}`;
      // The second instance keeps the job's public answer (from its second view within a minute).
      for (let i = 0; i < 2; i++) expect((await second.inject({ method: 'GET', url: `/api/v1/job/get/${job._id}` })).json().job.title).toBe('Before the edit');
      const edited = await t.app.inject({ method: 'PUT', url: `/api/v1/job/update/${job._id}`, headers: { cookie: recruiter.cookie }, payload: { title: 'After the edit' } });
      expect(edited.statusCode).toBe(200);
      const page = await view(url, second);
      expect(rootOf(page)).toContain('<h1>After the edit</h1>');
      expect(titleOf(page)).toMatch(/^After the edit at /);

      // Stored and viewed on the second, edited through the first. The edit also queued the page
      // to be rendered again, and either instance's worker may store that render after the view
      // stored its own: once it has, every view is served the one stored render.
      await backgroundDone();
      const stored = renderIdOf(await view(url, second));
      expect(renderIdOf(await view(url, second))).toBe(stored);
      await t.app.inject({ method: 'PUT', url: `/api/v1/job/update/${job._id}`, headers: { cookie: recruiter.cookie }, payload: { title: 'After two edits' } });
      expect(rootOf(await view(url, second))).toContain('<h1>After two edits</h1>');
    });
  });
}

describe('rendered pages in the database', () => storeBehaviour(databaseStore));

const redisPrefix = uniqueRedisPrefix('rendered-pages');
describeWithRedis('rendered pages in Redis')('rendered pages in Redis', () => {
  afterAll(() => dropRedisPrefix(redisPrefix));
  storeBehaviour(redisStore(redisPrefix));
});

describe('a page store that cannot be reached', () => {
  it('renders every page on the spot, as without a store', async () => {
    const t = await startTestApp({ ...SITE_ENV, REDIS_URL: 'redis://127.0.0.1:1', REDIS_KEY_PREFIX: uniqueRedisPrefix('unreachable') });
    try {
      const views: string[] = [];
      for (let i = 0; i < 2; i++) views.push((await t.app.inject({ method: 'GET', url: '/browse?q=anything' })).body);
      for (const body of views) expect(rootOf(body)).toContain('<ul></ul>');
      expect(renderIdOf(views[1]!)).not.toBe(renderIdOf(views[0]!));
    } finally {
      await t.close();
    }
  });
});

describe('RENDER_AHEAD_PAGES', () => {
  it('bounds the pages a release renders ahead; with 0, a page is rendered at its first view only', async () => {
    for (const [ahead, expected] of [['2', ['/', '/jobs']], ['0', []]] as const) {
      const t = await startTestApp({ ...SITE_ENV, RENDER_AHEAD_PAGES: ahead });
      try {
        const recruiter = await signUp(t.app, 'recruiter');
        const company = await createCompany(t.app, recruiter, `Ahead ${ahead} ${Date.now()}`);
        const job = await postJob(t.app, recruiter, company._id, { title: 'Ahead developer' });
        await t.app.inject({ method: 'GET', url: '/browse?q=ahead' });
        await until('no page render queued', async () => {
          const pending = await t.database.handle.db.selectFrom('task_outbox').select('id').where('kind', 'in', ['page.render', 'page.render-ahead']).where('done_at', 'is', null).execute();
          return pending.length === 0;
        });
        // The posted job's own pages come with the write, and the search with its view: the rest is the walk's.
        const notWalked = [`/description/${job._id}`, `/company/${company._id}`, '/browse?q=ahead'];
        const kept = await t.database.handle.db.selectFrom('rendered_pages').select('url').execute();
        const walked = kept.map(({ url }) => url).filter((url) => !notWalked.includes(url));
        expect(walked.sort()).toEqual([...expected]);
      } finally {
        await t.close();
      }
    }
  });
});

describe('the database store', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.handle.close();
    await database.drop();
  });

  it('keeps at most its bound, the least recently rendered pages going first', async () => {
    const store = new DatabasePageStore(database.handle.db, database.handle.engine, 10);
    const start = Date.now();
    for (let i = 0; i < BOUND_EVERY; i++) {
      const renderedAt = start + i;
      await store.put(
        { generation: 'g', url: `/page/${i}`, screen: screenInPage({ html: `${i}`, styles: '', state: '[]' }), renderedAt, freshUntil: renderedAt + 60_000, expiresAt: renderedAt + 60_000, dependencies: ['listing'] },
        await store.lastDrop(),
      );
    }
    const kept = await database.handle.db.selectFrom('rendered_pages').select('url').orderBy('url').execute();
    expect(kept.map(({ url }) => url).sort()).toEqual(Array.from({ length: 10 }, (_, i) => `/page/${BOUND_EVERY - 10 + i}`).sort());
  });
});
