import { apply, createCompany, postJob, signUp, type Actor } from './support/actors';
import { multipartBody } from './support/multipart';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * A student sees how their skills meet each job's requirements, on every answer that shows them
 * jobs; visitors and recruiters get no match, and the answers kept for everyone never carry one.
 */
let t: TestApp;
let recruiter: Actor;
let companyId: string;
const ids: Record<string, string> = {};

type Match = { score: number; matched: string[]; missing: string[] } | null;
type ShownJob = { _id: string; title: string; match?: Match };

const get = (url: string, who?: Actor) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: who ? { cookie: who.cookie } : {} });

async function studentWithSkills(skills: string): Promise<Actor> {
  const student = await signUp(t.app, 'student');
  await setSkills(student, skills);
  return student;
}

async function setSkills(student: Actor, skills: string) {
  const body = await multipartBody({ skills });
  const saved = await t.app.inject({ method: 'POST', url: '/api/v1/user/profile/update', ...body, headers: { ...body.headers, cookie: student.cookie } });
  expect(saved.statusCode).toBe(200);
}

/** Each job of a list by title: its match, or 'no key' when the answer has none. */
const matchesByTitle = (jobs: ShownJob[]) => Object.fromEntries(jobs.map((job) => [job.title, 'match' in job ? job.match : 'no key']));

/** Every list of jobs a student reads, by what it is. */
async function everyAnswer(who?: Actor) {
  const search = await get(`/job/get?companyId=${companyId}`, who);
  const one = await get(`/job/get/${ids['Frontend Developer']}`, who);
  const similar = await get(`/job/similar/${ids['Frontend Developer']}`, who);
  const company = await get(`/company/profile/${companyId}`, who);
  for (const response of [search, one, similar, company]) expect(response.statusCode).toBe(200);
  return {
    search: matchesByTitle(search.json().jobs),
    job: matchesByTitle([one.json().job]),
    similar: matchesByTitle(similar.json().jobs),
    company: matchesByTitle(company.json().jobs),
  };
}

beforeAll(async () => {
  t = await startTestApp();
  recruiter = await signUp(t.app, 'recruiter');
  companyId = (await createCompany(t.app, recruiter, `Matchworks ${Date.now()}`))._id;
  const jobs = [
    { title: 'Frontend Developer', requirements: 'React, TypeScript, Node.js, 3 years of CSS' },
    { title: 'Backend Developer', requirements: 'Java, SQL, Go' },
    { title: 'Frontend Intern', requirements: '' },
  ];
  for (const job of jobs) ids[job.title] = (await postJob(t.app, recruiter, companyId, job))._id;
});
afterAll(() => t.close());

const FRONTEND = { score: 75, matched: ['React', 'Node.js', '3 years of CSS'], missing: ['TypeScript'] };
const BACKEND = { score: 33, matched: ['SQL'], missing: ['Java', 'Go'] };

it("gives a student their match on the job, the search, similar jobs and the company's page; null without requirements", async () => {
  const student = await studentWithSkills('react, nodejs, CSS, JavaScript, SQL');
  const expected = { 'Frontend Developer': FRONTEND, 'Backend Developer': BACKEND, 'Frontend Intern': null };

  const answers = await everyAnswer(student);
  expect(answers.search).toEqual(expected);
  expect(answers.job).toEqual({ 'Frontend Developer': FRONTEND });
  expect(answers.similar).toEqual({ 'Backend Developer': BACKEND, 'Frontend Intern': null });
  expect(answers.company).toEqual(expected);
});

it('gives it on the saved jobs and the applied jobs too', async () => {
  const student = await studentWithSkills('React, Node JS, css, SQL');
  await t.app.inject({ method: 'POST', url: `/api/v1/job/save/${ids['Backend Developer']}`, headers: { cookie: student.cookie } });
  expect((await apply(t.app, student, ids['Frontend Developer']!)).statusCode).toBe(201);

  expect(matchesByTitle((await get('/job/saved', student)).json().jobs)).toEqual({ 'Backend Developer': BACKEND });
  const applied = (await get('/application/get', student)).json().application as { job: ShownJob }[];
  expect(matchesByTitle(applied.map(({ job }) => job))).toEqual({ 'Frontend Developer': FRONTEND });
});

it('gives a student without skills a score of 0 with every requirement missing', async () => {
  const student = await signUp(t.app, 'student');
  const { job } = (await get(`/job/get/${ids['Backend Developer']}`, student)).json();
  expect(job.match).toEqual({ score: 0, matched: [], missing: ['Java', 'SQL', 'Go'] });
});

it('rounds the score to a whole percent', async () => {
  const twoOfThree = await studentWithSkills('Java, Go');
  expect((await get(`/job/get/${ids['Backend Developer']}`, twoOfThree)).json().job.match.score).toBe(67);
  const elsewhere = await createCompany(t.app, recruiter, `Polyglots ${Date.now()}`);
  const oneOfEight = await postJob(t.app, recruiter, elsewhere._id, { title: 'Polyglot', requirements: 'Java, Rust, Elm, Zig, Dart, Kotlin, Swift, Scala' });
  expect((await get(`/job/get/${oneOfEight._id}`, twoOfThree)).json().job.match.score).toBe(13);
});

/** Every job of every answer, whatever its list: 'no key' for each when none has a match. */
const allMatches = (answers: Awaited<ReturnType<typeof everyAnswer>>) => Object.values(answers).flatMap((list) => Object.values(list));

it('gives visitors and recruiters no match key on any of them', async () => {
  for (const who of [undefined, recruiter, await signUp(t.app, 'recruiter')]) {
    const matches = allMatches(await everyAnswer(who));
    expect(matches.length).toBeGreaterThan(0);
    expect(new Set(matches)).toEqual(new Set(['no key']));
  }
  const own = (await get('/job/getadminjobs', recruiter)).json().jobs as ShownJob[];
  expect(own.some((job) => 'match' in job)).toBe(false);
});

it("keeps each student's match their own through the answers kept for everyone", async () => {
  // The visitor's answers are kept first, then each student reads the same jobs in turn.
  await everyAnswer();
  await everyAnswer();
  const reactOnly = await studentWithSkills('React');
  const goOnly = await studentWithSkills('Go');

  expect((await everyAnswer(reactOnly)).search['Frontend Developer']).toEqual({ score: 25, matched: ['React'], missing: ['TypeScript', 'Node.js', '3 years of CSS'] });
  expect((await everyAnswer(goOnly)).search['Backend Developer']).toEqual({ score: 33, matched: ['Go'], missing: ['Java', 'SQL'] });
  expect((await everyAnswer(goOnly)).job['Frontend Developer']).toEqual({ score: 0, matched: [], missing: ['React', 'TypeScript', 'Node.js', '3 years of CSS'] });

  expect(new Set(allMatches(await everyAnswer()))).toEqual(new Set(['no key']));
});

it("follows the student's skills as soon as they change them", async () => {
  const student = await studentWithSkills('Java');
  expect((await get(`/job/get/${ids['Backend Developer']}`, student)).json().job.match.matched).toEqual(['Java']);
  await setSkills(student, 'Java, SQL, Go');
  expect((await get(`/job/get/${ids['Backend Developer']}`, student)).json().job.match).toEqual({ score: 100, matched: ['Java', 'SQL', 'Go'], missing: [] });
});
