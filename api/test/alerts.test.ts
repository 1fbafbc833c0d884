import { createNotifier } from '../src/features/notifications/notifier';
import { alertDigests } from '../src/features/alerts/alert-digests';
import { createCompany, postJob, signUp, type Actor } from './support/actors';
import { eventually, mailFiles } from './support/mailbox';
import { startTestApp, type TestApp } from './support/test-app';

/** Job alerts: a saved search that tells the student about new jobs, at once or in a daily digest, with a one-click unsubscribe. */
let t: TestApp;
const SITE = { name: 'JobPortal', publicUrl: 'https://jobs.example.com' };
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: SITE.publicUrl, MAIL_POLL_MS: '50' });
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST' | 'DELETE', url: string, who?: Actor, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { ...(who && { cookie: who.cookie }), ...headers }, payload: payload as Record<string, unknown> });
const alertKinds = async (who: Actor) =>
  (await send('GET', '/notification/get', who)).json().notifications.filter(({ kind }: { kind: string }) => kind === 'alert.match');
/** The task worker matches after the job's commit: wait until it has looked at every posted job. */
const tasksDone = () =>
  eventually(
    async () => (await t.database.handle.db.selectFrom('task_outbox').select('id').where('done_at', 'is', null).execute()).length,
    (pending) => pending === 0,
  );

let recruiter: Actor;
let companyId: string;
beforeAll(async () => {
  recruiter = await signUp(t.app, 'recruiter');
  companyId = (await createCompany(t.app, recruiter, 'Alerting Labs'))._id;
});
const post = async (title: string, overrides: Record<string, unknown> = {}) => {
  const job = await postJob(t.app, recruiter, companyId, { title, description: 'Own the platform.', location: 'Pune', ...overrides });
  await tasksDone();
  return job;
};

