import { apply, createCompany, logIn, postJob, signUp, TEST_PASSWORD, type Actor } from './support/actors';
import { SESSION_HINT_COOKIE } from '@portal/contract';
import { eventually, mailFiles } from '@portal/test-support/mailbox';
import { multipartBody, sampleFiles } from './support/multipart';
import { startTestApp, type TestApp } from './support/test-app';

/** Accounts people can recover and leave: reset by email, change, preferences, export, delete. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'https://jobs.example.com', MAIL_POLL_MS: '50', PASSWORD_RESETS_PER_EMAIL: '3' });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, who?: Actor) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: who ? { cookie: who.cookie } : {}, payload: payload as Record<string, unknown> });
const get = (url: string, who: Actor) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie: who.cookie } });
const me = (who: Actor) => get('/user/me', who);
const mailsTo = async (email: string) => (await mailFiles(t.database.dataDir)).filter((mail) => mail.to === email);

/** The tokens of the first `count` reset emails to `email`, oldest first. */
async function resetTokensFor(email: string, count: number): Promise<string[]> {
  const resetMails = async () => (await mailsTo(email)).filter((mail) => mail.subject.startsWith('Reset'));
  const mails = await eventually(resetMails, (found) => found.length >= count);
  return mails.slice(0, count).map((mail) => /https:\/\/jobs\.example\.com\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!);
}

/** The token in the first reset email to `email`. */
const resetTokenFor = async (email: string) => (await resetTokensFor(email, 1))[0]!;

const updateProfile = async (who: Actor, fields: Record<string, string>) => {
  const body = await multipartBody(fields);
  return t.app.inject({ method: 'POST', url: '/api/v1/user/profile/update', payload: body.payload, headers: { ...body.headers, cookie: who.cookie } });
};
const cookieOf = (response: { cookies: { name: string; value: string }[] }) => `token=${response.cookies.find((cookie) => cookie.name === 'token')!.value}`;

