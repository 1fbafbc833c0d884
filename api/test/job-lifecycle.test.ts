import { todayIso } from '../src/db/time';
import { apply, createCompany, postJob, signUp, type Actor } from './support/actors';
import { startTestApp, type TestApp } from './support/test-app';

/** Jobs open and close: by their poster, or by a deadline that lasts to the end of its day. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const dayFromToday = (days: number) => todayIso(new Date(Date.now() + days * DAY_MS));

async function recruiterWithCompany() {
  const recruiter = await signUp(t.app, 'recruiter');
  const company = await createCompany(t.app, recruiter, `Lifecycle ${Date.now()} ${Math.random()}`);
  return { recruiter, companyId: company._id };
}

const update = (recruiter: Actor, jobId: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/job/update/${jobId}`, headers: { cookie: recruiter.cookie }, payload });

const publicJob = async (jobId: string) => (await t.app.inject({ method: 'GET', url: `/api/v1/job/get/${jobId}` })).json().job;

const searchIds = async (keyword: string): Promise<string[]> =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/job/get?keyword=${encodeURIComponent(keyword)}` })).json().jobs.map((job: { _id: string }) => job._id);

describe('a job with a deadline', () => {
  it('is open until the end of its day, says its deadline, and is found', async () => {
    const { recruiter, companyId } = await recruiterWithCompany();
    const title = `Deadline today ${Date.now()}`;
    const job = await postJob(t.app, recruiter, companyId, { title, deadline: todayIso() });

    expect(job).toMatchObject({ status: 'open', deadline: todayIso() });
    expect(await searchIds(title)).toEqual([job._id]);
  });

  it('closes at once when its deadline is already past: not found by search, still readable, and refusing applications', async () => {
    const { recruiter, companyId } = await recruiterWithCompany();
    const title = `Deadline passed ${Date.now()}`;
    const job = await postJob(t.app, recruiter, companyId, { title, deadline: dayFromToday(-1) });

    expect(await publicJob(job._id)).toMatchObject({ status: 'closed', deadline: dayFromToday(-1) });
    expect(await searchIds(title)).toEqual([]);
    const student = await signUp(t.app, 'student');
    const refused = await apply(t.app, student, job._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This job is no longer accepting applications.');
  });

  it.each([
    ['2031-02-30', /^Apply by must be a real date/],
    ['30/01/2031', /^Apply by must be a real date/],
    ['2031-13-01', /^Apply by must be a real date/],
    [42, /^Apply by must be a date \(YYYY-MM-DD\) or null/],
  ])('refuses the deadline %p with a 400 naming the field', async (deadline, message) => {
    const { recruiter, companyId } = await recruiterWithCompany();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/job/post',
      headers: { cookie: recruiter.cookie },
      payload: { title: 'x', description: 'x', requirements: 'x', salary: 1, location: 'x', jobType: 'Full Time', experience: 1, position: 1, companyId, deadline },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('can be cleared with null, which reopens a job its deadline had closed', async () => {
    const { recruiter, companyId } = await recruiterWithCompany();
    const job = await postJob(t.app, recruiter, companyId, { deadline: dayFromToday(-3) });
    const cleared = await update(recruiter, job._id, { deadline: null });
    expect(cleared.json().job).toMatchObject({ status: 'open', deadline: null });
  });
});

describe('closing and reopening', () => {
  it('closing keeps every application, hides the job from search and refuses new applications; reopening undoes that', async () => {
    const { recruiter, companyId } = await recruiterWithCompany();
    const title = `Closable ${Date.now()}`;
    const job = await postJob(t.app, recruiter, companyId, { title });
    const early = await signUp(t.app, 'student');
    expect((await apply(t.app, early, job._id)).statusCode).toBe(201);

    const closed = await update(recruiter, job._id, { status: 'closed' });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().job).toMatchObject({ status: 'closed', applicationCount: 1 });
    expect(await searchIds(title)).toEqual([]);
    expect(await publicJob(job._id)).toMatchObject({ status: 'closed' });
    const late = await signUp(t.app, 'student');
    expect((await apply(t.app, late, job._id)).statusCode).toBe(409);

    const admin = (await t.app.inject({ method: 'GET', url: '/api/v1/job/getadminjobs', headers: { cookie: recruiter.cookie } })).json().jobs;
    expect(admin.find((item: { _id: string }) => item._id === job._id)).toMatchObject({ status: 'closed' });

    expect((await update(recruiter, job._id, { status: 'open' })).json().job).toMatchObject({ status: 'open' });
    expect(await searchIds(title)).toEqual([job._id]);
    expect((await apply(t.app, late, job._id)).statusCode).toBe(201);
  });

  it("is the poster's only: another recruiter gets 404 and the job stays open", async () => {
    const { recruiter, companyId } = await recruiterWithCompany();
    const job = await postJob(t.app, recruiter, companyId);
    const other = await signUp(t.app, 'recruiter');
    expect((await update(other, job._id, { status: 'closed' })).statusCode).toBe(404);
    expect(await publicJob(job._id)).toMatchObject({ status: 'open' });
  });

  it('refuses a status other than open or closed', async () => {
    const { recruiter, companyId } = await recruiterWithCompany();
    const job = await postJob(t.app, recruiter, companyId);
    const response = await update(recruiter, job._id, { status: 'paused' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/status must be 'open' or 'closed'/);
  });

  it('writes no application after a close commits, with 20 applications racing it', async () => {
    const { recruiter, companyId } = await recruiterWithCompany();
    const job = await postJob(t.app, recruiter, companyId);
    const students = await Promise.all(Array.from({ length: 20 }, () => signUp(t.app, 'student')));

    const writtenFor = async () =>
      Number(
        (await t.database.handle.db.selectFrom('applications').select((eb) => eb.fn.countAll<number>().as('n')).where('job_id', '=', Number(job._id)).executeTakeFirstOrThrow()).n,
      );
    let writtenWhenClosed = -1;
    const answers = await Promise.all([
      ...students.map((student) => apply(t.app, student, job._id).then((response) => response.statusCode)),
      update(recruiter, job._id, { status: 'closed' }).then(async (response) => {
        expect(response.statusCode).toBe(200);
        writtenWhenClosed = await writtenFor();
        return null;
      }),
    ]);
    const statuses = answers.filter((status) => status !== null);

    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    // What the database held once the close had committed is all it ever holds, and each one was answered 201.
    expect(await writtenFor()).toBe(writtenWhenClosed);
    expect(writtenWhenClosed).toBe(statuses.filter((status) => status === 201).length);
    const late = await signUp(t.app, 'student');
    expect((await apply(t.app, late, job._id)).statusCode).toBe(409);
  });
});
