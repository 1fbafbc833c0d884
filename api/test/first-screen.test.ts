import { signUp } from './support/actors';
import { BUILT_INDEX_HTML, siteFolder } from './support/site-folder';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Each page names its first screen's files in its HTML, so the browser needs no round trip
 * to learn them: the live remotes.json and the page's remote manifest as JSON data blocks,
 * and a preload of the screen's scripts. A site laid out as a release publishes it.
 */
const STUDENT = '/remotes/student/1.0.0-aaaaaaaaaa/mf-manifest.json';
const RECRUITER = '/remotes/recruiter/2.0.0-cccccccccc/mf-manifest.json';
const manifest = (version: string) => ({
  id: 'mfe_student',
  metaData: { name: 'mfe_student', publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
  shared: [],
  exposes: [
    { name: 'Home', path: './Home', assets: { js: { sync: [`__federation_expose_Home.${version}.js`], async: [] } } },
    { name: 'JobDescription', path: './JobDescription', assets: { js: { sync: ['__federation_expose_JobDescription.1.js', '262.5d6d.js'], async: [] } } },
  ],
});

const LIVE = { student: STUDENT, auth: 'https://auth.example/mf-manifest.json', recruiter: RECRUITER };

let t: TestApp;
const site = siteFolder();
const { write } = site;

beforeAll(async () => {
  write('index.html', BUILT_INDEX_HTML);
  write('screen-routes.json', JSON.stringify([
    { path: '/', remote: 'student', screen: 'Home', access: 'notRecruiter', shows: 'listing' },
    { path: '/description/:id', remote: 'student', screen: 'JobDescription', access: 'anyone', shows: 'job' },
    { path: '/login', remote: 'auth', screen: 'Login', access: 'guest' },
    { path: '/admin/jobs/create', remote: 'recruiter', screen: 'JobCreate', access: 'recruiter' },
  ]));
  write('remotes.json', JSON.stringify(LIVE));
  write(STUDENT, JSON.stringify(manifest('first')));
  write(RECRUITER, JSON.stringify({ ...manifest('first'), exposes: [{ name: 'JobCreate', assets: { js: { sync: ['__federation_expose_JobCreate.1.js'] } } }] }));
  t = await startTestApp({ SITE_DIR: site.dir });
});
afterAll(async () => {
  await t.close();
  site.remove();
});

const headOf = async (url: string, cookie?: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  return /<head>(.*)<\/head>/s.exec(response.body)![1]!;
};
const dataBlock = (head: string, id: string) => {
  const text = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(head)?.[1];
  return text === undefined ? undefined : JSON.parse(text);
};
const preloads = (head: string) => [...head.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map((match) => match[1]);

it('carries the live remotes config, the page\'s remote manifest, and preloads of its screen\'s scripts', async () => {
  const head = await headOf('/');
  expect(dataBlock(head, 'remotes-config')).toEqual(LIVE);
  expect(dataBlock(head, 'remote-manifests')).toEqual({ [STUDENT]: manifest('first') });
  expect(preloads(head)).toEqual(['/remotes/student/1.0.0-aaaaaaaaaa/remoteEntry.js', '/remotes/student/1.0.0-aaaaaaaaaa/__federation_expose_Home.first.js']);
});

it('names the screen of a page with a parameter, also when that job does not exist', async () => {
  expect(preloads(await headOf('/description/999999'))).toEqual([
    '/remotes/student/1.0.0-aaaaaaaaaa/remoteEntry.js',
    '/remotes/student/1.0.0-aaaaaaaaaa/__federation_expose_JobDescription.1.js',
    '/remotes/student/1.0.0-aaaaaaaaaa/262.5d6d.js',
  ]);
});

it('names a screen\'s files only to someone who will see it: a recruiter\'s, not a visitor\'s or a student\'s', async () => {
  const recruiterFiles = ['/remotes/recruiter/2.0.0-cccccccccc/remoteEntry.js', '/remotes/recruiter/2.0.0-cccccccccc/__federation_expose_JobCreate.1.js'];
  expect(preloads(await headOf('/admin/jobs/create', (await signUp(t.app, 'recruiter')).cookie))).toEqual(recruiterFiles);
  for (const cookie of [undefined, (await signUp(t.app, 'student')).cookie]) {
    const head = await headOf('/admin/jobs/create', cookie);
    expect(preloads(head)).toEqual([]);
    expect(dataBlock(head, 'remote-manifests')).toBeUndefined();
  }
});

it('gives a remote hosted elsewhere the config only: its manifest is not the server\'s to read', async () => {
  const head = await headOf('/login');
  expect(dataBlock(head, 'remotes-config')).toBeDefined();
  expect(dataBlock(head, 'remote-manifests')).toBeUndefined();
  expect(preloads(head)).toEqual([]);
});

it('gives a page no route knows the config only', async () => {
  const head = await headOf('/no/such/page');
  expect(dataBlock(head, 'remotes-config')).toBeDefined();
  expect(preloads(head)).toEqual([]);
});

it('names the new release\'s files on the next request after a release switches remotes.json', async () => {
  const next = '/remotes/student/1.0.1-bbbbbbbbbb/mf-manifest.json';
  write(next, JSON.stringify(manifest('second')));
  write('remotes.json', JSON.stringify({ student: next }));
  const head = await headOf('/');
  expect(dataBlock(head, 'remotes-config')).toEqual({ student: next });
  expect(preloads(head)).toEqual(['/remotes/student/1.0.1-bbbbbbbbbb/remoteEntry.js', '/remotes/student/1.0.1-bbbbbbbbbb/__federation_expose_Home.second.js']);
  write('remotes.json', JSON.stringify(LIVE));
});

it('still sends the page when remotes.json is being rewritten and does not parse', async () => {
  write('remotes.json', '{"student": "/remo');
  const response = await t.app.inject({ method: 'GET', url: '/' });
  expect(response.statusCode).toBe(200);
  expect(dataBlock(/<head>(.*)<\/head>/s.exec(response.body)![1]!, 'remotes-config')).toBeUndefined();
  write('remotes.json', JSON.stringify(LIVE));
});

it('never reads a manifest outside the site folder', async () => {
  write('remotes.json', JSON.stringify({ student: '/../../etc/mf-manifest.json' }));
  const head = await headOf('/');
  expect(dataBlock(head, 'remote-manifests')).toBeUndefined();
  write('remotes.json', JSON.stringify(LIVE));
});

it('keeps "</script>" in a manifest from closing its data block', async () => {
  const hostile = { ...manifest('first'), id: '</script><script>alert(1)</script>' };
  write(STUDENT, JSON.stringify(hostile));
  const head = await headOf('/');
  expect(head).not.toContain('</script><script>alert(1)');
  expect(dataBlock(head, 'remote-manifests')[STUDENT].id).toBe(hostile.id);
  write(STUDENT, JSON.stringify(manifest('first')));
});