describe('forgot password → reset', () => {
  it('answers the same for a known and an unknown address; only the known one gets an email with an absolute link', async () => {
    const student = await signUp(t.app, 'student');
    const known = await post('/user/password/forgot', { email: student.email });
    const unknown = await post('/user/password/forgot', { email: 'nobody-here@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(known.json().message).toBe('If an account exists for that email, we sent a link to reset the password.');
    expect(await resetTokenFor(student.email)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await mailsTo('nobody-here@example.com')).toEqual([]);
  });

  it('sets the new password once per link, ends every session, and keeps only a hash of the token', async () => {
    const student = await signUp(t.app, 'student');
    await post('/user/password/forgot', { email: student.email });
    const token = await resetTokenFor(student.email);
    const stored = await t.database.handle.db.selectFrom('password_resets').select('token_hash').execute();
    expect(stored.map(({ token_hash }) => token_hash)).not.toContain(token);

    const reset = await post('/user/password/reset', { token, password: 'a brand new secret' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe('Password updated. Please log in.');
    expect(reset.cookies.filter((cookie) => cookie.value === '').map((cookie) => cookie.name).sort()).toEqual([SESSION_HINT_COOKIE, 'token'].sort());
    expect((await me(student)).statusCode).toBe(401);
    await expect(logIn(t.app, student.email, TEST_PASSWORD, 'student')).rejects.toThrow(/login failed/);
    expect((await me(await logIn(t.app, student.email, 'a brand new secret', 'student'))).statusCode).toBe(200);

    const again = await post('/user/password/reset', { token, password: 'another new secret' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This reset link is invalid or has expired.');
  });

  it('refuses an expired or made-up token, and a short password, with 400s that say so', async () => {
    const student = await signUp(t.app, 'student');
    await post('/user/password/forgot', { email: student.email });
    const token = await resetTokenFor(student.email);
    await t.database.handle.db.updateTable('password_resets').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).execute();
    expect((await post('/user/password/reset', { token, password: 'a brand new secret' })).json().message).toBe('This reset link is invalid or has expired.');
    expect((await post('/user/password/reset', { token: 'made-up', password: 'a brand new secret' })).statusCode).toBe(400);
    const short = await post('/user/password/reset', { token, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('New password must be at least 8 characters');
  });

  it('is rate-limited per address, known or not, with Retry-After', async () => {
    for (let i = 0; i < 3; i++) expect((await post('/user/password/forgot', { email: 'flooded@example.com' })).statusCode).toBe(200);
    const refused = await post('/user/password/forgot', { email: 'flooded@example.com' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('a reset link, asked about before it is used', () => {
  const stateOf = async (token: string, remoteAddress?: string) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/user/password/reset/status', payload: { token }, ...(remoteAddress && { remoteAddress }) });
    expect(response.statusCode).toBe(200);
    return response.json() as { success: true; state: string; message: string };
  };

  it('says a fresh link is valid however often it is asked, and used once it set a password', async () => {
    const student = await signUp(t.app, 'student');
    await post('/user/password/forgot', { email: student.email });
    const token = await resetTokenFor(student.email);

    expect(await stateOf(token)).toEqual({ success: true, state: 'valid', message: 'This reset link can be used: choose a new password.' });
    expect((await stateOf(token)).state).toBe('valid');
    expect((await post('/user/password/reset', { token, password: 'a brand new secret' })).statusCode).toBe(200);
    expect(await stateOf(token)).toEqual({ success: true, state: 'used', message: 'This reset link has already been used.' });
  });

  it('says an expired link has expired, and a made-up one, or one a later password change ended, is not valid', async () => {
    const student = await signUp(t.app, 'student');
    await post('/user/password/forgot', { email: student.email });
    const token = await resetTokenFor(student.email);
    await t.database.handle.db.updateTable('password_resets').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('user_id', '=', Number(student.id)).execute();
    expect(await stateOf(token)).toEqual({ success: true, state: 'expired', message: 'This reset link has expired.' });

    const unknown = {
      success: true,
      state: 'unknown',
      message: 'This reset link is not valid: it may be incomplete, or the password or email has changed since it was sent.',
    };
    expect(await stateOf('made-up')).toEqual(unknown);
    expect(await stateOf(token.slice(0, 20))).toEqual(unknown);

    const other = await signUp(t.app, 'student');
    await post('/user/password/forgot', { email: other.email });
    const ended = await resetTokenFor(other.email);
    expect((await post('/user/password/change', { currentPassword: TEST_PASSWORD, newPassword: 'a brand new secret' }, other)).statusCode).toBe(200);
    expect(await stateOf(ended)).toEqual(unknown);
  });

  it('refuses a request without a token with a 400 that says so', async () => {
    const response = await post('/user/password/reset/status', {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'token is required' });
  });

  it('is rate-limited per client, with Retry-After, as "Forgot password?" is', async () => {
    const limited = await startTestApp({ PASSWORD_RESETS_PER_IP: '2' });
    try {
      const check = (remoteAddress: string) =>
        limited.app.inject({ method: 'POST', url: '/api/v1/user/password/reset/status', payload: { token: 'guessed' }, remoteAddress });
      for (let i = 0; i < 2; i++) expect((await check('10.7.0.1')).statusCode).toBe(200);
      const refused = await check('10.7.0.1');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await check('10.7.0.2')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('changing the password', () => {
  it('needs the current password; keeps this session and ends the others', async () => {
    const here = await signUp(t.app, 'student');
    const elsewhere = await logIn(t.app, here.email, TEST_PASSWORD, 'student');
    const wrong = await post('/user/password/change', { currentPassword: 'not it at all', newPassword: 'a brand new secret' }, here);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Current password is incorrect.');

    const changed = await post('/user/password/change', { currentPassword: TEST_PASSWORD, newPassword: 'a brand new secret' }, here);
    expect(changed.statusCode).toBe(200);
    const renewed = changed.cookies.find((cookie) => cookie.name === 'token')!;
    expect((await me({ ...here, cookie: `token=${renewed.value}` })).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await me(here)).statusCode).toBe(401);
  });
});

describe('reset links mailed before the credentials changed', () => {
  it('stop working once another link of the user reset the password', async () => {
    const student = await signUp(t.app, 'student');
    await post('/user/password/forgot', { email: student.email });
    await post('/user/password/forgot', { email: student.email });
    const [first, second] = await resetTokensFor(student.email, 2);

    expect((await post('/user/password/reset', { token: second!, password: 'a brand new secret' })).statusCode).toBe(200);
    const stale = await post('/user/password/reset', { token: first!, password: 'the attacker’s secret' });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe('This reset link is invalid or has expired.');
    await logIn(t.app, student.email, 'a brand new secret', 'student');
  });

  it('stop working once the password is changed', async () => {
    const student = await signUp(t.app, 'student');
    await post('/user/password/forgot', { email: student.email });
    const token = await resetTokenFor(student.email);

    expect((await post('/user/password/change', { currentPassword: TEST_PASSWORD, newPassword: 'a brand new secret' }, student)).statusCode).toBe(200);
    expect((await post('/user/password/reset', { token, password: 'the attacker’s secret' })).statusCode).toBe(400);
    await logIn(t.app, student.email, 'a brand new secret', 'student');
  });

  it('stop working once the email is changed', async () => {
    const student = await signUp(t.app, 'student');
    await post('/user/password/forgot', { email: student.email });
    const token = await resetTokenFor(student.email);
    const newEmail = `moved-${student.id}@example.com`;

    expect((await updateProfile(student, { email: newEmail, currentPassword: TEST_PASSWORD })).statusCode).toBe(200);
    expect((await post('/user/password/reset', { token, password: 'the attacker’s secret' })).statusCode).toBe(400);
    await logIn(t.app, newEmail, TEST_PASSWORD, 'student');
  });
});

describe('changing the email', () => {
  it('needs the current password: without it or with a wrong one, 400 says so and the email stays', async () => {
    const student = await signUp(t.app, 'student');
    const newEmail = `taken-over-${student.id}@example.com`;

    const missing = await updateProfile(student, { email: newEmail, bio: 'changed' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Current password is required to change the email.');
    const wrong = await updateProfile(student, { email: newEmail, currentPassword: 'not it at all' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Current password is incorrect.');
    expect((await me(student)).json().user).toMatchObject({ email: student.email, profile: { bio: '' } });
  });

  it('needs no password when the email sent is the one the account has', async () => {
    const student = await signUp(t.app, 'student');
    const saved = await updateProfile(student, { email: student.email.toUpperCase(), bio: 'same address' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().user).toMatchObject({ email: student.email, profile: { bio: 'same address' } });
    expect((await me(student)).statusCode).toBe(200);
  });

  it('tells the old address, keeps this session and ends the others', async () => {
    const here = await signUp(t.app, 'student');
    const elsewhere = await logIn(t.app, here.email, TEST_PASSWORD, 'student');
    const newEmail = `new-home-${here.id}@example.com`;

    const changed = await updateProfile(here, { email: newEmail, currentPassword: TEST_PASSWORD });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ message: 'Profile updated successfully. Other devices are logged out.', user: { email: newEmail } });
    expect((await me({ ...here, cookie: cookieOf(changed) })).json().user.email).toBe(newEmail);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await me(here)).statusCode).toBe(401);

    const [notice] = await eventually(() => mailsTo(here.email), (found) => found.length > 0);
    expect(notice!.subject).toMatch(/email address was changed/);
    expect(notice!.text).toContain(newEmail);
    expect(notice!.text).toContain('https://jobs.example.com/');
    expect(await mailsTo(newEmail)).toEqual([]);
  });
});

describe('email preferences', () => {
  it('turns notification emails off: the notification still comes, the email does not; only the user sees the setting', async () => {
    const recruiter = await signUp(t.app, 'recruiter');
    const saved = await post('/user/preferences', { emailNotifications: false }, recruiter);
    expect(saved.json()).toMatchObject({ success: true, user: { preferences: { emailNotifications: false } } });
    expect((await me(recruiter)).json().user.preferences).toEqual({ emailNotifications: false });

    const company = await createCompany(t.app, recruiter, `Quiet ${Date.now()}`);
    const job = await postJob(t.app, recruiter, company._id);
    const student = await signUp(t.app, 'student');
    await apply(t.app, student, job._id);
    expect((await get('/notification/get', recruiter)).json().unread).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsTo(recruiter.email)).toEqual([]);
    const [applicant] = (await get(`/application/${job._id}/applicants`, recruiter)).json().job.applications;
    expect(applicant.applicant.preferences).toBeUndefined();
    expect((await post('/user/preferences', { emailNotifications: 'no' }, recruiter)).json().message).toMatch(/emailNotifications must be true or false/);
  });
});

describe('export and delete', () => {
  async function studentWhoApplied() {
    const recruiter = await signUp(t.app, 'recruiter');
    const company = await createCompany(t.app, recruiter, `Export ${Date.now()} ${Math.random()}`);
    const job = await postJob(t.app, recruiter, company._id, { title: 'Data Engineer' });
    const student = await signUp(t.app, 'student', { fullname: 'Meera Iyer' });
    const resume = await multipartBody({}, { content: sampleFiles.pdf, filename: 'meera.pdf', type: 'application/pdf' });
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/user/profile/update', ...resume, headers: { ...resume.headers, cookie: student.cookie } })).statusCode).toBe(200);
    await apply(t.app, student, job._id);
    const applicationId = (await get('/application/get', student)).json().application[0]._id;
    await post(`/application/${applicationId}/notes`, { text: 'Private: strong SQL.' }, recruiter);
    return { recruiter, job, student };
  }

  it('exports only the caller’s own data: a student’s applications with their history, never the team’s notes', async () => {
    const { recruiter, job, student } = await studentWhoApplied();
    await t.app.inject({ method: 'POST', url: `/api/v1/job/save/${job._id}`, headers: { cookie: student.cookie } });
    await post('/alert/create', { keyword: 'data', frequency: 'daily' }, student);
    const exported = await get('/user/export', student);
    expect(exported.headers['content-disposition']).toBe('attachment; filename="jobportal-my-data.json"');
    const data = exported.json();
    expect(data.user).toMatchObject({ fullname: 'Meera Iyer', email: student.email, preferences: { emailNotifications: true } });
    expect(data.applications.map(({ job, history }: { job: { title: string }; history: unknown[] }) => [job.title, history.length])).toEqual([['Data Engineer', 1]]);
    expect(data.savedJobs.map(({ title }: { title: string }) => title)).toEqual(['Data Engineer']);
    expect(data.alerts.map(({ keyword }: { keyword: string }) => keyword)).toEqual(['data']);
    expect(exported.body).not.toContain('Private: strong SQL.');
    expect(exported.body).not.toContain(recruiter.email);

    const theirs = (await get('/user/export', recruiter)).json();
    expect(theirs.jobs.map(({ title }: { title: string }) => title)).toEqual(['Data Engineer']);
    expect(theirs.companies).toHaveLength(1);
    expect(theirs.notifications.map(({ kind }: { kind: string }) => kind)).toEqual(['application.received']);
    expect(JSON.stringify(theirs)).not.toContain(student.email);
  });

  it('deletes a student with their password: files and personal data go, the recruiter reads "Deleted user"', async () => {
    const { recruiter, job, student } = await studentWhoApplied();
    await post('/alert/create', { keyword: 'data', frequency: 'instant' }, student);
    expect((await post('/user/delete', { password: 'wrong password!' }, student)).json().message).toBe('Password is incorrect.');

    const deleted = await post('/user/delete', { password: TEST_PASSWORD }, student);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.cookies.find((cookie) => cookie.name === 'token')?.value).toBe('');
    expect((await me(student)).statusCode).toBe(401);
    await expect(logIn(t.app, student.email, TEST_PASSWORD, 'student')).rejects.toThrow(/login failed/);

    const [applicant] = (await get(`/application/${job._id}/applicants`, recruiter)).json().job.applications;
    expect(applicant.applicant).toMatchObject({ fullname: 'Deleted user', phoneNumber: '', profile: { resume: null, bio: '', skills: [] } });
    expect(applicant.applicant.email).not.toBe(student.email);
    expect((await get(`/user/${student.id}/resume`, recruiter)).statusCode).toBe(404);
    const stored = await t.database.handle.db.selectFrom('users').selectAll().where('id', '=', Number(student.id)).executeTakeFirstOrThrow();
    expect(await t.database.handle.db.selectFrom('job_alerts').select('id').where('user_id', '=', Number(student.id)).execute()).toEqual([]);
    expect(JSON.stringify(stored)).not.toMatch(/Meera|meera/);
  });

  it("deleting a recruiter closes their jobs: the student who applied reads the job as closed (its public page is gone, see account-deletion.test.ts)", async () => {
    const { recruiter, student } = await studentWhoApplied();
    expect((await post('/user/delete', { password: TEST_PASSWORD }, recruiter)).statusCode).toBe(200);
    const [application] = (await get('/application/get', student)).json().application;
    expect(application.job.status).toBe('closed');
  });
});
