import { apply, createCompany, logIn, postJob, signUp, TEST_PASSWORD, type Actor } from './support/actors';
import { eventually, mailFiles } from '@portal/test-support/mailbox';
import { startTestApp, type TestApp } from './support/test-app';

/** A company's hiring team: its owner invites people by email, they join with a role, and each role does what it may. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'https://jobs.example.com', MAIL_POLL_MS: '50' });
});
afterAll(() => t.close());
afterEach(() => jest.useRealTimers());

const request = (method: 'GET' | 'POST' | 'DELETE', url: string, who?: Actor, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: who ? { cookie: who.cookie } : {}, ...(payload && { payload }) });

/** The token of the newest invitation email to `email`. */
async function invitationTokenFor(email: string): Promise<string> {
  const invitations = async () => (await mailFiles(t.database.dataDir)).filter((mail) => mail.to === email && mail.subject.startsWith('Join'));
  const mails = await eventually(invitations, (found) => found.length > 0);
  return /https:\/\/jobs\.example\.com\/invitations\/accept\?token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)!.text)![1]!;
}

/** Someone the owner invited with `role`, who accepted from the emailed link. */
async function joined(owner: Actor, companyId: string, role: 'owner' | 'recruiter' | 'viewer'): Promise<Actor> {
  const member = await signUp(t.app, 'recruiter');
  expect((await request('POST', `/company/${companyId}/invite`, owner, { email: member.email, role })).statusCode).toBe(201);
  expect((await request('POST', '/company/invitations/accept', member, { token: await invitationTokenFor(member.email) })).statusCode).toBe(200);
  return member;
}

async function companyOf(owner?: Actor) {
  const who = owner ?? (await signUp(t.app, 'recruiter'));
  return { owner: who, companyId: (await createCompany(t.app, who))._id as string };
}

