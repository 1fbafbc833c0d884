/**
 * Who may call what: every route of the contract, called by each kind of caller with a
 * valid request, answers the status the contract gives. The callers are a visitor, a student,
 * the three roles of one company's team (owner, recruiter, viewer) and the owner of another
 * company. Only the caller varies; each row gets the request it needs (a fresh job to apply
 * to, a fresh member to remove) so no row depends on what an earlier one changed.
 */
import type { InjectOptions } from 'fastify';
import { apply, createCompany, jobFields, logIn, postJob, signUp, TEST_PASSWORD, type Actor } from './support/actors';
import { multipartBody, sampleFiles } from './support/multipart';
import { eventually, mailFiles } from '@portal/test-support/mailbox';
import { insertMember } from './support/rows';
import { startTestApp, type TestApp } from './support/test-app';

type Caller = 'visitor' | 'student' | 'owner' | 'recruiter' | 'viewer' | 'other owner';
const CALLERS: Caller[] = ['visitor', 'student', 'owner', 'recruiter', 'viewer', 'other owner'];

type World = {
  student: Actor;
  owner: Actor;
  /** In the owner's company's team as a recruiter, and as a viewer. */
  recruiter: Actor;
  viewer: Actor;
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
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  expected: Record<Caller, number>;
  /** The valid request for this route, by this caller; may set up what only this row uses. */
  request(world: World, caller: Caller): Promise<Omit<InjectOptions, 'method'>> | Omit<InjectOptions, 'method'>;
};

let t: TestApp;
let world: World;
let unique = 0;
const next = () => `${Date.now()}-${++unique}`;

const multipart = async (fields: Record<string, string>) => {
  const body = await multipartBody(fields);
  return { payload: body.payload, headers: body.headers };
};

/** 401 for visitors, 403 for the wrong role or a team role that may not, 404 for outsiders to a company. */
const OPEN = { visitor: 200, student: 200, owner: 200, recruiter: 200, viewer: 200, 'other owner': 200 };
const ANY_USER = { visitor: 401, student: 200, owner: 200, recruiter: 200, viewer: 200, 'other owner': 200 };
const STUDENT_ONLY = (ok: number) => ({ visitor: 401, student: ok, owner: 403, recruiter: 403, viewer: 403, 'other owner': 403 });
const ANY_RECRUITER = (ok: number) => ({ visitor: 401, student: 403, owner: ok, recruiter: ok, viewer: ok, 'other owner': ok });
/** Any role of the company's team reads. */
const TEAM_READS = (ok: number) => ({ visitor: 401, student: 403, owner: ok, recruiter: ok, viewer: ok, 'other owner': 404 });
/** Owners and recruiters change; a viewer changes nothing. */
const TEAM_WRITES = (ok: number) => ({ visitor: 401, student: 403, owner: ok, recruiter: ok, viewer: 403, 'other owner': 404 });
const OWNERS_ONLY = (ok: number) => ({ visitor: 401, student: 403, owner: ok, recruiter: 403, viewer: 403, 'other owner': 404 });

/** A new application of the student's, to a new job of the owner's company, for one row. */
const freshApplication = async ({ owner, ownerCompanyId, student }: World) => {
  const job = await postJob(t.app, owner, ownerCompanyId);
  await apply(t.app, student, job._id);
  const applicants = await t.app.inject({ method: 'GET', url: `/api/v1/application/${job._id}/applicants`, headers: { cookie: owner.cookie } });
  return applicants.json().job.applications[0]._id as string;
};
const tomorrow = () => new Date(Date.now() + 24 * 3600_000).toISOString();
/** An interview the owner proposed on a fresh application (and the student chose a time of, with `chosen`): its id. */
const freshInterview = async (world: World, { chosen = false } = {}) => {
  const proposed = await t.app.inject({
    method: 'POST',
    url: `/api/v1/application/${await freshApplication(world)}/interview`,
    headers: { cookie: world.owner.cookie },
    payload: { slots: [{ start: tomorrow(), durationMinutes: 30 }], location: 'Room 4' },
  });
  expect(proposed.statusCode).toBe(201);
  const { interview } = proposed.json();
  if (chosen) {
    const choice = await t.app.inject({ method: 'POST', url: `/api/v1/interview/${interview._id}/choose`, headers: { cookie: world.student.cookie }, payload: { slotId: interview.slots[0]._id } });
    expect(choice.statusCode).toBe(200);
  }
  return interview._id as string;
};

