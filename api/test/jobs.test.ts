import { apply, createCompany, jobFields, postJob, signUp, type Actor } from './support/actors';
import { multipartBody } from './support/multipart';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let recruiter: Actor;
let companyId: string;
beforeAll(async () => {
  t = await startTestApp();
  recruiter = await signUp(t.app, 'recruiter');
  companyId = (await createCompany(t.app, recruiter, 'Acme Jobs'))._id;
});
afterAll(() => t.close());

const post = (actor: Actor, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/job/post', headers: { cookie: actor.cookie }, payload });
const update = (actor: Actor, id: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/job/update/${id}`, headers: { cookie: actor.cookie }, payload });

describe('POST /job/post', () => {
  it('creates the job for the recruiter’s company and returns it populated', async () => {
    const response = await post(recruiter, jobFields(companyId, { requirements: ' React, , Node ', salary: '14.5', experience: '3', position: '2' }));
    expect(response.statusCode).toBe(201);
    const { message, job } = response.json();
    expect(message).toBe('New job created successfully.');
    expect(job).toMatchObject({
      title: 'Frontend Developer',
      requirements: ['React', 'Node'],
      salary: 14.5,
      experience: 3,
      position: 2,
      location: 'Pune',
      jobType: 'Full Time',
      company: { _id: companyId, name: 'Acme Jobs' },
      created_by: recruiter.id,
      applicationCount: 0,
      applications: [],
    });
    expect(Date.parse(job.createdAt)).not.toBeNaN();
  });

  it.each([
    [{ title: '' }, /^Title is required$/],
    [{ salary: -1 }, /^Salary must not be negative$/],
    [{ salary: 'lots' }, /^Salary must be a number$/],
    [{ salary: '0x10' }, /^Salary must be a number$/],
    [{ experience: '2e1' }, /^Experience must be a number$/],
    [{ experience: -2 }, /^Experience must not be negative$/],
    [{ jobType: ' ' }, /^Job type is required$/],
    [{ position: 0 }, /^No\. of positions must be at least 1$/],
    [{ position: 1.5 }, /^No\. of positions must be a whole number$/],
    [{ companyId: undefined }, /^Company is required$/],
  ])('refuses %p with a 400 naming the field as the job form labels it', async (override, message) => {
    const response = await post(recruiter, jobFields(companyId, override));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: expect.stringMatching(message) });
  });

  it("refuses to post for another recruiter's company (404, nothing created)", async () => {
    const other = await signUp(t.app, 'recruiter');
    const response = await post(other, jobFields(companyId, { title: 'Sneaky posting' }));
    expect(response.statusCode).toBe(404);
    const search = await t.app.inject({ method: 'GET', url: '/api/v1/job/get?keyword=Sneaky' });
    expect(search.json().total).toBe(0);
  });
});

describe('PUT /job/update/:id', () => {
  it('changes only the fields sent, and search sees the new text', async () => {
    const job = await postJob(t.app, recruiter, companyId, { title: 'Zebra keeper', salary: 5 });
    const response = await update(recruiter, job._id, { title: 'Giraffe keeper', position: 4 });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Job updated successfully.');
    expect(response.json().job).toMatchObject({ title: 'Giraffe keeper', position: 4, salary: 5, location: 'Pune' });
    const found = await t.app.inject({ method: 'GET', url: '/api/v1/job/get?keyword=giraffe' });
    expect(found.json().jobs.map((j: { _id: string }) => j._id)).toEqual([job._id]);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/job/get?keyword=zebra' })).json().total).toBe(0);
  });

  it('moves a job only to a company the recruiter owns', async () => {
    const job = await postJob(t.app, recruiter, companyId);
    const second = await createCompany(t.app, recruiter, 'Acme Labs');
    const moved = await update(recruiter, job._id, { companyId: second._id });
    expect(moved.json().job.company.name).toBe('Acme Labs');
    const other = await signUp(t.app, 'recruiter');
    const foreign = await createCompany(t.app, other);
    expect((await update(recruiter, job._id, { companyId: foreign._id })).statusCode).toBe(404);
  });

  it("is refused for a job the recruiter did not post, and for ids that name nothing", async () => {
    const job = await postJob(t.app, recruiter, companyId);
    const other = await signUp(t.app, 'recruiter');
    expect((await update(other, job._id, { title: 'Hijacked' })).statusCode).toBe(404);
    expect((await update(recruiter, '999999', { title: 'x' })).statusCode).toBe(404);
    expect((await update(recruiter, 'not-an-id', { title: 'x' })).statusCode).toBe(404);
    expect((await update(recruiter, job._id, { salary: -3 })).statusCode).toBe(400);
  });
});

describe('GET /job/getadminjobs', () => {
  it("lists only the recruiter's own jobs, newest first", async () => {
    const own = await signUp(t.app, 'recruiter');
    const company = await createCompany(t.app, own);
    const first = await postJob(t.app, own, company._id, { title: 'First' });
    const second = await postJob(t.app, own, company._id, { title: 'Second' });
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/job/getadminjobs', headers: { cookie: own.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json().jobs.map((j: { _id: string }) => j._id)).toEqual([second._id, first._id]);
    expect(response.json().jobs[0].company.name).toBe(company.name);
  });
});

describe('GET /job/get/:id', () => {
  it('is public and populated', async () => {
    const job = await postJob(t.app, recruiter, companyId);
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/job/get/${job._id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().job).toMatchObject({ _id: job._id, company: { name: 'Acme Jobs' }, applicationCount: 0 });
  });

  it.each(['999999', 'abc', '-1', '1e3', '%20'])('is a JSON 404 for %p', async (id) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/job/get/${id}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Job not found.' });
  });
});

describe('what a job page shows right after a change', () => {
  it('reflects an application, an edit and a company rename at once, though job pages are cached', async () => {
    const company = await createCompany(t.app, recruiter, 'Before Rename Ltd');
    const job = await postJob(t.app, recruiter, company._id);
    const read = async () => (await t.app.inject({ method: 'GET', url: `/api/v1/job/get/${job._id}` })).json().job;
    expect(await read()).toMatchObject({ applicationCount: 0, company: { name: 'Before Rename Ltd' } });

    await apply(t.app, await signUp(t.app, 'student'), job._id);
    expect((await read()).applicationCount).toBe(1);

    await update(recruiter, job._id, { title: 'Renamed role' });
    expect((await read()).title).toBe('Renamed role');

    const body = await multipartBody({ name: 'After Rename Ltd' });
    await t.app.inject({ method: 'PUT', url: `/api/v1/company/update/${company._id}`, payload: body.payload, headers: { ...body.headers, cookie: recruiter.cookie } });
    expect((await read()).company.name).toBe('After Rename Ltd');
  });

  it("shows each student only their own application on a cached page", async () => {
    const job = await postJob(t.app, recruiter, companyId);
    const applicant = await signUp(t.app, 'student');
    const other = await signUp(t.app, 'student');
    await apply(t.app, applicant, job._id);
    const as = async (cookie: string) => (await t.app.inject({ method: 'GET', url: `/api/v1/job/get/${job._id}`, headers: { cookie } })).json().job;
    expect((await as(applicant.cookie)).applications).toEqual([expect.objectContaining({ applicant: applicant.id, status: 'pending' })]);
    expect((await as(other.cookie)).applications).toEqual([]);
    expect((await as(other.cookie)).applicationCount).toBe(1);
  });
});

describe('a write made by another instance (straight to the shared database)', () => {
  const renameBehindTheApi = (app: TestApp, id: string, title: string) =>
    app.database.handle.db.updateTable('jobs').set({ title }).where('id', '=', Number(id)).execute();
  const title = async (app: TestApp, id: string) => (await app.app.inject({ method: 'GET', url: `/api/v1/job/get/${id}` })).json().job.title;

  it('may stay hidden here for up to JOB_CACHE_SECONDS (default 5) on a page viewed again: that page is reused', async () => {
    const job = await postJob(t.app, recruiter, companyId);
    expect(await title(t, job._id)).toBe('Frontend Developer');
    expect(await title(t, job._id)).toBe('Frontend Developer');
    await renameBehindTheApi(t, job._id, 'Changed elsewhere');
    expect(await title(t, job._id)).toBe('Frontend Developer');
  });

  it('shows at once on a page viewed only once so far: one view is not worth keeping', async () => {
    const job = await postJob(t.app, recruiter, companyId);
    expect(await title(t, job._id)).toBe('Frontend Developer');
    await renameBehindTheApi(t, job._id, 'Changed elsewhere');
    expect(await title(t, job._id)).toBe('Changed elsewhere');
  });

  it('shows at once with JOB_CACHE_SECONDS=0', async () => {
    const uncached = await startTestApp({ JOB_CACHE_SECONDS: '0' });
    try {
      const owner = await signUp(uncached.app, 'recruiter');
      const job = await postJob(uncached.app, owner, (await createCompany(uncached.app, owner, 'Fresh Reads Ltd'))._id);
      expect(await title(uncached, job._id)).toBe('Frontend Developer');
      await renameBehindTheApi(uncached, job._id, 'Changed elsewhere');
      expect(await title(uncached, job._id)).toBe('Changed elsewhere');
    } finally {
      await uncached.close();
    }
  });
});

describe('answers to visitors who are not logged in (served pre-serialized)', () => {
  it('are the JSON a logged-in student without applications gets, but for their skill match, with the same headers', async () => {
    const job = await postJob(t.app, recruiter, companyId, { title: 'Same For Everyone' });
    const student = await signUp(t.app, 'student');
    // The student's own part of a job: what a visitor's answer never has.
    const withoutMatch = (body: string) => JSON.parse(body, (key, value: unknown) => (key === 'match' ? undefined : value)) as unknown;
    for (const url of [`/api/v1/job/get/${job._id}`, '/api/v1/job/get?keyword=same%20for&limit=5', '/api/v1/job/get/999999']) {
      const visitor = await t.app.inject({ method: 'GET', url });
      const again = await t.app.inject({ method: 'GET', url });
      const loggedIn = await t.app.inject({ method: 'GET', url, headers: { cookie: student.cookie } });
      expect(visitor.statusCode).toBe(loggedIn.statusCode);
      expect(visitor.json()).toEqual(withoutMatch(loggedIn.body));
      expect(again.body).toBe(visitor.body);
      expect(visitor.headers['content-type']).toBe(loggedIn.headers['content-type']);
      expect(visitor.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