describe('members and invitations', () => {
  it("makes the company's creator its first owner", async () => {
    const { owner, companyId } = await companyOf();
    const team = await request('GET', `/company/${companyId}/members`, owner);
    expect(team.statusCode).toBe(200);
    expect(team.json()).toEqual({
      success: true,
      members: [{ user: { _id: owner.id, fullname: expect.any(String), email: owner.email }, role: 'owner', joinedAt: expect.any(String) }],
      invitations: [],
    });
    expect((await request('GET', '/company/get', owner)).json().companies).toEqual([expect.objectContaining({ _id: companyId, role: 'owner' })]);
  });

  it('emails a single-use link that lets the invited recruiter join with the role, and keeps only its hash', async () => {
    const { owner, companyId } = await companyOf();
    const invitee = await signUp(t.app, 'recruiter');
    // Addresses are compared in any case: the account was registered in lower case.
    const invited = await request('POST', `/company/${companyId}/invite`, owner, { email: invitee.email.toUpperCase(), role: 'recruiter' });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toEqual({
      success: true,
      message: `Invitation sent to ${invitee.email}.`,
      invitation: { _id: expect.stringMatching(/^\d+$/), email: invitee.email, role: 'recruiter', expiresAt: expect.any(String) },
    });
    const week = new Date(invited.json().invitation.expiresAt).getTime() - Date.now();
    expect(week).toBeGreaterThan(6.9 * 24 * 3600_000);
    expect(week).toBeLessThanOrEqual(7 * 24 * 3600_000);
    expect((await request('GET', `/company/${companyId}/members`, owner)).json().invitations).toEqual([invited.json().invitation]);

    const token = await invitationTokenFor(invitee.email);
    const stored = await t.database.handle.db.selectFrom('company_invitations').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);

    const preview = await request('POST', '/company/invitations/preview', undefined, { token });
    expect(preview.json().invitation).toEqual({ companyName: expect.any(String), role: 'recruiter', email: invitee.email, state: 'pending' });

    const accepted = await request('POST', '/company/invitations/accept', invitee, { token });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().company).toEqual(expect.objectContaining({ _id: companyId, role: 'recruiter' }));
    expect((await request('GET', '/company/get', invitee)).json().companies).toEqual([expect.objectContaining({ _id: companyId, role: 'recruiter' })]);
    const team = (await request('GET', `/company/${companyId}/members`, owner)).json();
    expect(team.members.map((member: { role: string; user: { _id: string } }) => [member.user._id, member.role])).toEqual([
      [owner.id, 'owner'],
      [invitee.id, 'recruiter'],
    ]);
    expect(team.invitations).toEqual([]);

    const again = await request('POST', '/company/invitations/accept', invitee, { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/already been accepted/);
    expect((await request('POST', '/company/invitations/preview', undefined, { token })).json().invitation.state).toBe('used');
  });

  it('refuses another account (403, naming the invited address), a made-up token (400) and a student (403)', async () => {
    const { owner, companyId } = await companyOf();
    const invitee = await signUp(t.app, 'recruiter');
    await request('POST', `/company/${companyId}/invite`, owner, { email: invitee.email, role: 'viewer' });
    const token = await invitationTokenFor(invitee.email);

    const stranger = await signUp(t.app, 'recruiter');
    const wrong = await request('POST', '/company/invitations/accept', stranger, { token });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(`This invitation is for ${invitee.email}. Log in with that recruiter account to accept it.`);
    expect((await request('POST', '/company/invitations/accept', await signUp(t.app, 'student'), { token })).statusCode).toBe(403);
    expect((await request('POST', '/company/invitations/accept', undefined, { token })).statusCode).toBe(401);
    const madeUp = await request('POST', '/company/invitations/accept', invitee, { token: 'x'.repeat(43) });
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json().message).toMatch(/not valid/);
    // Refusals used nothing up: the invited recruiter still joins.
    expect((await request('POST', '/company/invitations/accept', invitee, { token })).statusCode).toBe(200);
  });

  it('ends an invitation after 7 days, by the clock', async () => {
    const { owner, companyId } = await companyOf();
    const invitee = await signUp(t.app, 'recruiter');
    const sentAt = Date.now();
    await request('POST', `/company/${companyId}/invite`, owner, { email: invitee.email, role: 'recruiter' });
    const token = await invitationTokenFor(invitee.email);

    // Only the date moves: timers and the event loop run as they do.
    jest.useFakeTimers({ now: sentAt + 7 * 24 * 3600_000 + 60_000, doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'queueMicrotask', 'hrtime', 'performance'] });
    const late = await request('POST', '/company/invitations/accept', await logIn(t.app, invitee.email, TEST_PASSWORD, 'recruiter'), { token });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toMatch(/expired/);
    expect((await request('POST', '/company/invitations/preview', undefined, { token })).json().invitation.state).toBe('expired');
    expect((await request('GET', `/company/${companyId}/members`, await logIn(t.app, owner.email, TEST_PASSWORD, 'recruiter'))).json().invitations).toEqual([]);
  });

  it('withdraws an invitation (owners), and a new one to the same address replaces the open one', async () => {
    const { owner, companyId } = await companyOf();
    const invitee = await signUp(t.app, 'recruiter');
    await request('POST', `/company/${companyId}/invite`, owner, { email: invitee.email, role: 'viewer' });
    const first = await invitationTokenFor(invitee.email);
    const second = (await request('POST', `/company/${companyId}/invite`, owner, { email: invitee.email, role: 'recruiter' })).json().invitation;
    expect((await request('GET', `/company/${companyId}/members`, owner)).json().invitations).toEqual([second]);
    expect((await request('POST', '/company/invitations/accept', invitee, { token: first })).json().message).toMatch(/withdrawn/);

    const revoked = await request('DELETE', `/company/${companyId}/invitations/${second._id}`, owner);
    expect(revoked.json()).toEqual({ success: true, message: 'Invitation withdrawn.' });
    expect((await request('GET', `/company/${companyId}/members`, owner)).json().invitations).toEqual([]);
    expect((await request('DELETE', `/company/${companyId}/invitations/${second._id}`, owner)).statusCode).toBe(404);
  });

  it('refuses to invite a current member (409) and checks the address and role (400)', async () => {
    const { owner, companyId } = await companyOf();
    const member = await joined(owner, companyId, 'viewer');
    const twice = await request('POST', `/company/${companyId}/invite`, owner, { email: member.email.toUpperCase(), role: 'recruiter' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(`${member.email} is already in this company's team.`);
    expect((await request('POST', `/company/${companyId}/invite`, owner, { email: 'not-an-address', role: 'viewer' })).json().message).toMatch(/Email/);
    const badRole = await request('POST', `/company/${companyId}/invite`, owner, { email: 'new@example.com', role: 'boss' });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().message).toMatch(/Role must be owner, recruiter or viewer/);
  });
});