/** A recruiter put in the owner's company's team for one row. */
const freshMember = async ({ ownerCompanyId }: World) => {
  const member = await signUp(t.app, 'recruiter');
  await insertMember(t.database.handle.db, ownerCompanyId, member.id, 'viewer');
  return member;
};
/** An invitation the owner of `companyId` sent to `email` for one row: its id, and the token its email carries. */
const freshInvitation = async (owner: Actor, companyId: string, email = `invitee-${next()}@example.com`) => {
  const invitations = async () => (await mailFiles(t.database.dataDir)).filter((mail) => mail.to === email && mail.subject.startsWith('Join'));
  const before = (await invitations()).length;
  const sent = await t.app.inject({ method: 'POST', url: `/api/v1/company/${companyId}/invite`, headers: { cookie: owner.cookie }, payload: { email, role: 'viewer' } });
  expect(sent.statusCode).toBe(201);
  const mails = await eventually(invitations, (found) => found.length > before);
  return { id: sent.json().invitation._id as string, token: /invitations\/accept\?token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)!.text)![1]! };
};

const routes: Route[] = [
  {
    method: 'POST',
    path: '/user/register',
    expected: { visitor: 201, student: 201, owner: 201, recruiter: 201, viewer: 201, 'other owner': 201 },
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
    // The student's own resume: theirs, and the team of the company they applied to; nobody else's.
    expected: { visitor: 401, student: 200, owner: 200, recruiter: 200, viewer: 200, 'other owner': 404 },
    request: ({ resumeUrl }) => ({ url: resumeUrl }),
  },
  { method: 'GET', path: '/job/get', expected: OPEN, request: () => ({}) },
  { method: 'GET', path: '/job/get/:id', expected: OPEN, request: ({ jobId }) => ({ url: `/api/v1/job/get/${jobId}` }) },
  { method: 'GET', path: '/job/getadminjobs', expected: ANY_RECRUITER(200), request: () => ({}) },
  // Posting for the owner's company: its owners and recruiters may.
  { method: 'POST', path: '/job/post', expected: TEAM_WRITES(201), request: ({ ownerCompanyId }) => ({ payload: jobFields(ownerCompanyId) }) },
  {
    method: 'PUT',
    path: '/job/update/:id',
    expected: TEAM_WRITES(200),
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
    expected: TEAM_READS(200),
    request: ({ jobId }) => ({ url: `/api/v1/application/${jobId}/applicants` }),
  },
  {
    method: 'POST',
    path: '/application/status/:id/update',
    expected: TEAM_WRITES(200),
    request: ({ applicationId }) => ({ url: `/api/v1/application/status/${applicationId}/update`, payload: { status: 'accepted' } }),
  },
  {
    method: 'POST',
    path: '/application/:applicationId/notes',
    expected: TEAM_WRITES(201),
    request: ({ applicationId }) => ({ url: `/api/v1/application/${applicationId}/notes`, payload: { text: 'Seen by the matrix' } }),
  },
  // A fresh application of the student's per row: withdrawing is theirs alone.
  {
    method: 'POST',
    path: '/application/withdraw/:applicationId',
    expected: STUDENT_ONLY(200),
    request: async (world) => ({ url: `/api/v1/application/withdraw/${await freshApplication(world)}` }),
  },
  // Interviews: the team proposes and changes them, the student who applied chooses; either side calls one off.
  {
    method: 'POST',
    path: '/application/:applicationId/interview',
    expected: TEAM_WRITES(201),
    request: async (world) => ({ url: `/api/v1/application/${await freshApplication(world)}/interview`, payload: { slots: [{ start: tomorrow(), durationMinutes: 45 }] } }),
  },
  {
    method: 'POST',
    path: '/interview/:interviewId/choose',
    expected: { visitor: 401, student: 200, owner: 403, recruiter: 403, viewer: 403, 'other owner': 403 },
    request: async (world) => {
      const interviewId = await freshInterview(world);
      const listed = await t.app.inject({ method: 'GET', url: '/api/v1/application/get', headers: { cookie: world.student.cookie } });
      const applications = listed.json().application as { interview: { _id: string; slots: { _id: string }[] } | null }[];
      const slotId = applications.find((application) => application.interview?._id === interviewId)!.interview!.slots[0]!._id;
      return { url: `/api/v1/interview/${interviewId}/choose`, payload: { slotId } };
    },
  },
  {
    method: 'POST',
    path: '/interview/:interviewId/reschedule',
    expected: TEAM_WRITES(200),
    request: async (world) => ({ url: `/api/v1/interview/${await freshInterview(world)}/reschedule`, payload: { slots: [{ start: tomorrow(), durationMinutes: 60 }] } }),
  },
  {
    method: 'POST',
    path: '/interview/:interviewId/cancel',
    expected: { visitor: 401, student: 200, owner: 200, recruiter: 200, viewer: 403, 'other owner': 404 },
    request: async (world) => ({ url: `/api/v1/interview/${await freshInterview(world)}/cancel` }),
  },
  {
    method: 'GET',
    path: '/interview/:interviewId/calendar.ics',
    expected: { visitor: 401, student: 200, owner: 200, recruiter: 200, viewer: 200, 'other owner': 404 },
    request: async (world) => ({ url: `/api/v1/interview/${await freshInterview(world, { chosen: true })}/calendar.ics` }),
  },
  {
    method: 'POST',
    path: '/company/register',
    expected: ANY_RECRUITER(201),
    request: () => ({ payload: { companyName: `Matrix Company ${next()}` } }),
  },
  { method: 'GET', path: '/company/get', expected: ANY_RECRUITER(200), request: () => ({}) },
  { method: 'GET', path: '/company/get/:id', expected: TEAM_READS(200), request: ({ ownerCompanyId }) => ({ url: `/api/v1/company/get/${ownerCompanyId}` }) },
  {
    method: 'PUT',
    path: '/company/update/:id',
    expected: OWNERS_ONLY(200),
    request: async ({ ownerCompanyId }) => ({ url: `/api/v1/company/update/${ownerCompanyId}`, ...(await multipart({ description: 'Updated by the matrix' })) }),
  },
  { method: 'GET', path: '/company/:id/members', expected: TEAM_READS(200), request: ({ ownerCompanyId }) => ({ url: `/api/v1/company/${ownerCompanyId}/members` }) },
  { method: 'GET', path: '/company/:id/analytics', expected: TEAM_READS(200), request: ({ ownerCompanyId }) => ({ url: `/api/v1/company/${ownerCompanyId}/analytics` }) },
  {
    method: 'POST',
    path: '/company/:id/invite',
    expected: OWNERS_ONLY(201),
    request: ({ ownerCompanyId }) => ({ url: `/api/v1/company/${ownerCompanyId}/invite`, payload: { email: `invitee-${next()}@example.com`, role: 'recruiter' } }),
  },
  {
    method: 'DELETE',
    path: '/company/:id/invitations/:invitationId',
    expected: OWNERS_ONLY(200),
    request: async ({ owner, ownerCompanyId }) => ({ url: `/api/v1/company/${ownerCompanyId}/invitations/${(await freshInvitation(owner, ownerCompanyId)).id}` }),
  },
  {
    method: 'POST',
    path: '/company/:id/members/:userId/role',
    expected: OWNERS_ONLY(200),
    request: async (world) => ({ url: `/api/v1/company/${world.ownerCompanyId}/members/${(await freshMember(world)).id}/role`, payload: { role: 'recruiter' } }),
  },
  {
    method: 'DELETE',
    path: '/company/:id/members/:userId',
    expected: OWNERS_ONLY(200),
    request: async (world) => ({ url: `/api/v1/company/${world.ownerCompanyId}/members/${(await freshMember(world)).id}` }),
  },
  // Reading an invitation takes its link alone; accepting takes the invited recruiter's own session.
  {
    method: 'POST',
    path: '/company/invitations/preview',
    expected: OPEN,
    request: async ({ owner, ownerCompanyId }) => ({ payload: { token: (await freshInvitation(owner, ownerCompanyId)).token } }),
  },
  {
    method: 'POST',
    path: '/company/invitations/accept',
    expected: ANY_RECRUITER(200),
    // To a company none of the callers is in yet, for the caller's own address.
    request: async (_world, caller) => {
      const inviter = await signUp(t.app, 'recruiter');
      const { token } = await freshInvitation(inviter, (await createCompany(t.app, inviter))._id, actorOf(caller)?.email);
      return { payload: { token } };
    },
  },
];

