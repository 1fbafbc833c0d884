import { apply, createCompany, logIn, postJob, signUp, TEST_PASSWORD, type Actor } from './support/actors';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * A job's page and its company's page say how quickly the company answers applicants: the
 * median whole days from applying to the hiring team's first stage change, over the last 90
 * days' applications, once 5 were answered; and whether the team changed a stage lately. The
 * clock is fixed (only Date is faked: the database drivers keep their timers) and moved by
 * the test; everything goes through the API.
 */
const T0 = new Date('2027-03-01T09:00:00.000Z').getTime();
const DAY = 86_400_000;
const HOUR = 3_600_000;
const setClock = (days: number, hours = 0) => jest.setSystemTime(T0 + days * DAY + hours * HOUR);

let t: TestApp;
let recruiter: Actor;
let companyId: string;
let j1: string;
let j2: string;
const applications: Record<string, { student: Actor; id: string }> = {};

/** Sessions last a day: each request logs in again on the moved clock. */
const session = async (actor: Actor) => (await logIn(t.app, actor.email, TEST_PASSWORD, actor.role)).cookie;
const post = async (who: Actor, url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: { cookie: await session(who) }, payload });
const move = async (name: string, status: string) => expect((await post(recruiter, `/application/status/${applications[name]!.id}/update`, { status })).statusCode).toBe(200);

/** The job's page as a visitor reads it (twice: the second is kept for others) and as a student does. */
async function jobPage(jobId: string) {
  const visitor = await t.app.inject({ method: 'GET', url: `/api/v1/job/get/${jobId}` });
  const kept = await t.app.inject({ method: 'GET', url: `/api/v1/job/get/${jobId}` });
  const student = await t.app.inject({ method: 'GET', url: `/api/v1/job/get/${jobId}`, headers: { cookie: await session(applications.a1!.student) } });
  for (const response of [visitor, kept, student]) expect(response.statusCode).toBe(200);
  expect(kept.json().responsiveness).toEqual(visitor.json().responsiveness);
  expect(student.json().responsiveness).toEqual(visitor.json().responsiveness);
  return visitor.json().responsiveness;
}
async function companyPage() {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/company/profile/${companyId}` });
  expect(response.statusCode).toBe(200);
  return response.json().responsiveness;
}

beforeAll(async () => {
  jest.useFakeTimers({
    now: T0,
    doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
  });
  t = await startTestApp();
  recruiter = await signUp(t.app, 'recruiter');
  companyId = (await createCompany(t.app, recruiter, `Quickreply ${Date.now()}`))._id;
  j1 = (await postJob(t.app, recruiter, companyId, { title: 'Reviewed often' }))._id;
  j2 = (await postJob(t.app, recruiter, companyId, { title: 'Reviewed once' }))._id;
  // Another company's answers never count for this one.
  const other = await signUp(t.app, 'recruiter');
  const otherJob = (await postJob(t.app, other, (await createCompany(t.app, other, `Elsewhere ${Date.now()}`))._id))._id;
  const outsider = await signUp(t.app, 'student');
  expect((await apply(t.app, outsider, otherJob)).statusCode).toBe(201);
  const outsiderApplication = (await t.app.inject({ method: 'GET', url: '/api/v1/application/get', headers: { cookie: outsider.cookie } })).json().application[0]._id;
  expect((await post(other, `/application/status/${outsiderApplication}/update`, { status: 'shortlisted' })).statusCode).toBe(200);

  for (const [name, jobId] of [['a1', j1], ['a2', j1], ['a3', j1], ['a4', j1], ['a5', j1], ['a6', j2], ['a7', j1]] as const) {
    const student = await signUp(t.app, 'student');
    expect((await apply(t.app, student, jobId)).statusCode).toBe(201);
    const mine = (await t.app.inject({ method: 'GET', url: '/api/v1/application/get', headers: { cookie: student.cookie } })).json().application;
    applications[name] = { student, id: mine[0]._id };
  }
});
afterAll(async () => {
  await t.close();
  jest.useRealTimers();
});

const NOBODY_ANSWERED = { medianResponseDays: null, responded: 0, activelyReviewing: false };

it('says nothing before the team answered anyone', async () => {
  expect(await jobPage(j1)).toEqual(NOBODY_ANSWERED);
  expect(await companyPage()).toEqual(NOBODY_ANSWERED);
});

it('counts the first stage change of the team, never a withdrawal, and gives no median under 5 answers', async () => {
  setClock(1, 3);
  await move('a1', 'shortlisted');
  setClock(2);
  await move('a2', 'rejected');
  expect((await post(applications.a7!.student, `/application/withdraw/${applications.a7!.id}`)).statusCode).toBe(200);
  expect(await jobPage(j1)).toEqual({ medianResponseDays: null, responded: 2, activelyReviewing: true });

  setClock(3);
  await move('a3', 'interview');
  setClock(5);
  expect(await jobPage(j1)).toEqual({ medianResponseDays: null, responded: 3, activelyReviewing: true });
  // An answer on another of the company's jobs shows at once on this one's page, kept or not.
  await move('a6', 'shortlisted');
  expect(await jobPage(j1)).toEqual({ medianResponseDays: null, responded: 4, activelyReviewing: true });
});

it("gives the median whole days once 5 are answered, the same on every page of the company's", async () => {
  setClock(10);
  await move('a4', 'shortlisted');
  // a1's later moves change nothing: only its first (1 day) counts.
  await move('a1', 'interview');
  const answered = { medianResponseDays: 3, responded: 5 }; // 1, 2, 3, 5, 10 days
  expect(await jobPage(j1)).toEqual({ ...answered, activelyReviewing: true });
  expect(await jobPage(j2)).toEqual({ ...answered, activelyReviewing: true }); // a6, 5 days ago
  expect(await companyPage()).toEqual({ ...answered, activelyReviewing: true });

  setClock(12, 1);
  await move('a5', 'accepted');
  // 1, 2, 3, 5, 10, 12 days: the two middle ones' mean, rounded up.
  expect(await jobPage(j1)).toEqual({ medianResponseDays: 4, responded: 6, activelyReviewing: true });
});

it('is actively reviewing for 7 days after a stage change: on the job it was on, and on the company page for any of its jobs', async () => {
  setClock(12, 2);
  await move('a6', 'interview');
  expect(await jobPage(j2)).toMatchObject({ activelyReviewing: true });

  setClock(19, 0);
  expect(await jobPage(j1)).toMatchObject({ activelyReviewing: true });
  setClock(19, 2);
  expect(await jobPage(j1)).toMatchObject({ activelyReviewing: false });
  expect(await jobPage(j2)).toMatchObject({ activelyReviewing: true });
  expect(await companyPage()).toMatchObject({ activelyReviewing: true });

  setClock(19, 3);
  expect(await jobPage(j2)).toMatchObject({ activelyReviewing: false });
  expect(await companyPage()).toEqual({ medianResponseDays: 4, responded: 6, activelyReviewing: false });
});

it('counts applications made in the last 90 days only', async () => {
  setClock(89);
  expect(await companyPage()).toMatchObject({ responded: 6 });
  setClock(90, 1);
  expect(await jobPage(j1)).toEqual(NOBODY_ANSWERED);
  expect(await companyPage()).toEqual(NOBODY_ANSWERED);
});
