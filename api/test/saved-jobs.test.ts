import { createCompany, postJob, signUp, type Actor } from './support/actors';
import { startTestApp, type TestApp } from './support/test-app';

/** Save For Later lives on the server: a student's saved jobs follow them to every browser. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who?: Actor) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: who ? { cookie: who.cookie } : {} });
const savedTitles = async (who: Actor) => (await call('GET', '/job/saved', who)).json().jobs.map(({ title }: { title: string }) => title);

async function twoJobs() {
  const recruiter = await signUp(t.app, 'recruiter');
  const company = await createCompany(t.app, recruiter, `Saved ${Date.now()} ${Math.random()}`);
  const first = await postJob(t.app, recruiter, company._id, { title: 'Site Reliability Engineer' });
  const second = await postJob(t.app, recruiter, company._id, { title: 'Data Analyst' });
  return { recruiter, first, second };
}

it('saves jobs (201), lists them latest saved first, and forgets one on DELETE', async () => {
  const { first, second } = await twoJobs();
  const student = await signUp(t.app, 'student');
  expect((await call('POST', `/job/save/${first._id}`, student)).statusCode).toBe(201);
  expect((await call('POST', `/job/save/${second._id}`, student)).statusCode).toBe(201);
  expect(await savedTitles(student)).toEqual(['Data Analyst', 'Site Reliability Engineer']);

  const removed = await call('DELETE', `/job/save/${second._id}`, student);
  expect(removed.statusCode).toBe(200);
  expect(await savedTitles(student)).toEqual(['Site Reliability Engineer']);
});

it('saving twice keeps one; each student has their own list', async () => {
  const { first } = await twoJobs();
  const [one, other] = [await signUp(t.app, 'student'), await signUp(t.app, 'student')];
  await call('POST', `/job/save/${first._id}`, one);
  expect((await call('POST', `/job/save/${first._id}`, one)).statusCode).toBe(201);
  expect(await savedTitles(one)).toEqual(['Site Reliability Engineer']);
  expect(await savedTitles(other)).toEqual([]);
});

it('keeps a job that closed, saying it is closed', async () => {
  const { recruiter, first } = await twoJobs();
  const student = await signUp(t.app, 'student');
  await call('POST', `/job/save/${first._id}`, student);
  await t.app.inject({ method: 'PUT', url: `/api/v1/job/update/${first._id}`, headers: { cookie: recruiter.cookie }, payload: { status: 'closed' } });
  expect((await call('GET', '/job/saved', student)).json().jobs.map(({ status }: { status: string }) => status)).toEqual(['closed']);
});

it('is for students: a visitor gets 401, a recruiter 403, an unknown job 404', async () => {
  const { recruiter, first } = await twoJobs();
  expect((await call('POST', `/job/save/${first._id}`)).statusCode).toBe(401);
  expect((await call('GET', '/job/saved')).statusCode).toBe(401);
  expect((await call('POST', `/job/save/${first._id}`, recruiter)).statusCode).toBe(403);
  const missing = await call('POST', '/job/save/999999999', await signUp(t.app, 'student'));
  expect(missing.statusCode).toBe(404);
  expect(missing.json().message).toBe('Job not found.');
});
