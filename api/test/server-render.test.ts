import fs from 'node:fs';
import path from 'node:path';
import { SSR_ENTRY_FILE, SSR_STATE_ELEMENT_ID } from '@portal/site/server-render';
import { createCompany, postJob, signUp, type Actor } from './support/actors';
import { multipartBody, sampleFiles } from './support/multipart';
import { BUILT_INDEX_HTML, siteFolder } from './support/site-folder';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * A visitor's public page arrives with its first screen rendered by the live shell's server
 * build, in a worker, with the API's answers inline; anything that goes wrong sends the page
 * as before, for the browser to render. The shell build here is a fixture with the real
 * build's exports (test/fixtures/server-render/shell-render.js).
 */
const BUDGET_MS = 3000;
const FIXTURE_SHELL_BUILD = fs.readFileSync(path.join(__dirname, 'fixtures/server-render/shell-render.js'), 'utf8');
const manifestUrl = (version: string) => `/remotes/student/${version}/mf-manifest.json`;

let t: TestApp;
let recruiter: Actor;
let companyId: string;
const site = siteFolder();
const { write } = site;
/** A student release whose server build renders `heading`; `withServerBuild: false` is a release without one. */
const releaseStudent = (version: string, heading: string, withServerBuild = true) => {
  const metaData = withServerBuild ? { ssrRemoteEntry: { path: 'server', name: 'remoteEntry.js' } } : {};
  write(manifestUrl(version).slice(1), JSON.stringify({ id: 'mfe_student', metaData, shared: [], exposes: [] }));
  write(`remotes/student/${version}/server/remoteEntry.js`, `exports.heading = ${JSON.stringify(heading)};`);
  write('remotes.json', JSON.stringify({ student: manifestUrl(version), auth: '/remotes/auth/1/mf-manifest.json' }));
};
const releaseShell = (entry: string, source: string) => {
  write(entry, source);
  write(SSR_ENTRY_FILE, JSON.stringify({ entry }));
};

beforeAll(async () => {
  write('index.html', BUILT_INDEX_HTML);
  write('screen-routes.json', JSON.stringify([
    { path: '/', remote: 'student', screen: 'Home', access: 'notRecruiter', shows: 'listing' },
    { path: '/browse', remote: 'student', screen: 'Browse', access: 'anyone', shows: 'listing' },
    { path: '/description/:id', remote: 'student', screen: 'JobDescription', access: 'anyone', shows: 'job' },
    { path: '/login', remote: 'auth', screen: 'Login', access: 'guest' },
    { path: '/notifications', owner: 'shell', access: 'user', title: 'Notifications · JobPortal' },
  ]));
  releaseStudent('1.0.0-one', 'Release one');
  releaseShell('server/render.aaaa.js', FIXTURE_SHELL_BUILD);
  t = await startTestApp({ SITE_DIR: site.dir, SERVER_RENDER_BUDGET_MS: String(BUDGET_MS) });
  recruiter = await signUp(t.app, 'recruiter');
  companyId = (await createCompany(t.app, recruiter))._id;
  await postJob(t.app, recruiter, companyId, { title: 'Kotlin developer' });
});
afterAll(async () => {
  await t.close();
  site.remove();
});

