import { createCompany, postJob, signUp, type Actor } from './support/actors';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let recruiter: Actor;
let company: string;
const ids: Record<string, string> = {};

const similar = async (id: string, query = '') => {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/job/similar/${id}${query}` });
  return { status: response.statusCode, body: response.json() as { success: boolean; jobs: { _id: string; title: string }[]; message?: string } };
};
const titles = (body: { jobs: { title: string }[] }) => body.jobs.map((job) => job.title);

beforeAll(async () => {
  t = await startTestApp();
  recruiter = await signUp(t.app, 'recruiter');
  company = (await createCompany(t.app, recruiter, 'Hooli'))._id;
  const jobs = [
    { title: 'Frontend Developer', requirements: 'React, TypeScript', location: 'Pune' },
    { title: 'React Native Developer', requirements: 'React Native, Kotlin', location: 'Mumbai' },
    { title: 'UI Engineer', requirements: 'React, CSS', location: 'Pune' },
    { title: 'Backend Developer', requirements: 'Go, PostgreSQL', location: 'Pune' },
    { title: 'Accountant', requirements: 'Tally, GST', location: 'Pune' },
    { title: 'Senior Frontend Developer', requirements: 'Vue', location: 'Delhi NCR' },
    { title: 'Closed Frontend Role', requirements: 'React', location: 'Pune' },
  ];
  for (const job of jobs) ids[job.title] = (await postJob(t.app, recruiter, company, { description: 'A role.', ...job }))._id;
  await t.app.inject({ method: 'PUT', url: `/api/v1/job/update/${ids['Closed Frontend Role']}`, headers: { cookie: recruiter.cookie }, payload: { status: 'closed' } });
});
afterAll(() => t.close());

it('lists open jobs sharing title words or skills, same location first, never the job itself', async () => {
  const { status, body } = await similar(ids['Frontend Developer']!);
  expect(status).toBe(200);
  expect(body.success).toBe(true);
  const found = titles(body);
  expect(found).not.toContain('Frontend Developer');
  expect(found).not.toContain('Closed Frontend Role');
  expect(found).not.toContain('Accountant');
  // Pune first (UI Engineer shares React, Backend Developer shares Developer), then elsewhere.
  expect(found.slice(0, 2).sort()).toEqual(['Backend Developer', 'UI Engineer']);
  expect(found.slice(2).sort()).toEqual(['React Native Developer', 'Senior Frontend Developer']);
});

it('ranks closer jobs first within a location', async () => {
  const { body } = await similar(ids['React Native Developer']!);
  // Nothing else in Mumbai: the one sharing "React", "Native"-free but "Developer" and "React" ranks above one sharing only "Developer".
  expect(titles(body)[0]).toBe('Frontend Developer');
});

it('takes a limit, 6 by default and at most 20', async () => {
  expect((await similar(ids['Frontend Developer']!, '?limit=1')).body.jobs).toHaveLength(1);
  const refused = await similar(ids['Frontend Developer']!, '?limit=21');
  expect(refused.status).toBe(400);
  expect(refused.body.message).toMatch(/limit must be at most 20/);
  expect((await similar(ids['Frontend Developer']!, '?limit=0')).status).toBe(400);
});

it('answers for a closed job too, and 404 for a job that does not exist', async () => {
  expect(titles((await similar(ids['Closed Frontend Role']!)).body)).toContain('Frontend Developer');
  expect((await similar('999999')).status).toBe(404);
  expect((await similar('not-an-id')).status).toBe(404);
});

it("is the same for visitors and students, but for the student's skill match on each job", async () => {
  const student = await signUp(t.app, 'student');
  const visitor = await similar(ids['UI Engineer']!);
  const loggedIn = await t.app.inject({ method: 'GET', url: `/api/v1/job/similar/${ids['UI Engineer']}`, headers: { cookie: student.cookie } });
  const { jobs, ...rest } = loggedIn.json() as { jobs: { match: unknown }[] };
  expect({ ...rest, jobs: jobs.map(({ match: _match, ...job }) => job) }).toEqual(visitor.body);
});
