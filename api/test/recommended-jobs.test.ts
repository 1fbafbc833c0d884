import { RecommendedJobsResponseSchema } from '@portal/contract';
import { apply, createCompany, postJob, signUp, type Actor } from './support/actors';
import { multipartBody } from './support/multipart';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * A student keeps job preferences on their profile and is recommended open jobs they have not
 * applied to: best skill match first, then the most preferences met, then the newest, each with
 * the reasons a card shows.
 */
let t: TestApp;
let recruiter: Actor;
let companyId: string;
const ids: Record<string, string> = {};

type Shown = { _id: string; title: string; match: { score: number } | null; reasons: string[] };

const get = (url: string, who?: Actor) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: who ? { cookie: who.cookie } : {} });

async function updateProfile(who: Actor, fields: Record<string, string | string[]>) {
  const body = await multipartBody(fields);
  return t.app.inject({ method: 'POST', url: '/api/v1/user/profile/update', ...body, headers: { ...body.headers, cookie: who.cookie } });
}

async function studentWith(fields: Record<string, string>): Promise<Actor> {
  const student = await signUp(t.app, 'student');
  expect((await updateProfile(student, fields)).statusCode).toBe(200);
  return student;
}

const recommended = async (who: Actor, query = '') => {
  const response = await get(`/job/recommended${query}`, who);
  expect(response.statusCode).toBe(200);
  return (response.json().jobs as Shown[]).map((job) => ({ title: job.title, score: job.match?.score ?? null, reasons: job.reasons }));
};

beforeAll(async () => {
  t = await startTestApp();
  recruiter = await signUp(t.app, 'recruiter');
  companyId = (await createCompany(t.app, recruiter, `Recommenders ${Date.now()}`))._id;
  const jobs = [
    { title: 'Applied React', requirements: 'React', location: 'Pune' },
    { title: 'Closed React', requirements: 'React', location: 'Pune' },
    { title: 'Sales Lead', requirements: 'Excel', location: 'Pune', jobType: 'Full Time', salary: 20 },
    { title: 'Accountant', requirements: 'Tally', location: 'Hyderabad', jobType: 'Contract', salary: 3 },
    { title: 'UI Developer', requirements: 'React, Go', location: 'Delhi NCR', jobType: 'Internship', salary: 5 },
    { title: 'Fullstack Developer', requirements: 'React, Java', location: 'Pune', jobType: 'Part Time', salary: 12 },
    { title: 'React Developer', requirements: 'React, Node.js', location: 'Mumbai', jobType: 'Full Time', salary: 10 },
  ];
  for (const job of jobs) ids[job.title] = (await postJob(t.app, recruiter, companyId, job))._id;
  const closed = await t.app.inject({
    method: 'PUT',
    url: `/api/v1/job/update/${ids['Closed React']}`,
    payload: { status: 'closed' },
    headers: { cookie: recruiter.cookie },
  });
  expect(closed.statusCode).toBe(200);
});
afterAll(() => t.close());