const rows = routes.flatMap((route) =>
  CALLERS.map((caller) => ({ name: `${route.method} ${route.path} as ${caller} → ${route.expected[caller]}`, route, caller, status: route.expected[caller] })),
);

const actorOf = (caller: Caller): Actor | undefined =>
  ({ visitor: undefined, student: world.student, owner: world.owner, recruiter: world.recruiter, viewer: world.viewer, 'other owner': world.other })[caller];
const cookieOf = (caller: Caller): string | undefined => actorOf(caller)?.cookie;
/** Logging out ends the session it is sent with: the matrix logs out of another login of the caller's. */
async function secondSessionOf(caller: Caller): Promise<string | undefined> {
  const actor = actorOf(caller);
  return actor && (await logIn(t.app, actor.email, TEST_PASSWORD, actor.role)).cookie;
}

beforeAll(async () => {
  t = await startTestApp({ MAIL_POLL_MS: '50' });
  const owner = await signUp(t.app, 'recruiter');
  const recruiter = await signUp(t.app, 'recruiter');
  const viewer = await signUp(t.app, 'recruiter');
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
  await insertMember(t.database.handle.db, ownerCompanyId, recruiter.id, 'recruiter');
  await insertMember(t.database.handle.db, ownerCompanyId, viewer.id, 'viewer');
  const jobId = (await postJob(t.app, owner, ownerCompanyId))._id;
  await postJob(t.app, other, otherCompanyId);
  expect((await apply(t.app, student, jobId)).statusCode).toBe(201);
  const applicants = await t.app.inject({ method: 'GET', url: `/api/v1/application/${jobId}/applicants`, headers: { cookie: owner.cookie } });
  const applicationId = applicants.json().job.applications[0]._id as string;

  world = { student, owner, recruiter, viewer, other, loginTarget, ownerCompanyId, otherCompanyId, jobId, applicationId, resumeUrl: saved.json().user.profile.resume };
});
afterAll(() => t.close());

