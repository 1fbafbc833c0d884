import { apply, createCompany, postJob, signUp, type Actor } from './support/actors';
import { multipartBody, sampleFiles } from './support/multipart';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A recruiter with a company and a fresh job. */
async function hiring(title = 'Frontend Developer') {
  const recruiter = await signUp(t.app, 'recruiter');
  const company = await createCompany(t.app, recruiter);
  const job = await postJob(t.app, recruiter, company._id, { title });
  return { recruiter, company, job };
}

const get = (url: string, who?: Actor) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: who ? { cookie: who.cookie } : {} });
const myApplications = async (student: Actor) => (await get('/application/get', student)).json().application as StudentApplication[];
const applicantsOf = (jobId: string, recruiter: Actor) => get(`/application/${jobId}/applicants`, recruiter);
const setStatus = (applicationId: string, recruiter: Actor, status: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/application/status/${applicationId}/update`,
    headers: { cookie: recruiter.cookie },
    payload: { status },
  });

type StudentApplication = {
  _id: string;
  applicant: string;
  status: string;
  createdAt: string;
  job: { _id: string; title: string; company: { _id: string; name: string }; applicationCount: number; applications: unknown[] };
};

describe('apply', () => {
  it('answers 201 with the contract message, then 409 the second time', async () => {
    const { job } = await hiring();
    const student = await signUp(t.app, 'student');
    const first = await apply(t.app, student, job._id);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ success: true, status: 'pending', message: 'Job applied successfully.' });
    const second = await apply(t.app, student, job._id);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ success: false, message: 'You have already applied for this job.' });
    expect(await myApplications(student)).toHaveLength(1);
  });

  it('works with GET too, for older clients, and the two forms are one application', async () => {
    const { job } = await hiring();
    const student = await signUp(t.app, 'student');
    const viaGet = await get(`/application/apply/${job._id}`, student);
    expect(viaGet.statusCode).toBe(201);
    expect(viaGet.json()).toEqual({ success: true, status: 'pending', message: 'Job applied successfully.' });
    expect((await apply(t.app, student, job._id)).statusCode).toBe(409);
    expect((await get(`/application/apply/${job._id}`, student)).statusCode).toBe(409);
    expect(await myApplications(student)).toHaveLength(1);
  });

  it.each([
    ['an unknown', '999999999'],
    ['a non-digit', 'abc'],
    ['a negative', '-1'],
    ['a traversal', '..%2F1'],
  ])('answers 404 for %s job id', async (_case, jobId) => {
    const student = await signUp(t.app, 'student');
    for (const response of [await apply(t.app, student, jobId), await get(`/application/apply/${jobId}`, student)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Job not found.' });
    }
    expect(await myApplications(student)).toEqual([]);
  });

  it('creates one application and nine 409s when ten applies race', async () => {
    const { job } = await hiring();
    const student = await signUp(t.app, 'student');
    const responses = await Promise.all(Array.from({ length: 10 }, () => apply(t.app, student, job._id)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json()).toEqual({ success: false, message: 'You have already applied for this job.' });
    }
    const applications = await myApplications(student);
    expect(applications.filter((application) => application.job._id === job._id)).toHaveLength(1);
    expect((await get(`/job/get/${job._id}`)).json().job.applicationCount).toBe(1);
  });
});

describe('GET /application/get', () => {
  it("lists the student's applications newest first, with the job, its company and the status", async () => {
    const student = await signUp(t.app, 'student');
    const jobs = [await hiring('First job'), await hiring('Second job'), await hiring('Third job')];
    for (const { job } of jobs) expect((await apply(t.app, student, job._id)).statusCode).toBe(201);
    // Someone else's application is not in the list.
    await apply(t.app, await signUp(t.app, 'student'), jobs[0]!.job._id);

    const response = await get('/application/get', student);
    expect(response.statusCode).toBe(200);
    expect(response.json().success).toBe(true);
    const applications = response.json().application as StudentApplication[];
    expect(applications.map((application) => application.job.title)).toEqual(['Third job', 'Second job', 'First job']);
    applications.forEach((application, i) => {
      const { job, company } = jobs[2 - i]!;
      expect(application).toEqual({
        _id: expect.stringMatching(/^\d+$/),
        applicant: student.id,
        status: 'pending',
        history: [{ status: 'pending', message: null, createdAt: application.createdAt }],
        interview: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        job: expect.objectContaining({
          _id: job._id,
          title: job.title,
          company: expect.objectContaining({ _id: company._id, name: company.name }),
          applications: [{ _id: application._id, applicant: student.id, status: 'pending' }],
        }),
      });
    });
    expect(applications.find((application) => application.job._id === jobs[0]!.job._id)!.job.applicationCount).toBe(2);
  });

  it('is an empty list for a student who has not applied', async () => {
    const student = await signUp(t.app, 'student');
    expect((await get('/application/get', student)).json()).toEqual({ success: true, application: [] });
  });
});

describe('GET /application/:jobId/applicants', () => {
  it('shows the recruiter their job with every applicant populated, and never a password', async () => {
    const { recruiter, job } = await hiring();
    const student = await signUp(t.app, 'student', { fullname: 'Asha Rao', phoneNumber: '+91 98765 43210' });
    const resume = await multipartBody({ bio: 'I build things', skills: 'React, Go' }, { content: sampleFiles.pdf, filename: 'asha.pdf' });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/profile/update',
      payload: resume.payload,
      headers: { ...resume.headers, cookie: student.cookie },
    });
    expect(saved.statusCode).toBe(200);
    const second = await signUp(t.app, 'student');
    await apply(t.app, student, job._id);
    await apply(t.app, second, job._id);

    const response = await applicantsOf(job._id, recruiter);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/password|argon2/i);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.job).toMatchObject({ _id: job._id, title: job.title, applicationCount: 2 });
    const applications = body.job.applications as { _id: string; job: string; status: string; applicant: { _id: string; profile: { resume: string } } }[];
    expect(applications.map((application) => application.applicant._id)).toEqual([second.id, student.id]);
    expect(applications[1]).toEqual({
      _id: expect.stringMatching(/^\d+$/),
      job: job._id,
      status: 'pending',
      history: [{ status: 'pending', message: null, createdAt: expect.any(String) }],
      notes: [],
      answers: [],
      interview: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      applicant: {
        _id: student.id,
        fullname: 'Asha Rao',
        email: student.email,
        phoneNumber: '+91 98765 43210',
        role: 'student',
        createdAt: expect.any(String),
        profile: {
          bio: 'I build things',
          skills: ['React', 'Go'],
          resume: saved.json().user.profile.resume,
          resumeOriginalName: 'asha.pdf',
          profilePhoto: null,
        },
      },
    });
    // The resume URL it gives is one the recruiter can open.
    const opened = await t.app.inject({ method: 'GET', url: applications[1]!.applicant.profile.resume, headers: { cookie: recruiter.cookie } });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
  });

  it('shows a job nobody applied to with an empty list', async () => {
    const { recruiter, job } = await hiring();
    const response = await applicantsOf(job._id, recruiter);
    expect(response.statusCode).toBe(200);
    expect(response.json().job).toMatchObject({ _id: job._id, applicationCount: 0, applications: [] });
  });

  it.each([
    ['another recruiter’s', 'other'],
    ['an unknown', '999999999'],
    ['a malformed', 'nope'],
  ])('answers 404 for %s job', async (_case, target) => {
    const { job } = await hiring();
    const other = await signUp(t.app, 'recruiter');
    await apply(t.app, await signUp(t.app, 'student'), job._id);
    const response = await applicantsOf(target === 'other' ? job._id : target, other);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Job not found.' });
  });
});

describe('POST /application/status/:id/update', () => {
  async function applied() {
    const world = await hiring();
    const student = await signUp(t.app, 'student');
    await apply(t.app, student, world.job._id);
    const applicationId = (await myApplications(student))[0]!._id;
    return { ...world, student, applicationId };
  }

  it.each([
    ['ACCEPTED', 'accepted'],
    ['Rejected', 'rejected'],
    [' pending ', 'pending'],
    ['accepted', 'accepted'],
  ])('stores %j as %j and tells the student and the recruiter', async (sent, stored) => {
    const { recruiter, student, job, applicationId } = await applied();
    if (stored === 'pending') await setStatus(applicationId, recruiter, 'accepted');
    const response = await setStatus(applicationId, recruiter, sent);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Status updated successfully.' });
    expect((await myApplications(student))[0]!.status).toBe(stored);
    expect((await applicantsOf(job._id, recruiter)).json().job.applications[0].status).toBe(stored);
    expect((await get(`/job/get/${job._id}`, student)).json().job.applications[0].status).toBe(stored);
  });

  it.each([
    ['an unknown status', 'hired'],
    ['an empty status', ''],
    ['a non-text status', 1],
    ['no status', undefined],
  ])('refuses %s with a 400 naming the field, changing nothing', async (_case, status) => {
    const { recruiter, student, applicationId } = await applied();
    const response = await setStatus(applicationId, recruiter, status);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: expect.stringMatching(/status/) });
    expect((await myApplications(student))[0]!.status).toBe('pending');
  });

  it("answers 404 for an application to another recruiter's job, changing nothing", async () => {
    const { student, applicationId } = await applied();
    const other = await hiring();
    const response = await setStatus(applicationId, other.recruiter, 'accepted');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Application not found.' });
    expect((await myApplications(student))[0]!.status).toBe('pending');
  });

  it.each([['999999999'], ['abc'], ['-1']])('answers 404 for application id %s', async (id) => {
    const { recruiter } = await hiring();
    const response = await setStatus(id, recruiter, 'accepted');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Application not found.' });
  });
});

describe("a job's applications on the public job routes", () => {
  it("counts every application but shows each caller only their own", async () => {
    const { job } = await hiring('Counted job');
    const first = await signUp(t.app, 'student');
    const second = await signUp(t.app, 'student');
    const recruiter = await signUp(t.app, 'recruiter');
    const jobAs = async (who?: Actor) => (await get(`/job/get/${job._id}`, who)).json().job as StudentApplication['job'];

    expect(await jobAs(first)).toMatchObject({ applicationCount: 0, applications: [] });

    await apply(t.app, first, job._id);
    const own = (await myApplications(first))[0]!;
    expect(await jobAs(first)).toMatchObject({ applicationCount: 1, applications: [{ _id: own._id, applicant: first.id, status: 'pending' }] });
    expect(await jobAs(second)).toMatchObject({ applicationCount: 1, applications: [] });
    expect(await jobAs()).toMatchObject({ applicationCount: 1, applications: [] });
    expect(await jobAs(recruiter)).toMatchObject({ applicationCount: 1, applications: [] });

    await apply(t.app, second, job._id);
    const secondView = await jobAs(second);
    expect(secondView.applicationCount).toBe(2);
    expect(secondView.applications).toEqual([{ _id: expect.any(String), applicant: second.id, status: 'pending' }]);
    expect(JSON.stringify(secondView)).not.toContain(`"applicant":"${first.id}"`);
    expect((await jobAs(first)).applications).toEqual([{ _id: own._id, applicant: first.id, status: 'pending' }]);
  });

  it('shows the same on the job list', async () => {
    const title = `Listed job ${Date.now()}`;
    const { job } = await hiring(title);
    const applicant = await signUp(t.app, 'student');
    const onlooker = await signUp(t.app, 'student');
    await apply(t.app, applicant, job._id);
    const listed = async (who: Actor) => {
      const jobs = (await get(`/job/get?keyword=${encodeURIComponent(title)}`, who)).json().jobs as StudentApplication['job'][];
      return jobs.find((candidate) => candidate._id === job._id)!;
    };
    expect(await listed(applicant)).toMatchObject({ applicationCount: 1, applications: [{ applicant: applicant.id, status: 'pending' }] });
    expect(await listed(onlooker)).toMatchObject({ applicationCount: 1, applications: [] });
  });
});