describe('keeping alerts', () => {
  it('creates (201), lists newest first and deletes a student’s alerts; another student gets 404', async () => {
    const student = await signUp(t.app, 'student');
    const created = await send('POST', '/alert/create', student, { keyword: 'data engineer', location: 'Pune', salaryMin: 10, frequency: 'daily' });
    expect(created.statusCode).toBe(201);
    expect(created.json().alert).toMatchObject({ keyword: 'data engineer', location: 'Pune', jobType: null, salaryMin: 10, frequency: 'daily' });
    await send('POST', '/alert/create', student, { keyword: 'react', frequency: 'instant' });
    expect((await send('GET', '/alert/get', student)).json().alerts.map(({ keyword }: { keyword: string }) => keyword)).toEqual(['react', 'data engineer']);

    const id = created.json().alert._id;
    expect((await send('DELETE', `/alert/delete/${id}`, await signUp(t.app, 'student'))).statusCode).toBe(404);
    expect((await send('DELETE', `/alert/delete/${id}`, student)).statusCode).toBe(200);
    expect((await send('GET', '/alert/get', student)).json().alerts).toHaveLength(1);
  });

  it.each([
    [{ keyword: 'react', frequency: 'hourly' }, /frequency must be 'instant' or 'daily'/],
    [{ keyword: '   ', frequency: 'daily' }, /keyword is required/],
    [{ keyword: '!!!', frequency: 'daily' }, /keyword must contain a word/],
    [{ keyword: 'react', frequency: 'daily', salaryMin: -1 }, /salaryMin must not be negative/],
  ])('refuses %j with a 400 that names the field', async (body, message) => {
    const response = await send('POST', '/alert/create', await signUp(t.app, 'student'), body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('is for students: a visitor gets 401, a recruiter 403', async () => {
    expect((await send('POST', '/alert/create', undefined, { keyword: 'react', frequency: 'daily' })).statusCode).toBe(401);
    expect((await send('GET', '/alert/get', recruiter)).statusCode).toBe(403);
  });
});

describe('instant alerts', () => {
  it('tell the student about a new matching job, by notification and email with a one-click unsubscribe link', async () => {
    const student = await signUp(t.app, 'student');
    await send('POST', '/alert/create', student, { keyword: 'devops', location: 'pune', frequency: 'instant' });
    const job = await post('DevOps Engineer');
    await post('DevOps Engineer', { location: 'Chennai' });
    await post('Graphic Designer');

    const told = await alertKinds(student);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ title: 'New job for "devops": DevOps Engineer', link: `/description/${job._id}` });
    const [mail] = await eventually(
      async () => (await mailFiles(t.database.dataDir)).filter((found) => found.to === student.email),
      (found) => found.length > 0,
    );
    expect(mail!.text).toContain(`https://jobs.example.com/description/${job._id}`);
    expect(mail!.text).toMatch(/https:\/\/jobs\.example\.com\/api\/v1\/alert\/unsubscribe\?token=[A-Za-z0-9_-]+/);
  });

  it('match words by their beginning, and every word of the keyword, and the job type and salary asked for', async () => {
    const student = await signUp(t.app, 'student');
    await send('POST', '/alert/create', student, { keyword: 'dev', frequency: 'instant' });
    await send('POST', '/alert/create', student, { keyword: 'senior kotlin', jobType: 'full time', salaryMin: 20, frequency: 'instant' });
    await post('Mobile Developer');
    await post('Senior Kotlin Engineer', { salary: 25, jobType: 'Full Time' });
    await post('Senior Kotlin Engineer', { salary: 12 });
    await post('Kotlin Engineer', { salary: 30 });
    expect((await alertKinds(student)).map(({ title }: { title: string }) => title).sort()).toEqual([
      'New job for "dev": Mobile Developer',
      'New job for "senior kotlin": Senior Kotlin Engineer',
    ]);
  });
});

describe('unsubscribing', () => {
  it('works with one click without logging in, once: a browser gets a page, the second click says the link was used', async () => {
    const student = await signUp(t.app, 'student');
    await send('POST', '/alert/create', student, { keyword: 'elixir', frequency: 'instant' });
    const { unsubscribe_token: token } = await t.database.handle.db.selectFrom('job_alerts').select('unsubscribe_token').where('keyword', '=', 'elixir').executeTakeFirstOrThrow();

    const page = await send('GET', `/alert/unsubscribe?token=${token}`, undefined, undefined, { accept: 'text/html,application/xhtml+xml' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('You will get no more emails for the job alert “elixir”.');
    expect((await send('GET', '/alert/get', student)).json().alerts).toEqual([]);

    const again = await send('GET', `/alert/unsubscribe?token=${token}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('This unsubscribe link was already used, or it is not valid.');
    await post('Elixir Developer');
    expect(await alertKinds(student)).toEqual([]);
  });
});

describe('daily alerts', () => {
  it('keep every match of the day for one digest, sent once', async () => {
    const student = await signUp(t.app, 'student');
    await send('POST', '/alert/create', student, { keyword: 'haskell', frequency: 'daily' });
    await post('Haskell Engineer');
    await post('Senior Haskell Engineer');
    expect(await alertKinds(student)).toEqual([]);

    const digests = alertDigests({ db: t.database.handle.db, notify: createNotifier(SITE), site: SITE }, 0);
    await digests();
    expect(await alertKinds(student)).toEqual([]);

    // A day later.
    await t.database.handle.db.updateTable('job_alerts').set({ created_at: new Date(Date.now() - 25 * 3600 * 1000).toISOString() }).where('keyword', '=', 'haskell').execute();
    await Promise.all([digests(), digests()]);
    const [digest, ...more] = await alertKinds(student);
    expect(more).toEqual([]);
    expect(digest).toMatchObject({ title: '2 new jobs for "haskell"', link: '/browse?q=haskell' });
    expect(digest.body.split('\n')).toEqual(['Haskell Engineer at Alerting Labs, Pune', 'Senior Haskell Engineer at Alerting Labs, Pune']);
    await digests();
    expect(await alertKinds(student)).toHaveLength(1);
  });
});