describe('sending invitations', () => {
  it('limits how many one recruiter sends (429), since each emails words they chose from the site', async () => {
    const limited = await startTestApp({ INVITATIONS_PER_RECRUITER: '2' });
    try {
      const owner = await signUp(limited.app, 'recruiter');
      const companyId = (await createCompany(limited.app, owner))._id;
      const invite = (n: number) =>
        limited.app.inject({ method: 'POST', url: `/api/v1/company/${companyId}/invite`, headers: { cookie: owner.cookie }, payload: { email: `spam-${n}@example.com`, role: 'viewer' } });
      expect([(await invite(1)).statusCode, (await invite(2)).statusCode, (await invite(3)).statusCode]).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });

  it('keeps one open invitation per address however two invites race, answering none with an error of the server', async () => {
    const { owner, companyId } = await companyOf();
    const email = `raced-${Date.now()}@example.com`;
    const answers = await Promise.all([1, 2].map(() => request('POST', `/company/${companyId}/invite`, owner, { email, role: 'viewer' })));
    expect(answers.map((answer) => answer.statusCode).every((status) => status === 201 || status === 409)).toBe(true);
    expect((await request('GET', `/company/${companyId}/members`, owner)).json().invitations.filter((invitation: { email: string }) => invitation.email === email)).toHaveLength(1);
  });
});

describe('roles', () => {
  it('keeps at least one owner: the last owner can be neither demoted nor removed, nor leave (409)', async () => {
    const { owner, companyId } = await companyOf();
    const demote = await request('POST', `/company/${companyId}/members/${owner.id}/role`, owner, { role: 'viewer' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe('A company needs an owner: make someone else an owner first.');
    expect((await request('DELETE', `/company/${companyId}/members/${owner.id}`, owner)).statusCode).toBe(409);

    const second = await joined(owner, companyId, 'recruiter');
    expect((await request('POST', `/company/${companyId}/members/${second.id}/role`, owner, { role: 'owner' })).statusCode).toBe(200);
    expect((await request('DELETE', `/company/${companyId}/members/${owner.id}`, owner)).json()).toEqual({ success: true, message: 'You left the team.' });
    expect((await request('GET', `/company/get/${companyId}`, owner)).statusCode).toBe(404);
    expect((await request('POST', `/company/${companyId}/members/${second.id}/role`, second, { role: 'recruiter' })).statusCode).toBe(409);
  });

  it('lets owners change roles and remove members, and any member leave; others in the team get 403, outsiders 404', async () => {
    const { owner, companyId } = await companyOf();
    const recruiter = await joined(owner, companyId, 'recruiter');
    const viewer = await joined(owner, companyId, 'viewer');
    const outsider = (await companyOf()).owner;

    expect((await request('POST', `/company/${companyId}/members/${viewer.id}/role`, recruiter, { role: 'owner' })).statusCode).toBe(403);
    expect((await request('POST', `/company/${companyId}/invite`, viewer, { email: 'x@example.com', role: 'owner' })).statusCode).toBe(403);
    expect((await request('GET', `/company/${companyId}/members`, outsider)).statusCode).toBe(404);
    expect((await request('DELETE', `/company/${companyId}/members/${viewer.id}`, outsider)).statusCode).toBe(404);
    expect((await request('DELETE', `/company/${companyId}/members/${recruiter.id}`, viewer)).statusCode).toBe(403);

    expect((await request('GET', `/company/${companyId}/members`, viewer)).statusCode).toBe(200);
    expect((await request('POST', `/company/${companyId}/members/${viewer.id}/role`, owner, { role: 'recruiter' })).statusCode).toBe(200);
    expect((await request('DELETE', `/company/${companyId}/members/${recruiter.id}`, owner)).json().message).toBe('Member removed.');
    expect((await request('DELETE', `/company/${companyId}/members/${viewer.id}`, viewer)).json().message).toBe('You left the team.');
    expect((await request('GET', `/company/${companyId}/members`, owner)).json().members).toHaveLength(1);
    expect((await request('DELETE', `/company/${companyId}/members/${viewer.id}`, owner)).statusCode).toBe(404);
  });

  it("lets a recruiter of the team post and edit the company's jobs and move applicants; a viewer reads them and changes nothing", async () => {
    const { owner, companyId } = await companyOf();
    const recruiter = await joined(owner, companyId, 'recruiter');
    const viewer = await joined(owner, companyId, 'viewer');
    const job = await postJob(t.app, recruiter, companyId);
    const student = await signUp(t.app, 'student');
    await apply(t.app, student, job._id);

    for (const member of [owner, recruiter, viewer]) {
      const jobs = (await request('GET', '/job/getadminjobs', member)).json().jobs;
      expect(jobs.map((listed: { _id: string; role: string }) => [listed._id, listed.role])).toEqual([[job._id, member === owner ? 'owner' : member === recruiter ? 'recruiter' : 'viewer']]);
    }
    const applicants = await request('GET', `/application/${job._id}/applicants`, viewer);
    expect(applicants.statusCode).toBe(200);
    expect(applicants.json().role).toBe('viewer');
    const applicationId = applicants.json().job.applications[0]._id;

    const viewerMove = await request('POST', `/application/status/${applicationId}/update`, viewer, { status: 'shortlisted' });
    expect(viewerMove.statusCode).toBe(403);
    expect(viewerMove.json().message).toBe('Viewers can read but not change anything: ask an owner for the recruiter role.');
    expect((await t.app.inject({ method: 'PUT', url: `/api/v1/job/update/${job._id}`, headers: { cookie: viewer.cookie }, payload: { position: 9 } })).statusCode).toBe(403);
    expect((await request('POST', `/application/${applicationId}/notes`, viewer, { text: 'Viewer note' })).statusCode).toBe(403);

    expect((await request('POST', `/application/status/${applicationId}/update`, recruiter, { status: 'shortlisted' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'PUT', url: `/api/v1/job/update/${job._id}`, headers: { cookie: owner.cookie }, payload: { position: 3 } })).statusCode).toBe(200);
  });

  it("shows the answer each screening question needs to everyone in the job's team, and to no one else", async () => {
    const { owner, companyId } = await companyOf();
    const viewer = await joined(owner, companyId, 'viewer');
    const job = await postJob(t.app, owner, companyId, { questions: [{ text: 'Can you work from Pune?', kind: 'yesno', knockout: { equals: true } }] });
    const knockoutsSeenBy = async (who?: Actor) => ((await request('GET', `/job/get/${job._id}`, who)).json().job.questions as { knockout?: unknown }[]).map((question) => question.knockout);
    expect(await knockoutsSeenBy(viewer)).toEqual([{ equals: true }]);
    expect(await knockoutsSeenBy((await companyOf()).owner)).toEqual([undefined]);
    expect(await knockoutsSeenBy(await signUp(t.app, 'student'))).toEqual([undefined]);
  });

  it('tells the owners and recruiters of the team, not its viewers, about a new application', async () => {
    const { owner, companyId } = await companyOf();
    const recruiter = await joined(owner, companyId, 'recruiter');
    const viewer = await joined(owner, companyId, 'viewer');
    const job = await postJob(t.app, owner, companyId);
    await apply(t.app, await signUp(t.app, 'student'), job._id);
    const kinds = async (who: Actor) =>
      ((await request('GET', '/notification/get', who)).json().notifications as { kind: string }[]).map((notification) => notification.kind);
    expect(await kinds(owner)).toContain('application.received');
    expect(await kinds(recruiter)).toContain('application.received');
    expect(await kinds(viewer)).not.toContain('application.received');
  });
});

describe('when a member deletes their account', () => {
  const deleteAccount = (who: Actor) => request('POST', '/user/delete', who, { password: TEST_PASSWORD });

  it("keeps the company and its open jobs while the team goes on, its longest-standing member becoming owner", async () => {
    const { owner, companyId } = await companyOf();
    const recruiter = await joined(owner, companyId, 'recruiter');
    const job = await postJob(t.app, owner, companyId);
    expect((await deleteAccount(owner)).statusCode).toBe(200);
    expect((await request('GET', '/company/get', recruiter)).json().companies).toEqual([expect.objectContaining({ _id: companyId, role: 'owner' })]);
    expect((await request('GET', `/job/get/${job._id}`)).json().job.status).toBe('open');
    expect((await request('GET', `/company/profile/${companyId}`)).statusCode).toBe(200);
  });

  it('closes the jobs and takes the company off the public pages when nobody is left, and nobody can join it then', async () => {
    const { owner, companyId } = await companyOf();
    const job = await postJob(t.app, owner, companyId);
    const invitee = await signUp(t.app, 'recruiter');
    await request('POST', `/company/${companyId}/invite`, owner, { email: invitee.email, role: 'viewer' });
    const token = await invitationTokenFor(invitee.email);
    expect((await deleteAccount(owner)).statusCode).toBe(200);
    expect((await request('GET', `/company/profile/${companyId}`)).statusCode).toBe(404);
    expect((await request('GET', `/job/get/${job._id}`)).statusCode).toBe(404);

    const accepted = await request('POST', '/company/invitations/accept', invitee, { token });
    expect(accepted.statusCode).toBe(400);
    expect(accepted.json().message).toMatch(/withdrawn/);
    expect((await request('GET', `/company/profile/${companyId}`)).statusCode).toBe(404);
  });
});