const page = async (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const rootOf = (html: string) => /<div id="?root"?>(.*?)<\/div>/s.exec(html)![1];
const stateOf = (html: string) => {
  const text = new RegExp(`<script type="application/json" id="${SSR_STATE_ELEMENT_ID}">(.*?)</script>`).exec(html)?.[1];
  return text === undefined ? undefined : JSON.parse(text);
};

it("sends a visitor's public page with its screen rendered, its styles in the head and the answers it read inline", async () => {
  const response = await page('/browse?q=kotlin');
  expect(response.statusCode).toBe(200);
  expect(rootOf(response.body)).toBe('<main><h1>Release one</h1><ul><li>Kotlin developer</li></ul></main>');
  const head = response.body.slice(0, response.body.indexOf('</head>'));
  expect(head).toContain('<style data-styled="true">h1{color:navy}</style>');
  const [answer] = stateOf(response.body);
  expect(answer).toMatchObject({ endpointName: 'searchJobs', arg: 'kotlin', value: { success: true, total: 1 } });
});

it("links the logos on a rendered page from the site, as the page's policy allows, and not from the render's own request", async () => {
  const company = await createCompany(t.app, recruiter, `Logo Works ${Date.now()}`);
  const logoForm = await multipartBody({}, { content: sampleFiles.png, filename: 'logo.png', type: 'image/png' });
  const updated = await t.app.inject({ method: 'PUT', url: `/api/v1/company/update/${company._id}`, payload: logoForm.payload, headers: { ...logoForm.headers, cookie: recruiter.cookie } });
  expect(updated.statusCode).toBe(200);
  await postJob(t.app, recruiter, company._id, { title: 'Logo designer' });

  const response = await page('/browse?q=logo%20designer');
  const logo = /<img src="([^"]+)">Logo designer/.exec(rootOf(response.body)!)?.[1];
  expect(logo).toMatch(/^\/api\/v1\/media\/logos\/[0-9a-f]{32}\.img$/);
  expect(stateOf(response.body)[0].value.jobs[0].company.logo).toBe(logo);
  expect((await t.app.inject({ method: 'GET', url: logo! })).statusCode).toBe(200);
});

it('answers the screen as a visitor: a logged-in user gets the page to render in the browser', async () => {
  for (const role of ['student', 'recruiter'] as const) {
    const { cookie } = await signUp(t.app, role);
    const response = await page('/browse?q=kotlin', cookie);
    expect(rootOf(response.body)).toBe('');
    expect(stateOf(response.body)).toBeUndefined();
  }
});

it('draws the shell alone at a route whose remote has no server build, with nothing to take over: the browser renders the page', async () => {
  const response = await page('/login?redirect=/jobs');
  expect(response.statusCode).toBe(200);
  expect(rootOf(response.body)).toBe('<header><a href="/">Home</a><a href="/jobs">Jobs</a><a href="/browse">Browse</a></header><main></main>');
  expect(response.body.slice(0, response.body.indexOf('</head>'))).toContain('header{color:navy}');
  expect(stateOf(response.body)).toBeUndefined();
  expect(response.body).not.toContain('rel="expect"');
});

it("renders the shell's not-found page at a path no route shows, still a 404, and leaves a missing job's page and the shell's own pages to the browser", async () => {
  const nowhere = await page('/nowhere');
  expect(nowhere.statusCode).toBe(404);
  expect(rootOf(nowhere.body)).toContain('<h1>Page not found</h1>');
  expect(stateOf(nowhere.body)).toEqual([]);

  const missingJob = await page('/description/000000000000000000000000');
  expect(missingJob.statusCode).toBe(404);
  expect(rootOf(missingJob.body)).toBe('');
  // Notifications: the shell's own page, for logged-in users only.
  expect(rootOf((await page('/notifications')).body)).toBe('');
});

it('renders with the remote released a moment ago, and a release without a server build is rendered by the browser', async () => {
  releaseStudent('1.0.1-two', 'Release two');
  expect(rootOf((await page('/')).body)).toContain('<h1>Release two</h1>');
  releaseStudent('1.0.2-three', 'Release three', false);
  expect(rootOf((await page('/')).body)).toBe('');
  releaseStudent('1.0.1-two', 'Release two');
  expect(rootOf((await page('/')).body)).toContain('<h1>Release two</h1>');
});

