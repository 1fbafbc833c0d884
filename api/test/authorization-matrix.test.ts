/**
 * Who may call what: every route of the contract, called by each kind of caller with a
 * valid request, answers the status the contract's "Who may call what" table gives.
 * Only the caller varies; each row gets the request it needs (a fresh job to apply to,
 * a fresh email to register) so no row depends on what an earlier one changed.
 */
import type { InjectOptions } from 'fastify';
import { apply, createCompany, jobFields, logIn, postJob, signUp, TEST_PASSWORD, type Actor } from './support/actors';
import { multipartBody, sampleFiles } from './support/multipart';
import { startTestApp, type TestApp } from './support/test-app';

type Caller = 'visitor' | 'student' | 'owning recruiter' | 'other recruiter';
const CALLERS: Caller[] = ['visitor', 'student', 'owning recruiter', 'other recruiter'];

type World = {
  student: Actor;
  owner: Actor;
  other: Actor;
  /** A student whose account the login row logs into. */
  loginTarget: { email: string; password: string };
  ownerCompanyId: string;
  otherCompanyId: string;
  jobId: string;
  applicationId: string;
  resumeUrl: string;
};

type Route = {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  expected: Record<Caller, number>;
  /** The valid request for this route; may set up what only this row uses. */
  request(world: World): Promise<Omit<InjectOptions, 'method'>> | Omit<InjectOptions, 'method'>;
};

let t: TestApp;
let world: World;
let unique = 0;
const next = () => `${Date.now()}-${++unique}`;

const multipart = async (fields: Record<string, string>) => {
  const body = await multipartBody(fields);
  return { payload: body.payload, headers: body.headers };
};

/** 401 for visitors, 403 for the wrong role, 404 for another recruiter's things. */
const OPEN = { visitor: 200, student: 200, 'owning recruiter': 200, 'other recruiter': 200 };
const ANY_USER = { visitor: 401, student: 200, 'owning recruiter': 200, 'other recruiter': 200 };
const STUDENT_ONLY = (ok: number) => ({ visitor: 401, student: ok, 'owning recruiter': 403, 'other recruiter': 403 });
const ANY_RECRUITER = (ok: number) => ({ visitor: 401, student: 403, 'owning recruiter': ok, 'other recruiter': ok });
const OWNER_ONLY = (ok: number) => ({ visitor: 401, student: 403, 'owning recruiter': ok, 'other recruiter': 404 });