describe('job preferences on the profile', () => {
  it('are kept from comma-separated lists, each once in its usual spelling, and shown on the profile', async () => {
    const student = await signUp(t.app, 'student');
    const response = await updateProfile(student, { preferredLocations: 'pune, Bengaluru, PUNE, bangalore, ', preferredJobTypes: 'full time,internship', minSalary: '8.5' });
    expect(response.statusCode).toBe(200);
    const expected = { locations: ['Pune', 'Bangalore'], jobTypes: ['Full Time', 'Internship'], minSalary: 8.5 };
    expect(response.json().user.profile.preferences).toEqual(expected);
    expect((await get('/user/me', student)).json().user.profile.preferences).toEqual(expected);
  });

  it('keep every value of a field sent once per value, as a form sends checkboxes of one name', async () => {
    const student = await signUp(t.app, 'student');
    const response = await updateProfile(student, { preferredJobTypes: ['Full Time', 'Contract'], preferredLocations: ['Pune', 'Mumbai'], skills: ['React', 'Node.js, SQL'] });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.profile.preferences).toMatchObject({ locations: ['Pune', 'Mumbai'], jobTypes: ['Full Time', 'Contract'] });
    expect(response.json().user.profile.skills).toEqual(['React', 'Node.js', 'SQL']);
    const twice = await updateProfile(student, { fullname: ['Asha', 'Rao'] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('Full name must be sent once');
    expect((await get('/user/me', student)).json().user.fullname).not.toBe('Rao');
  });

  it('are cleared by empty values and left alone when not sent', async () => {
    const student = await studentWith({ preferredLocations: 'Pune', preferredJobTypes: 'Contract', minSalary: '10' });
    const untouched = await updateProfile(student, { bio: 'Hello' });
    expect(untouched.json().user.profile.preferences).toEqual({ locations: ['Pune'], jobTypes: ['Contract'], minSalary: 10 });
    const cleared = await updateProfile(student, { preferredLocations: '', preferredJobTypes: '', minSalary: '' });
    expect(cleared.json().user.profile.preferences).toEqual({ locations: [], jobTypes: [], minSalary: null });
  });

  it.each([
    [{ preferredLocations: Array.from({ length: 11 }, (_, i) => `City ${i}`).join(',') }, 'At most 10 preferred locations'],
    [{ preferredJobTypes: 'Full Time, Freelance' }, 'Preferred job types must be among Full Time, Part Time, Internship, Contract'],
    [{ minSalary: 'lots' }, 'Minimum salary must be a number'],
    [{ minSalary: '-1' }, 'Minimum salary must not be negative'],
  ])('refuses %j with 400 naming the field, changing nothing', async (fields, message) => {
    const student = await studentWith({ preferredLocations: 'Mumbai' });
    const response = await updateProfile(student, { ...fields, bio: 'Not saved' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    const { profile } = (await get('/user/me', student)).json().user;
    expect(profile.bio).toBe('');
    expect(profile.preferences.locations).toEqual(['Mumbai']);
  });
});

describe('GET /job/recommended', () => {
  it('ranks open jobs not applied to by match, then preferences met, then newest, each with its reasons', async () => {
    const student = await studentWith({ skills: 'React, Node.js', preferredLocations: 'pune', preferredJobTypes: 'Full Time', minSalary: '15' });
    expect((await apply(t.app, student, ids['Applied React']!)).statusCode).toBe(201);

    expect(await recommended(student)).toEqual([
      { title: 'React Developer', score: 100, reasons: ['Matches React, Node.js', 'Full Time'] },
      { title: 'Fullstack Developer', score: 50, reasons: ['Matches React', 'In Pune'] },
      { title: 'UI Developer', score: 50, reasons: ['Matches React'] },
      { title: 'Sales Lead', score: 0, reasons: ['In Pune', 'Full Time', '20 LPA'] },
    ]);
  });

  it('breaks ties by the newest job and answers at most `limit`', async () => {
    const student = await studentWith({ skills: 'Java' });
    const newer = (await postJob(t.app, recruiter, companyId, { title: 'Java Engineer', requirements: 'React, Java' }))._id;
    const shown = await recommended(student, '?limit=1');
    expect(shown).toEqual([{ title: 'Java Engineer', score: 50, reasons: ['Matches Java'] }]);
    expect((await get(`/job/recommended`, student)).json().jobs.map((job: Shown) => job._id)).toEqual([newer, ids['Fullstack Developer']]);
  });

  it('shows preference-only jobs to a student without skills, and nothing to one with neither', async () => {
    const typesOnly = await studentWith({ preferredJobTypes: 'Contract' });
    expect(await recommended(typesOnly)).toEqual([{ title: 'Accountant', score: 0, reasons: ['Contract'] }]);
    expect(await recommended(await signUp(t.app, 'student'))).toEqual([]);
  });

  it('describes many matched skills briefly', async () => {
    const student = await studentWith({ skills: 'SQL, Python, Docker, Kubernetes, AWS' });
    await postJob(t.app, recruiter, companyId, { title: 'Platform Engineer', requirements: 'SQL, Python, Docker, Kubernetes, AWS' });
    expect((await recommended(student))[0]).toEqual({ title: 'Platform Engineer', score: 100, reasons: ['Matches SQL, Python, Docker and 2 more'] });
  });

  it("shares what it reads between students, yet leaves out each one's own applications, and shows a job's close at once", async () => {
    const first = (await postJob(t.app, recruiter, companyId, { title: 'Kotlin Developer', requirements: 'Kotlin' }))._id;
    await postJob(t.app, recruiter, companyId, { title: 'Kotlin Lead', requirements: 'Kotlin, Leadership' });
    const [one, other] = [await studentWith({ skills: 'Kotlin' }), await studentWith({ skills: 'kotlin' })];
    const titles = async (who: Actor) => (await recommended(who)).map((job) => job.title);
    expect(await titles(one)).toEqual(['Kotlin Developer', 'Kotlin Lead']);
    expect((await apply(t.app, other, first)).statusCode).toBe(201);
    expect(await titles(other)).toEqual(['Kotlin Lead']);
    expect(await titles(one)).toEqual(['Kotlin Developer', 'Kotlin Lead']);
    const closed = await t.app.inject({ method: 'PUT', url: `/api/v1/job/update/${first}`, payload: { status: 'closed' }, headers: { cookie: recruiter.cookie } });
    expect(closed.statusCode).toBe(200);
    expect(await titles(one)).toEqual(['Kotlin Lead']);
  });

  it("answers each job whole, as the student's own page of it reads, with the reasons added", async () => {
    const student = await studentWith({ skills: 'React, Node.js', preferredLocations: 'Pune' });
    const answer = (await get('/job/recommended', student)).json();
    expect(() => RecommendedJobsResponseSchema.parse(answer)).not.toThrow();
    expect(answer.jobs.length).toBeGreaterThan(1);
    for (const { reasons, ...job } of answer.jobs as Shown[]) {
      // The job's page for the student carries the same match.
      expect(job).toEqual((await get(`/job/get/${job._id}`, student)).json().job);
      expect(reasons.length).toBeGreaterThan(0);
    }
  });

  it('is for students only, and checks limit', async () => {
    expect((await get('/job/recommended')).statusCode).toBe(401);
    expect((await get('/job/recommended', recruiter)).statusCode).toBe(403);
    const student = await signUp(t.app, 'student');
    for (const limit of ['0', '51', 'x']) expect((await get(`/job/recommended?limit=${limit}`, student)).statusCode).toBe(400);
  });
});
