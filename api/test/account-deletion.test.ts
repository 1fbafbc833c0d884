import fs from 'node:fs';
import path from 'node:path';
import { SSR_ENTRY_FILE } from '@portal/site/server-render';
import { apply, createCompany, postJob, signUp, TEST_PASSWORD, type Actor } from './support/actors';
import { BUILT_INDEX_HTML, siteFolder } from './support/site-folder';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * A recruiter who deletes their account is gone from the site in the same request: their jobs
 * and companies leave the API's public answers, the pages (rendered or not) and the sitemap,
 * although those are kept for JOB_CACHE_SECONDS (left at its default here) for everyone else.
 * Pages are rendered by the fixture shell build of server-render.test.ts, which lists the
 * search's job titles.
 */
const PUBLIC_URL = 'https://jobs.example.com';
const site = siteFolder();
let t: TestApp;

beforeAll(async () => {
  site.write('index.html', BUILT_INDEX_HTML);
  site.write(
    'screen-routes.json',
    JSON.stringify([
      { path: '/browse', remote: 'student', screen: 'Browse', access: 'anyone', shows: 'listing' },
      { path: '/description/:id', remote: 'student', screen: 'JobDescription', access: 'anyone', shows: 'job' },
      { path: '/company/:id', remote: 'student', screen: 'Company', access: 'anyone', shows: 'company' },
    ]),
  );
  const manifest = 'remotes/student/1.0.0/mf-manifest.json';
  site.write(manifest, JSON.stringify({ id: 'mfe_student', metaData: { ssrRemoteEntry: { path: 'server', name: 'remoteEntry.js' } }, shared: [], exposes: [] }));
  site.write('remotes/student/1.0.0/server/remoteEntry.js', 'exports.heading = "Jobs";');
  site.write('remotes.json', JSON.stringify({ student: `/${manifest}` }));
  site.write('server/render.aaaa.js', fs.readFileSync(path.join(__dirname, 'fixtures/server-render/shell-render.js'), 'utf8'));
  site.write(SSR_ENTRY_FILE, JSON.stringify({ entry: 'server/render.aaaa.js' }));
  t = await startTestApp({ SITE_DIR: site.dir, PUBLIC_URL, SERVER_RENDER_BUDGET_MS: '3000' });
});
afterAll(async () => {
  await t.close();
  site.remove();
});

const get = (url: string, who?: Actor) => t.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });
const api = (url: string, who?: Actor) => get(`/api/v1${url}`, who);
const deleteAccount = (who: Actor) => t.app.inject({ method: 'POST', url: '/api/v1/user/delete', headers: { cookie: who.cookie }, payload: { password: TEST_PASSWORD } });
const searchTitles = async (keyword: string) => (await api(`/job/get?keyword=${keyword}`)).json().jobs.map(({ title }: { title: string }) => title);
const sitemap = async () => (await get('/sitemap.xml')).body;

/** A recruiter with a company and an open job, and another recruiter's company beside it. */
async function recruiterWithAJob(keyword: string) {
  const recruiter = await signUp(t.app, 'recruiter');
  const company = await createCompany(t.app, recruiter, `Leaving ${keyword}`);
  const job = await postJob(t.app, recruiter, company._id, { title: `${keyword} engineer` });
  const stayingRecruiter = await signUp(t.app, 'recruiter');
  const staying = await createCompany(t.app, stayingRecruiter, `Staying ${keyword}`);
  const stayingJob = await postJob(t.app, stayingRecruiter, staying._id, { title: `${keyword} analyst` });
  return { recruiter, company, job, staying, stayingJob };
}

it("takes a deleted recruiter's job and company off the API's public answers at once, though they were cached", async () => {
  const { recruiter, company, job, stayingJob } = await recruiterWithAJob('Zanzibarist');
  const student = await signUp(t.app, 'student');
  // Each read twice: a public answer is kept from its second request.
  for (let view = 0; view < 2; view += 1) {
    expect((await api(`/job/get/${job._id}`)).statusCode).toBe(200);
    expect((await api(`/job/get/${job._id}`, student)).statusCode).toBe(200);
    expect(await searchTitles('Zanzibarist')).toEqual(['Zanzibarist analyst', 'Zanzibarist engineer']);
    expect((await api(`/company/profile/${company._id}`)).statusCode).toBe(200);
  }

  expect((await deleteAccount(recruiter)).statusCode).toBe(200);

  expect((await api(`/job/get/${job._id}`)).json()).toEqual({ success: false, message: 'Job not found.' });
  expect((await api(`/job/get/${job._id}`, student)).statusCode).toBe(404);
  expect(await searchTitles('Zanzibarist')).toEqual(['Zanzibarist analyst']);
  expect((await api(`/company/profile/${company._id}`)).json()).toEqual({ success: false, message: 'Company not found.' });
  expect((await api(`/job/get/${stayingJob._id}`)).statusCode).toBe(200);
});

it("answers 404 for a deleted recruiter's job and company pages, and drops the rendered pages that listed the job", async () => {
  const { recruiter, company, job } = await recruiterWithAJob('Quetzalist');
  const browse = '/browse?q=Quetzalist';
  expect((await get(`/description/${job._id}`)).statusCode).toBe(200);
  expect((await get(`/company/${company._id}`)).statusCode).toBe(200);
  await get(browse);
  expect((await get(browse)).body).toContain('<li>Quetzalist engineer</li>');

  expect((await deleteAccount(recruiter)).statusCode).toBe(200);

  expect((await get(`/description/${job._id}`)).statusCode).toBe(404);
  expect((await get(`/company/${company._id}`)).statusCode).toBe(404);
  const rendered = (await get(browse)).body;
  expect(rendered).toContain('<li>Quetzalist analyst</li>');
  expect(rendered).not.toContain('Quetzalist engineer');
});

it("leaves a deleted recruiter's job and company out of the sitemap; other recruiters' stay", async () => {
  const { recruiter, company, job, staying, stayingJob } = await recruiterWithAJob('Yodelist');
  const before = await sitemap();
  expect(before).toContain(`${PUBLIC_URL}/description/${job._id}<`);
  expect(before).toContain(`${PUBLIC_URL}/company/${company._id}<`);

  expect((await deleteAccount(recruiter)).statusCode).toBe(200);

  const after = await sitemap();
  expect(after).not.toContain(`${PUBLIC_URL}/description/${job._id}<`);
  expect(after).not.toContain(`${PUBLIC_URL}/company/${company._id}<`);
  expect(after).toContain(`${PUBLIC_URL}/description/${stayingJob._id}<`);
  expect(after).toContain(`${PUBLIC_URL}/company/${staying._id}<`);
});

it('takes the job off the saved lists, while a student who applied still has the application, closed', async () => {
  const { recruiter, job } = await recruiterWithAJob('Xylophonist');
  const student = await signUp(t.app, 'student');
  await apply(t.app, student, job._id);
  await t.app.inject({ method: 'POST', url: `/api/v1/job/save/${job._id}`, headers: { cookie: student.cookie } });
  expect((await api('/job/saved', student)).json().jobs).toHaveLength(1);

  expect((await deleteAccount(recruiter)).statusCode).toBe(200);

  expect((await api('/job/saved', student)).json().jobs).toEqual([]);
  const [application] = (await api('/application/get', student)).json().application;
  expect(application.job).toMatchObject({ title: 'Xylophonist engineer', status: 'closed' });
});
