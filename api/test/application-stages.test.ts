import { apply, createCompany, postJob, signUp, type Actor } from './support/actors';
import { startTestApp, type TestApp } from './support/test-app';

/** Applications move through stages with a history both sides see; the hiring team's notes stay theirs. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function oneApplication() {
  const recruiter = await signUp(t.app, 'recruiter');
  const company = await createCompany(t.app, recruiter, `Stages ${Date.now()} ${Math.random()}`);
  const job = await postJob(t.app, recruiter, company._id);
  const student = await signUp(t.app, 'student');
  expect((await apply(t.app, student, job._id)).statusCode).toBe(201);
  const applicationId = (await studentApplications(student))[0]!._id as string;
  return { recruiter, student, job, applicationId };
}

const post = (who: Actor, url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: { cookie: who.cookie }, payload });
const move = (recruiter: Actor, applicationId: string, status: string, message?: string) =>
  post(recruiter, `/application/status/${applicationId}/update`, { status, ...(message !== undefined && { message }) });
const withdraw = (student: Actor, applicationId: string) => post(student, `/application/withdraw/${applicationId}`);
const studentApplications = async (student: Actor) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/application/get', headers: { cookie: student.cookie } })).json().application;
const applicants = async (recruiter: Actor, jobId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/application/${jobId}/applicants`, headers: { cookie: recruiter.cookie } })).json().job.applications;
const steps = (history: { status: string; message: string | null }[]) => history.map(({ status, message }) => [status, message]);

describe('stages', () => {
  it('moves through shortlisted and interview with messages the student sees in the history, oldest first', async () => {
    const { recruiter, student, job, applicationId } = await oneApplication();
    expect((await move(recruiter, applicationId, 'shortlisted', 'Your profile fits the team.')).statusCode).toBe(200);
    expect((await move(recruiter, applicationId, 'interview', 'Tuesday 10:00, Room 4.')).statusCode).toBe(200);

    const [mine] = await studentApplications(student);
    expect(mine.status).toBe('interview');
    expect(steps(mine.history)).toEqual([
      ['pending', null],
      ['shortlisted', 'Your profile fits the team.'],
      ['interview', 'Tuesday 10:00, Room 4.'],
    ]);
    const [theirs] = await applicants(recruiter, job._id);
    expect(steps(theirs.history)).toEqual(steps(mine.history));
  });

  it.each([
    ['withdrawn', /status must be one of pending, shortlisted, interview, accepted, rejected/],
    ['hired', /status must be one of/],
  ])("refuses the status %p from a recruiter (400)", async (status, message) => {
    const { recruiter, applicationId } = await oneApplication();
    const response = await move(recruiter, applicationId, status);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('refuses a message over 2,000 characters (400 naming it)', async () => {
    const { recruiter, applicationId } = await oneApplication();
    const response = await move(recruiter, applicationId, 'rejected', 'x'.repeat(2001));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Message must be at most 2000 characters');
  });

  it("is the job owner's only: another recruiter gets 404", async () => {
    const { applicationId } = await oneApplication();
    const other = await signUp(t.app, 'recruiter');
    expect((await move(other, applicationId, 'accepted')).statusCode).toBe(404);
  });
});

describe('withdrawing', () => {
  it('is the applicant’s: withdrawn once (twice is 409), another student gets 404, and the recruiter can no longer move it', async () => {
    const { recruiter, student, job, applicationId } = await oneApplication();
    expect((await withdraw(await signUp(t.app, 'student'), applicationId)).statusCode).toBe(404);

    const done = await withdraw(student, applicationId);
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe('Application withdrawn.');
    expect((await withdraw(student, applicationId)).statusCode).toBe(409);
    const refused = await move(recruiter, applicationId, 'interview');
    expect(refused.statusCode).toBe(409);

    const [theirs] = await applicants(recruiter, job._id);
    expect(theirs.status).toBe('withdrawn');
    expect(steps(theirs.history)).toEqual([
      ['pending', null],
      ['withdrawn', null],
    ]);
  });

  it('lets the student apply again to an open job, the same application starting over at pending', async () => {
    const { student, job, applicationId } = await oneApplication();
    await withdraw(student, applicationId);
    expect((await apply(t.app, student, job._id)).statusCode).toBe(201);
    expect((await apply(t.app, student, job._id)).statusCode).toBe(409);

    const [mine] = await studentApplications(student);
    expect(mine).toMatchObject({ _id: applicationId, status: 'pending' });
    expect(steps(mine.history).map(([status]) => status)).toEqual(['pending', 'withdrawn', 'pending']);
  });

  it('racing a stage change: one outcome, and the history shows exactly what happened', async () => {
    for (let round = 0; round < 5; round++) {
      const { recruiter, student, applicationId } = await oneApplication();
      const [changed, withdrawn] = await Promise.all([move(recruiter, applicationId, 'shortlisted'), withdraw(student, applicationId)]);
      expect(withdrawn.statusCode).toBe(200);
      expect([200, 409]).toContain(changed.statusCode);

      const [mine] = await studentApplications(student);
      expect(mine.status).toBe('withdrawn');
      const expected = changed.statusCode === 200 ? ['pending', 'shortlisted', 'withdrawn'] : ['pending', 'withdrawn'];
      expect(steps(mine.history).map(([status]) => status)).toEqual(expected);
    }
  });
});

describe("the hiring team's notes", () => {
  it('are added by the job owner, listed with the applicant, and never reach the student', async () => {
    const { recruiter, student, job, applicationId } = await oneApplication();
    const added = await post(recruiter, `/application/${applicationId}/notes`, { text: 'Strong portfolio; ask about Kafka.' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ success: true, message: 'Note added.', note: { text: 'Strong portfolio; ask about Kafka.' } });

    const [theirs] = await applicants(recruiter, job._id);
    expect(theirs.notes.map(({ text }: { text: string }) => text)).toEqual(['Strong portfolio; ask about Kafka.']);

    const seenByStudent = [
      (await t.app.inject({ method: 'GET', url: '/api/v1/application/get', headers: { cookie: student.cookie } })).body,
      (await t.app.inject({ method: 'GET', url: `/api/v1/job/get/${job._id}`, headers: { cookie: student.cookie } })).body,
      (await t.app.inject({ method: 'GET', url: '/api/v1/job/get', headers: { cookie: student.cookie } })).body,
      (await t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: { cookie: student.cookie } })).body,
    ];
    for (const body of seenByStudent) expect(body).not.toContain('Kafka');
  });

  it('refuse another recruiter (404), a student (403) and an empty text (400)', async () => {
    const { student, recruiter, applicationId } = await oneApplication();
    expect((await post(await signUp(t.app, 'recruiter'), `/application/${applicationId}/notes`, { text: 'x' })).statusCode).toBe(404);
    expect((await post(student, `/application/${applicationId}/notes`, { text: 'x' })).statusCode).toBe(403);
    expect((await post(recruiter, `/application/${applicationId}/notes`, { text: '  ' })).statusCode).toBe(400);
  });
});

describe("the recruiter's jobs list", () => {
  it('counts each job’s applications per stage, and no other recruiter’s', async () => {
    const { recruiter, job, applicationId } = await oneApplication();
    const others = [];
    for (let i = 0; i < 3; i += 1) {
      const student = await signUp(t.app, 'student');
      expect((await apply(t.app, student, job._id)).statusCode).toBe(201);
      others.push({ student, applicationId: (await studentApplications(student))[0]!._id as string });
    }
    await move(recruiter, applicationId, 'interview');
    await move(recruiter, others[0]!.applicationId, 'rejected');
    expect((await withdraw(others[1]!.student, others[1]!.applicationId)).statusCode).toBe(200);

    const listed = (await t.app.inject({ method: 'GET', url: '/api/v1/job/getadminjobs', headers: { cookie: recruiter.cookie } })).json().jobs;
    expect(listed.find(({ _id }: { _id: string }) => _id === job._id).applicationCounts).toEqual({
      pending: 1, shortlisted: 0, interview: 1, accepted: 0, rejected: 1, withdrawn: 1,
    });
    const stranger = await signUp(t.app, 'recruiter');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/job/getadminjobs', headers: { cookie: stranger.cookie } })).json().jobs).toEqual([]);
  });
});
