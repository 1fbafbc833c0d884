import { createNotifier } from '../src/features/notifications/notifier';
import { alertDigests } from '../src/features/alerts/alert-digests';
import { createCompany, postJob, signUp, type Actor } from './support/actors';
import { eventually, mailFiles, type ReceivedMail } from '@portal/test-support/mailbox';
import { multipartBody } from './support/multipart';
import { startTestApp, type TestApp } from './support/test-app';

/** Job alerts: a saved search that tells the student about new jobs, at once or in a daily digest, with an unsubscribe link and one-click unsubscribe. */
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
  it('tell the student about a new matching job, by notification and email with an unsubscribe link, also in its List-Unsubscribe headers', async () => {
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
    const link = /https:\/\/jobs\.example\.com\/api\/v1\/alert\/unsubscribe\?token=[A-Za-z0-9_-]+/.exec(mail!.text)![0];
    // RFC 8058: mail apps show their own unsubscribe button, which POSTs to the link.
    expect(mail!.headers['list-unsubscribe']).toBe(`<${link}>`);
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
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

describe('alerts keep the whole search', () => {
  const linksFor = async (student: Actor) => (await alertKinds(student)).map(({ link }: { link: string }) => link).sort();

  it('match a new job in any of the chosen cities within the chosen experience band, and none outside them', async () => {
    const student = await signUp(t.app, 'student');
    const created = await send('POST', '/alert/create', student, { keyword: 'gleam', location: ['Pune', 'mumbai'], experience: ['2-4'], frequency: 'instant' });
    expect(created.statusCode).toBe(201);
    expect(created.json().alert.filters).toEqual({
      location: ['Pune', 'mumbai'],
      jobType: [],
      experience: ['2-4'],
      salary: [],
      companyId: [],
      salaryMin: null,
      salaryMax: null,
      experienceMax: null,
    });
    const inPune = await post('Gleam Engineer', { location: 'Pune', experience: 3 });
    const inMumbai = await post('Gleam Engineer', { location: 'Mumbai', experience: 2 });
    await post('Gleam Engineer', { location: 'Chennai', experience: 3 });
    await post('Gleam Engineer', { location: 'Navi Mumbai', experience: 3 });
    await post('Gleam Engineer', { location: 'Pune', experience: 7 });
    expect(await linksFor(student)).toEqual([`/description/${inPune._id}`, `/description/${inMumbai._id}`].sort());
  });

  it('match by every other filter of the search too: job types, salary bands, companies and the limits, and list the companies by name', async () => {
    const student = await signUp(t.app, 'student');
    const other = await createCompany(t.app, recruiter, 'Other Alerting Labs');
    const search = { jobType: ['Internship', 'contract'], salary: ['6-10'], companyId: [companyId], experienceMax: 4 };
    const created = await send('POST', '/alert/create', student, { keyword: 'zig', ...search, frequency: 'instant' });
    expect(created.json().alert).toMatchObject({ filters: { ...search, jobType: ['Internship', 'contract'], salaryMin: null }, companies: [{ _id: companyId, name: 'Alerting Labs' }] });
    const match = await post('Zig Engineer', { jobType: 'Contract', salary: 7, experience: 4 });
    await post('Zig Engineer', { jobType: 'Full Time', salary: 7, experience: 4 });
    await post('Zig Engineer', { jobType: 'Internship', salary: 10, experience: 4 });
    await post('Zig Engineer', { jobType: 'Internship', salary: 7, experience: 5 });
    await postJob(t.app, recruiter, other._id, { title: 'Zig Engineer', description: 'Own the platform.', jobType: 'Internship', salary: 7, experience: 1 });
    await tasksDone();
    expect(await linksFor(student)).toEqual([`/description/${match._id}`]);
    expect((await send('GET', '/alert/get', student)).json().alerts[0].companies).toEqual([{ _id: companyId, name: 'Alerting Labs' }]);
  });

  it('match a job paying a range as the search finds it: by any band it reaches, and a least salary its top reaches', async () => {
    const student = await signUp(t.app, 'student');
    await send('POST', '/alert/create', student, { keyword: 'elixir', salaryMin: 15, frequency: 'instant' });
    await send('POST', '/alert/create', student, { keyword: 'crystal', salary: ['20+'], frequency: 'instant' });
    const reachesFifteen = await post('Elixir Engineer', { salary: 10, salaryMax: 18 });
    await post('Elixir Engineer', { salary: 10, salaryMax: 14 });
    const reachesTwenty = await post('Crystal Engineer', { salary: 12, salaryMax: 22 });
    await post('Crystal Engineer', { salary: 12, salaryMax: 18 });
    expect(await linksFor(student)).toEqual([`/description/${reachesFifteen._id}`, `/description/${reachesTwenty._id}`].sort());
  });

  it('still match alerts saved before, by their single location (a part of the job’s), job type and minimum salary', async () => {
    const student = await signUp(t.app, 'student');
    const { db } = t.database.handle;
    const { id } = await db
      .insertInto('job_alerts')
      .values({
        user_id: Number(student.id),
        keyword: 'ocaml',
        term_count: 1,
        location: 'mumbai',
        job_type: 'Full Time',
        salary_min: 10,
        filters: null,
        frequency: 'instant',
        unsubscribe_token: `old-${student.id}`,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('alert_terms').values({ alert_id: Number(id), term: 'ocaml' }).execute();

    const inNaviMumbai = await post('OCaml Engineer', { location: 'Navi Mumbai', jobType: 'full time', salary: 12 });
    await post('OCaml Engineer', { location: 'Pune', jobType: 'Full Time', salary: 12 });
    await post('OCaml Engineer', { location: 'Mumbai', jobType: 'Internship', salary: 12 });
    await post('OCaml Engineer', { location: 'Mumbai', jobType: 'Full Time', salary: 8 });
    expect(await linksFor(student)).toEqual([`/description/${inNaviMumbai._id}`]);
    expect((await send('GET', '/alert/get', student)).json().alerts).toEqual([
      expect.objectContaining({
        keyword: 'ocaml',
        location: 'mumbai',
        jobType: 'Full Time',
        salaryMin: 10,
        filters: { location: ['mumbai'], jobType: ['Full Time'], experience: [], salary: [], companyId: [], salaryMin: 10, salaryMax: null, experienceMax: null },
      }),
    ]);
  });

  it('take an older client’s single location and job type as a search would, as one-value lists', async () => {
    const student = await signUp(t.app, 'student');
    const created = await send('POST', '/alert/create', student, { keyword: 'fortran', location: 'Pune', jobType: 'Full Time', salaryMin: '5', frequency: 'instant' });
    expect(created.statusCode).toBe(201);
    expect(created.json().alert).toMatchObject({ location: 'Pune', jobType: 'Full Time', salaryMin: 5, filters: { location: ['Pune'], jobType: ['Full Time'], salaryMin: 5 } });
    const inPune = await post('Fortran Engineer', { location: 'pune', jobType: 'full time', salary: 6 });
    await post('Fortran Engineer', { location: 'Pune Cantonment', jobType: 'Full Time', salary: 6 });
    expect(await linksFor(student)).toEqual([`/description/${inPune._id}`]);
  });
});

describe('unsubscribing', () => {
  const alertOf = async (keyword: string) => {
    const student = await signUp(t.app, 'student');
    await send('POST', '/alert/create', student, { keyword, frequency: 'instant' });
    const { unsubscribe_token: token } = await t.database.handle.db.selectFrom('job_alerts').select('unsubscribe_token').where('keyword', '=', keyword).executeTakeFirstOrThrow();
    return { student, link: `/alert/unsubscribe?token=${token}` };
  };
  const keywordsOf = async (student: Actor) => (await send('GET', '/alert/get', student)).json().alerts.map(({ keyword }: { keyword: string }) => keyword);
  const BROWSER = { accept: 'text/html,application/xhtml+xml' };
  /** A mail app's unsubscribe button (RFC 8058): a POST of List-Unsubscribe-Post's value to the List-Unsubscribe link. */
  const oneClick = (path: string, headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' }, payload: string | Buffer = 'List-Unsubscribe=One-Click') =>
    t.app.inject({ method: 'POST', url: `/api/v1${path}`, headers, payload });

  it('opening the link changes nothing: a browser gets a page naming the alert, whose button posts to the link', async () => {
    const { student, link } = await alertOf('elixir');
    const page = await send('GET', link, undefined, undefined, BROWSER);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    // No script at all, nor any needed: the button is a plain form.
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain('You get emails for your job alert “elixir”.');
    const [, action] = /<form method="post" action="([^"]+)"><button type="submit">Unsubscribe<\/button><\/form>/.exec(page.body)!;
    expect(new URL(action!, `https://jobs.example.com/api/v1${link}`).href).toBe(`https://jobs.example.com/api/v1${link}`);
    // A mail scanner fetches the link without asking for HTML.
    expect((await send('GET', link)).statusCode).toBe(200);
    expect(await keywordsOf(student)).toEqual(['elixir']);
  });

  it('the page’s button unsubscribes without logging in, once; then the link says it was used', async () => {
    const { student, link } = await alertOf('erlang');
    const button = { ...BROWSER, 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:80' };
    const done = await send('POST', link, undefined, '', button);
    expect(done.statusCode).toBe(200);
    expect(done.headers['content-type']).toMatch(/^text\/html/);
    expect(done.body).toContain('You will get no more emails for the job alert “erlang”.');
    expect(await keywordsOf(student)).toEqual([]);

    expect((await send('POST', link, undefined, '', button)).statusCode).toBe(404);
    const opened = await send('GET', link, undefined, undefined, BROWSER);
    expect(opened.statusCode).toBe(404);
    expect(opened.body).toContain('This unsubscribe link was already used, or it is not valid.');
    expect(opened.body).not.toContain('<form');
    await post('Erlang Developer');
    expect(await alertKinds(student)).toEqual([]);
  });

  it('takes a mail app’s one-click POST from the email’s List-Unsubscribe header; a GET of that link does not unsubscribe', async () => {
    const student = await signUp(t.app, 'student');
    await send('POST', '/alert/create', student, { keyword: 'clojure', frequency: 'instant' });
    await post('Clojure Engineer');
    const [mail] = await eventually(
      async () => (await mailFiles(t.database.dataDir)).filter((found) => found.to === student.email),
      (found: ReceivedMail[]) => found.length > 0,
    );
    const { pathname, search } = new URL(/^<(.+)>$/.exec(mail!.headers['list-unsubscribe']!)![1]!);
    const path = `${pathname}${search}`.replace('/api/v1', '');

    expect((await send('GET', path)).statusCode).toBe(200);
    expect(await keywordsOf(student)).toEqual(['clojure']);

    const unsubscribed = await oneClick(path);
    expect(unsubscribed.statusCode).toBe(200);
    expect(unsubscribed.json()).toEqual({ success: true, message: 'You will get no more emails for the alert "clojure".' });
    expect(await keywordsOf(student)).toEqual([]);

    const again = await oneClick(path);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('This unsubscribe link was already used, or it is not valid.');
  });

  it('takes the one-click POST as multipart/form-data too (what RFC 8058 recommends)', async () => {
    const { student, link } = await alertOf('scala');
    const form = await multipartBody({ 'List-Unsubscribe': 'One-Click' });
    expect((await oneClick(link, form.headers, form.payload)).statusCode).toBe(200);
    expect(await keywordsOf(student)).toEqual([]);
  });

  it('takes form bodies only there: the other alert routes still refuse them with a 415', async () => {
    const student = await signUp(t.app, 'student');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/alert/create',
      headers: { cookie: student.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'keyword=react&frequency=daily',
    });
    expect(created.statusCode).toBe(415);
    expect(await keywordsOf(student)).toEqual([]);
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
