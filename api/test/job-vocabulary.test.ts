import { nowIso } from '../src/db/time';
import { createCompany, jobFields, postJob, signUp, type Actor } from './support/actors';
import { startTestApp, type TestApp } from './support/test-app';

/** A job's type is one of a list and a known city has one spelling, so the search lists each once. */

let t: TestApp;
let recruiter: Actor;
let companyId: string;
beforeAll(async () => {
  t = await startTestApp();
  recruiter = await signUp(t.app, 'recruiter');
  companyId = (await createCompany(t.app, recruiter, 'Vocabulary Works'))._id;
});
afterAll(() => t.close());

const post = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/job/post', headers: { cookie: recruiter.cookie }, payload: jobFields(companyId, payload) });
const update = (id: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/job/update/${id}`, headers: { cookie: recruiter.cookie }, payload });
const facetsFor = async (keyword: string) => (await t.app.inject({ method: 'GET', url: `/api/v1/job/get?keyword=${keyword}&facets=1` })).json().facets;

const CHOICES = 'Job type must be one of Full Time, Part Time, Internship, Contract';

describe('job type', () => {
  it.each(['Freelance', 'Full Time job', 'x'])('is refused outside the list (%p) with a 400 naming the field and the choices', async (jobType) => {
    const response = await post({ jobType });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: CHOICES });
  });

  it('is refused outside the list when a job is edited too', async () => {
    const job = await postJob(t.app, recruiter, companyId);
    const response = await update(job._id, { jobType: 'Gig' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(CHOICES);
  });

  it.each([
    ['full time', 'Full Time'],
    ['Full-Time', 'Full Time'],
    [' PART TIME ', 'Part Time'],
    ['intern', 'Internship'],
    ['contractual', 'Contract'],
  ])('takes %p as the listed %p, and stores that spelling', async (jobType, stored) => {
    const response = await post({ jobType });
    expect(response.statusCode).toBe(201);
    expect(response.json().job.jobType).toBe(stored);
  });

  it('of a job saved before the list keeps the job readable and editable; only a listed type replaces it', async () => {
    const { db } = t.database.handle;
    const now = nowIso();
    const { id } = await db
      .insertInto('jobs')
      .values({ title: 'Night Baker', description: 'Bread by dawn', salary: 4, location: 'Pune', job_type: 'Freelance', experience: 0, position: 1, company_id: Number(companyId), created_by: Number(recruiter.id), created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();

    const read = await t.app.inject({ method: 'GET', url: `/api/v1/job/get/${id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json().job).toMatchObject({ title: 'Night Baker', jobType: 'Freelance' });
    const renamed = await update(String(id), { title: 'Night Baker (bread)' });
    expect(renamed.json().job).toMatchObject({ title: 'Night Baker (bread)', jobType: 'Freelance' });
    expect((await update(String(id), { jobType: 'Freelance' })).statusCode).toBe(400);
    expect((await update(String(id), { jobType: 'Part Time' })).json().job.jobType).toBe('Part Time');
  });
});

describe('location', () => {
  it('stores a known city in its one spelling, so the search lists it once', async () => {
    for (const location of ['Bengaluru', 'bangalore', 'Bangalore']) await postJob(t.app, recruiter, companyId, { title: 'Quokka Groomer', location });
    const jobs = (await t.app.inject({ method: 'GET', url: '/api/v1/job/get?keyword=quokka' })).json().jobs as { location: string }[];
    expect(jobs.map((job) => job.location)).toEqual(['Bangalore', 'Bangalore', 'Bangalore']);
    expect((await facetsFor('quokka')).location).toEqual([{ value: 'Bangalore', label: 'Bangalore', count: 3 }]);
  });

  it('finds a known city by any of its spellings: a search for Bengaluru lists the jobs stored as Bangalore', async () => {
    await postJob(t.app, recruiter, companyId, { title: 'Wombat Walker', location: 'Bangalore' });
    for (const location of ['Bengaluru', 'bengaluru', 'Bangalore']) {
      const answer = (await t.app.inject({ method: 'GET', url: `/api/v1/job/get?keyword=wombat&location=${location}&facets=1` })).json();
      expect(answer.jobs.map((job: { title: string }) => job.title)).toEqual(['Wombat Walker']);
      // The chosen value comes back as it was sent (the page's chip keeps it), named as the jobs name the city.
      expect(answer.facets.location).toEqual([{ value: location, label: 'Bangalore', count: 1 }]);
    }
  });

  it.each([
    [' New  Delhi ', 'Delhi NCR'],
    ['Bombay', 'Mumbai'],
    ['PUNE', 'Pune'],
    ['Navi   Mumbai', 'Navi Mumbai'],
    ['Kochi', 'Kochi'],
  ])('takes %p as %p; a place not on the list stays as written', async (location, stored) => {
    expect((await post({ location })).json().job.location).toBe(stored);
  });

  it('is respelt when a job is edited too', async () => {
    const job = await postJob(t.app, recruiter, companyId);
    expect((await update(job._id, { location: 'bengaluru' })).json().job.location).toBe('Bangalore');
  });
});