it('covers every route of the contract for every caller', () => {
  expect(routes).toHaveLength(34);
  expect(rows).toHaveLength(34 * CALLERS.length);
});

test.each(rows)('$name', async ({ route, caller, status }) => {
  const { url, headers, ...rest } = await route.request(world, caller);
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
  if (route.path.endsWith('calendar.ics') && status === 200) {
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
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

  it("lists only the jobs and companies of a recruiter's own teams", async () => {
    type Listed = { company: { _id: string }; role: string };
    const companiesOf = (jobs: Listed[]) => [...new Set(jobs.map((job) => job.company._id))];
    const viewerJobs = (await get('/job/getadminjobs', 'viewer')).json().jobs as Listed[];
    const otherJobs = (await get('/job/getadminjobs', 'other owner')).json().jobs as Listed[];
    expect(companiesOf(viewerJobs)).toEqual([world.ownerCompanyId]);
    expect(viewerJobs.every((job) => job.role === 'viewer')).toBe(true);
    expect(companiesOf(otherJobs)).toEqual([world.otherCompanyId]);

    const otherCompanies = (await get('/company/get', 'other owner')).json().companies as { _id: string; role: string }[];
    expect(otherCompanies).toContainEqual(expect.objectContaining({ _id: world.otherCompanyId, role: 'owner' }));
    expect(otherCompanies.map((company) => company._id)).not.toContain(world.ownerCompanyId);
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
    const company = (await get(`/company/get/${world.ownerCompanyId}`, 'owner')).json().company;
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