const routes: Route[] = [
  {
    method: 'POST',
    path: '/user/register',
    expected: { visitor: 201, student: 201, 'owning recruiter': 201, 'other recruiter': 201 },
    request: async () =>
      multipart({ fullname: 'New Person', email: `new-${next()}@example.com`, phoneNumber: '9876543210', password: 'correct horse', role: 'student' }),
  },
  {
    method: 'POST',
    path: '/user/login',
    expected: OPEN,
    request: ({ loginTarget }) => ({ payload: { ...loginTarget, role: 'student' } }),
  },
  { method: 'GET', path: '/user/logout', expected: OPEN, request: () => ({}) },
  // Everyone logged in updates their own profile; nobody can name another's.
  { method: 'POST', path: '/user/profile/update', expected: ANY_USER, request: () => multipart({ bio: 'Updated by the matrix' }) },
  {
    method: 'GET',
    path: '/user/:id/resume',
    // The student's own resume: theirs, and the recruiter they applied to; nobody else's.
    expected: { visitor: 401, student: 200, 'owning recruiter': 200, 'other recruiter': 404 },
    request: ({ resumeUrl }) => ({ url: resumeUrl }),
  },
  { method: 'GET', path: '/job/get', expected: OPEN, request: () => ({}) },
  { method: 'GET', path: '/job/get/:id', expected: OPEN, request: ({ jobId }) => ({ url: `/api/v1/job/get/${jobId}` }) },
  { method: 'GET', path: '/job/getadminjobs', expected: ANY_RECRUITER(200), request: () => ({}) },
  // Posting for the owner's company: only its owner may.
  { method: 'POST', path: '/job/post', expected: OWNER_ONLY(201), request: ({ ownerCompanyId }) => ({ payload: jobFields(ownerCompanyId) }) },
  {
    method: 'PUT',
    path: '/job/update/:id',
    expected: OWNER_ONLY(200),
    request: ({ jobId }) => ({ url: `/api/v1/job/update/${jobId}`, payload: { position: 4 } }),
  },
  // A fresh job per row, so the student has not applied to it yet.
  {
    method: 'POST',
    path: '/application/apply/:jobId',
    expected: STUDENT_ONLY(201),
    request: async ({ owner, ownerCompanyId }) => ({ url: `/api/v1/application/apply/${(await postJob(t.app, owner, ownerCompanyId))._id}` }),
  },
  {
    method: 'GET',
    path: '/application/apply/:jobId',
    expected: STUDENT_ONLY(201),
    request: async ({ owner, ownerCompanyId }) => ({ url: `/api/v1/application/apply/${(await postJob(t.app, owner, ownerCompanyId))._id}` }),
  },
  { method: 'GET', path: '/application/get', expected: STUDENT_ONLY(200), request: () => ({}) },
  {
    method: 'GET',
    path: '/application/:jobId/applicants',
    expected: OWNER_ONLY(200),
    request: ({ jobId }) => ({ url: `/api/v1/application/${jobId}/applicants` }),
  },
  {
    method: 'POST',
    path: '/application/status/:id/update',
    expected: OWNER_ONLY(200),
    request: ({ applicationId }) => ({ url: `/api/v1/application/status/${applicationId}/update`, payload: { status: 'accepted' } }),
  },
  {
    method: 'POST',
    path: '/company/register',
    expected: ANY_RECRUITER(201),
    request: () => ({ payload: { companyName: `Matrix Company ${next()}` } }),
  },
  { method: 'GET', path: '/company/get', expected: ANY_RECRUITER(200), request: () => ({}) },
  { method: 'GET', path: '/company/get/:id', expected: OWNER_ONLY(200), request: ({ ownerCompanyId }) => ({ url: `/api/v1/company/get/${ownerCompanyId}` }) },
  {
    method: 'PUT',
    path: '/company/update/:id',
    expected: OWNER_ONLY(200),
    request: async ({ ownerCompanyId }) => ({ url: `/api/v1/company/update/${ownerCompanyId}`, ...(await multipart({ description: 'Updated by the matrix' })) }),
  },
];

const rows = routes.flatMap((route) =>
  CALLERS.map((caller) => ({ name: `${route.method} ${route.path} as ${caller} → ${route.expected[caller]}`, route, caller, status: route.expected[caller] })),
);

const actorOf = (caller: Caller): Actor | undefined =>
  ({ visitor: undefined, student: world.student, 'owning recruiter': world.owner, 'other recruiter': world.other })[caller];
const cookieOf = (caller: Caller): string | undefined => actorOf(caller)?.cookie;
/** Logging out ends the session it is sent with: the matrix logs out of another login of the caller's. */
async function secondSessionOf(caller: Caller): Promise<string | undefined> {
  const actor = actorOf(caller);
  return actor && (await logIn(t.app, actor.email, TEST_PASSWORD, actor.role)).cookie;
}

beforeAll(async () => {
  t = await startTestApp();
  const owner = await signUp(t.app, 'recruiter');
  const other = await signUp(t.app, 'recruiter');
  const student = await signUp(t.app, 'student');
  const loginTarget = { email: `login-target-${next()}@example.com`, password: 'correct horse' };
  await signUp(t.app, 'student', loginTarget);

  const resume = await multipartBody({}, { content: sampleFiles.pdf, filename: 'cv.pdf', type: 'application/pdf' });
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/v1/user/profile/update',
    payload: resume.payload,
    headers: { ...resume.headers, cookie: student.cookie },
  });
  expect(saved.statusCode).toBe(200);

  const ownerCompanyId = (await createCompany(t.app, owner))._id;
  const otherCompanyId = (await createCompany(t.app, other))._id;
  const jobId = (await postJob(t.app, owner, ownerCompanyId))._id;
  await postJob(t.app, other, otherCompanyId);
  expect((await apply(t.app, student, jobId)).statusCode).toBe(201);
  const applicants = await t.app.inject({ method: 'GET', url: `/api/v1/application/${jobId}/applicants`, headers: { cookie: owner.cookie } });
  const applicationId = applicants.json().job.applications[0]._id as string;

  world = { student, owner, other, loginTarget, ownerCompanyId, otherCompanyId, jobId, applicationId, resumeUrl: saved.json().user.profile.resume };
});
afterAll(() => t.close());

