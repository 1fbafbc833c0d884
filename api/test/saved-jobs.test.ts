import { MAX_SAVED_JOBS } from '@portal/contract';
import { nowIso } from '../src/db/time';
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

describe('paging', () => {
  const titlesOf = (response: { json(): { jobs: { title: string }[] } }) => response.json().jobs.map(({ title }) => title);

  it('pages the list, the latest saved first: each nextCursor asks for the ones saved before, null on the last page', async () => {
    const recruiter = await signUp(t.app, 'recruiter');
    const company = await createCompany(t.app, recruiter, `Paged ${Date.now()}`);
    const student = await signUp(t.app, 'student');
    for (const title of ['One', 'Two', 'Three', 'Four', 'Five']) {
      const job = await postJob(t.app, recruiter, company._id, { title });
      await call('POST', `/job/save/${job._id}`, student);
    }

    const first = await call('GET', '/job/saved?limit=2', student);
    expect(titlesOf(first)).toEqual(['Five', 'Four']);
    expect(first.json().total).toBe(5);
    const second = await call('GET', `/job/saved?limit=2&cursor=${first.json().nextCursor}`, student);
    expect(titlesOf(second)).toEqual(['Three', 'Two']);
    const last = await call('GET', `/job/saved?limit=2&cursor=${second.json().nextCursor}`, student);
    expect(titlesOf(last)).toEqual(['One']);
    expect(last.json().nextCursor).toBeNull();
    expect((await call('GET', '/job/saved/ids', student)).json().ids).toHaveLength(5);
  });

  it('answers 400 to a cursor it did not give and a limit out of range', async () => {
    const student = await signUp(t.app, 'student');
    for (const query of ['cursor=abc', 'limit=0', 'limit=51']) {
      const response = await call('GET', `/job/saved?${query}`, student);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/cursor is not one this API gave|limit must be from 1 to 50/);
    }
  });
});

describe('the cap', () => {
  /** `count` open jobs of a new company, written straight into the table: the API would take a while to post so many. */
  async function manyJobs(count: number): Promise<number[]> {
    const recruiter = await signUp(t.app, 'recruiter');
    const company = await createCompany(t.app, recruiter, `Many ${Date.now()} ${Math.random()}`);
    const now = nowIso();
    const rows = await t.database.handle.db
      .insertInto('jobs')
      .values(
        Array.from({ length: count }, (_, index) => ({
          title: `Bulk job ${index}`,
          description: 'Saved in bulk.',
          salary: 10,
          location: 'Pune',
          job_type: 'Full Time',
          experience: 1,
          position: 1,
          company_id: Number(company._id),
          created_by: Number(recruiter.id),
          created_at: now,
          updated_at: now,
          deadline: null,
        })),
      )
      .returning('id')
      .execute();
    return rows.map((row) => Number(row.id));
  }

  it(`refuses a save beyond ${MAX_SAVED_JOBS} with 409 saying so; the ones saved stay saved, and removing one makes room`, async () => {
    const [extra, ...ids] = await manyJobs(MAX_SAVED_JOBS + 1);
    const student = await signUp(t.app, 'student');
    const [last, ...earlier] = ids;
    await t.database.handle.db
      .insertInto('saved_jobs')
      .values(earlier.map((jobId) => ({ user_id: Number(student.id), job_id: jobId, created_at: nowIso() })))
      .execute();
    expect((await call('POST', `/job/save/${last}`, student)).statusCode).toBe(201);

    const refused = await call('POST', `/job/save/${extra}`, student);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, message: `You can keep at most ${MAX_SAVED_JOBS} saved jobs. Remove one first.` });
    expect((await call('POST', `/job/save/${last}`, student)).statusCode).toBe(201);
    expect((await call('GET', '/job/saved?limit=1', student)).json().total).toBe(MAX_SAVED_JOBS);

    await call('DELETE', `/job/save/${last}`, student);
    expect((await call('POST', `/job/save/${extra}`, student)).statusCode).toBe(201);
  });
});