it('starts the render worker of a release as it is switched, before any page asks for it', async () => {
  // This release's server build says when a worker loads it.
  const loaded = path.join(site.dir, 'loaded-by-a-worker');
  const version = '1.0.3-four';
  write(manifestUrl(version).slice(1), JSON.stringify({ id: 'mfe_student', metaData: { ssrRemoteEntry: { path: 'server', name: 'remoteEntry.js' } } }));
  write(`remotes/student/${version}/server/remoteEntry.js`, `require('fs').writeFileSync(${JSON.stringify(loaded)}, 'yes'); exports.heading = 'Release four';`);
  write('remotes.json', JSON.stringify({ student: manifestUrl(version) }));
  const deadline = Date.now() + 10_000;
  while (!fs.existsSync(loaded) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(fs.existsSync(loaded)).toBe(true);
  expect(rootOf((await page('/')).body)).toContain('<h1>Release four</h1>');
  releaseStudent('1.0.1-two', 'Release two');
});

it('makes a page of one release when a release switches remotes.json while the page is being made', async () => {
  // This release's server build switches remotes.json (the auth remote moves to another host) as its screen is rendered.
  const version = '1.0.4-five';
  const made = { student: manifestUrl(version), auth: '/remotes/auth/1/mf-manifest.json' };
  const next = { student: manifestUrl('1.0.1-two'), auth: 'https://auth.elsewhere.example/mf-manifest.json' };
  write(manifestUrl(version).slice(1), JSON.stringify({ id: 'mfe_student', metaData: { ssrRemoteEntry: { path: 'server', name: 'remoteEntry.js' } } }));
  write(
    `remotes/student/${version}/server/remoteEntry.js`,
    `let switched = false;
    Object.defineProperty(exports, 'heading', { get() {
      if (!switched) require('fs').writeFileSync(${JSON.stringify(path.join(site.dir, 'remotes.json'))}, ${JSON.stringify(JSON.stringify(next))});
      switched = true;
      return 'Release five';
    } });`,
  );
  write('remotes.json', JSON.stringify(made));
  const remotesConfigOf = (html: string) => JSON.parse(/<script type="application\/json" id="remotes-config">(.*?)<\/script>/.exec(html)![1]!);

  const during = await page('/browse?q=while-switching');
  expect(rootOf(during.body)).toContain('<h1>Release five</h1>');
  expect(remotesConfigOf(during.body)).toEqual(made);
  expect(during.headers['content-security-policy']).not.toContain('auth.elsewhere.example');

  const after = await page('/browse?q=after-switching');
  expect(remotesConfigOf(after.body)).toEqual(next);
  expect(after.headers['content-security-policy']).toContain("script-src 'self' https://auth.elsewhere.example");
  releaseStudent('1.0.1-two', 'Release two');
});

it("renders a page once at its first view and serves every later view from the store, until a job is posted", async () => {
  const url = '/browse?q=kotlin&counted=1';
  const renderOf = async () => /<p>render (\d+)<\/p>/.exec((await page(url)).body)![1];
  const firstView = await renderOf();
  expect(await renderOf()).toBe(firstView);
  expect(await renderOf()).toBe(firstView);

  await postJob(t.app, recruiter, companyId, { title: 'Kotlin lead' });
  const afterTheJob = rootOf((await page(url)).body);
  expect(afterTheJob).toContain('<li>Kotlin lead</li>');
  expect(afterTheJob).not.toContain(`render ${firstView}<`);
});

it('sends the page unrendered when its render throws or overruns the budget, and renders the next one', async () => {
  for (const url of ['/browse?throw=1', '/browse?slow=1']) {
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(rootOf(response.body)).toBe('');
    expect(response.body).toContain('<title>');
    expect(rootOf((await page('/browse?q=kotlin')).body)).toContain('Kotlin developer');
  }
});

it('sends pages unrendered while the live shell build cannot load, and renders again once a working one is released', async () => {
  releaseShell('server/render.bbbb.js', "throw new Error('this build is broken');");
  expect(rootOf((await page('/')).body)).toBe('');
  releaseShell('server/render.cccc.js', FIXTURE_SHELL_BUILD);
  expect(rootOf((await page('/')).body)).toContain('<h1>Release two</h1>');
});

it('sends a rendered page with the same security headers as an unrendered one', async () => {
  const rendered = await page('/browse');
  const unrendered = await page('/browse?throw=1');
  expect(rootOf(rendered.body)).not.toBe('');
  expect(rendered.headers['content-security-policy']).toBe(unrendered.headers['content-security-policy']);
});

it('never serves the server code released beside the browser files', async () => {
  for (const url of ['/server/render.cccc.js', '/remotes/student/1.0.1-two/server/remoteEntry.js']) {
    expect((await page(url)).statusCode).toBe(404);
  }
  expect((await page('/remotes/student/1.0.1-two/mf-manifest.json')).statusCode).toBe(200);
});