it('covers every route of the contract for every caller', () => {
  expect(routes).toHaveLength(19);
  expect(rows).toHaveLength(19 * CALLERS.length);
});

test.each(rows)('$name', async ({ route, caller, status }) => {
  const { url, headers, ...rest } = await route.request(world);
  const cookie = route.path === '/user/logout' ? await secondSessionOf(caller) : cookieOf(caller);
  const response = await t.app.inject({
    method: route.method,
    url: url ?? `/api/v1${route.path}`,
    headers: { ...(headers as Record<string, string> | undefined), ...(cookie && { cookie }) },
    ...rest,
  });

  expect({ status: response.statusCode, body: response.body.slice(0, 300) }).toEqual({ status, body: expect.any(String) });
  if (route.path === '/user/:id/resume' && status === 200) {
    expect(response.headers['content-type']).toBe('application/pdf');
    return;
  }
  const body = response.json();
  if (status < 400) {
    expect(body.success).toBe(true);
  } else {
    expect(body).toEqual({ success: false, message: expect.any(String) });
    expect(body.message.length).toBeGreaterThan(0);
    if (status === 401) expect(body.message).toBe('User not authenticated');
  }
});

describe('what the 2xx answers contain, by caller', () => {
  const get = (path: string, caller: Caller) => {
    const cookie = cookieOf(caller);
    return t.app.inject({ method: 'GET', url: `/api/v1${path}`, headers: cookie ? { cookie } : {} });
  };

  it("lists only a recruiter's own jobs and companies", async () => {
    const ownerJobs = (await get('/job/getadminjobs', 'owning recruiter')).json().jobs as { created_by: string }[];
    const otherJobs = (await get('/job/getadminjobs', 'other recruiter')).json().jobs as { created_by: string }[];
    expect(ownerJobs.length).toBeGreaterThan(0);
    expect(ownerJobs.every((job) => job.created_by === world.owner.id)).toBe(true);
    expect(otherJobs.length).toBeGreaterThan(0);
    expect(otherJobs.every((job) => job.created_by === world.other.id)).toBe(true);

    const otherCompanies = (await get('/company/get', 'other recruiter')).json().companies as { _id: string; userId: string }[];
    expect(otherCompanies.map((company) => company._id)).toContain(world.otherCompanyId);
    expect(otherCompanies.map((company) => company._id)).not.toContain(world.ownerCompanyId);
    expect(otherCompanies.every((company) => company.userId === world.other.id)).toBe(true);
  });

  it("leaves another recruiter's job and company untouched by their refused updates", async () => {
    const before = (await get(`/job/get/${world.jobId}`, 'visitor')).json().job;
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/job/update/${world.jobId}`,
      headers: { cookie: world.other.cookie },
      payload: { title: 'Hijacked', companyId: world.otherCompanyId },
    });
    const after = (await get(`/job/get/${world.jobId}`, 'visitor')).json().job;
    expect(after.title).toBe(before.title);
    expect(after.company._id).toBe(world.ownerCompanyId);

    const body = await multipartBody({ name: 'Hijacked Inc' });
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/company/update/${world.ownerCompanyId}`,
      payload: body.payload,
      headers: { ...body.headers, cookie: world.other.cookie },
    });
    const company = (await get(`/company/get/${world.ownerCompanyId}`, 'owning recruiter')).json().company;
    expect(company.name).not.toBe('Hijacked Inc');
  });

  it('does not let the owner move a job to a company of someone else', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/job/update/${world.jobId}`,
      headers: { cookie: world.owner.cookie },
      payload: { companyId: world.otherCompanyId },
    });
    expect(response.statusCode).toBe(404);
    expect((await get(`/job/get/${world.jobId}`, 'visitor')).json().job.company._id).toBe(world.ownerCompanyId);
  });
});
