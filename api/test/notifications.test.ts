import { apply, createCompany, postJob, signUp, type Actor } from './support/actors';
import { eventually, mailFiles } from '@portal/test-support/mailbox';
import { startTestApp, type TestApp } from './support/test-app';

/** Events tell the people they concern, in the site and by email (the embedded transport writes .eml files). */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'https://jobs.example.com', MAIL_POLL_MS: '50' });
});
afterAll(() => t.close());

const get = (who: Actor, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie: who.cookie, ...headers } });
const post = (who: Actor, url: string, payload?: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: { cookie: who.cookie }, payload: payload as Record<string, unknown> });
const notificationsOf = async (who: Actor) => (await get(who, '/notification/get')).json();
const mailTo = (email: string) => eventually(() => mailFiles(t.database.dataDir), (mails) => mails.some((mail) => mail.to === email)).then((mails) => mails.filter((mail) => mail.to === email));

async function anApplication() {
  const recruiter = await signUp(t.app, 'recruiter');
  const company = await createCompany(t.app, recruiter, `Notify ${Date.now()} ${Math.random()}`);
  const job = await postJob(t.app, recruiter, company._id, { title: 'Platform Engineer' });
  const student = await signUp(t.app, 'student', { fullname: 'Asha Rao' });
  expect((await apply(t.app, student, job._id)).statusCode).toBe(201);
  const applicationId = (await get(student, '/application/get')).json().application[0]._id as string;
  return { recruiter, company, job, student, applicationId };
}

describe('events and who is told', () => {
  it('a new application tells the poster, in the site and by email with an absolute link', async () => {
    const { recruiter, job } = await anApplication();
    const answer = await notificationsOf(recruiter);
    expect(answer).toMatchObject({ success: true, unread: 1, nextCursor: null });
    expect(answer.notifications).toEqual([
      expect.objectContaining({ kind: 'application.received', title: 'New applicant for Platform Engineer', link: `/admin/jobs/${job._id}/applicants`, read: false }),
    ]);
    const [mail] = await mailTo(recruiter.email);
    expect(mail!.subject).toBe('New applicant for Platform Engineer');
    expect(mail!.text).toContain(`https://jobs.example.com/admin/jobs/${job._id}/applicants`);
    expect(mail!.html).toContain(`href="https://jobs.example.com/admin/jobs/${job._id}/applicants"`);
  });

  it('a stage change tells the student with the recruiter’s message; a withdrawal tells the poster', async () => {
    const { recruiter, student, applicationId } = await anApplication();
    await post(recruiter, `/application/status/${applicationId}/update`, { status: 'interview', message: 'Tuesday 10:00, Room 4.' });
    const [told] = (await notificationsOf(student)).notifications;
    expect(told).toMatchObject({ kind: 'application.status', link: '/profile' });
    expect(told.title).toMatch(/: Interview$/);
    expect(told.body).toContain('Tuesday 10:00, Room 4.');
    expect((await mailTo(student.email))[0]!.text).toContain('Tuesday 10:00, Room 4.');

    await post(student, `/application/withdraw/${applicationId}`);
    expect((await notificationsOf(recruiter)).notifications[0]).toMatchObject({ kind: 'application.withdrawn', title: 'Asha Rao withdrew from Platform Engineer' });
  });

  it('closing a job tells the students still waiting, not those already answered or gone', async () => {
    const { recruiter, job, student: waiting } = await anApplication();
    const rejected = await signUp(t.app, 'student');
    await apply(t.app, rejected, job._id);
    const rejectedId = (await get(rejected, '/application/get')).json().application[0]._id;
    await post(recruiter, `/application/status/${rejectedId}/update`, { status: 'rejected' });

    await t.app.inject({ method: 'PUT', url: `/api/v1/job/update/${job._id}`, headers: { cookie: recruiter.cookie }, payload: { status: 'closed' } });
    expect((await notificationsOf(waiting)).notifications[0]).toMatchObject({ kind: 'job.closed', link: `/description/${job._id}` });
    expect((await notificationsOf(rejected)).notifications.map(({ kind }: { kind: string }) => kind)).toEqual(['application.status']);
  });
});

describe('reading them', () => {
  it('answers a poll that finds nothing new with 304 (its ETag), and a changed list with 200', async () => {
    const { recruiter } = await anApplication();
    const first = await get(recruiter, '/notification/get');
    const etag = first.headers.etag as string;
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect((await get(recruiter, '/notification/get', { 'if-none-match': etag })).statusCode).toBe(304);
    await post(recruiter, '/notification/read', { all: true });
    const changed = await get(recruiter, '/notification/get', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().unread).toBe(0);
  });

  it('marks the caller’s own notifications read, by id or all; another user’s ids change nothing', async () => {
    const { recruiter, job } = await anApplication();
    for (const name of ['Ben', 'Chitra']) await apply(t.app, await signUp(t.app, 'student', { fullname: name }), job._id);
    const { notifications } = await notificationsOf(recruiter);
    expect(notifications).toHaveLength(3);

    const stranger = await signUp(t.app, 'student');
    expect((await post(stranger, '/notification/read', { ids: [notifications[0]._id] })).statusCode).toBe(200);
    expect((await notificationsOf(recruiter)).unread).toBe(3);

    await post(recruiter, '/notification/read', { ids: [notifications[0]._id] });
    const after = await notificationsOf(recruiter);
    expect(after.unread).toBe(2);
    expect(after.notifications.map(({ read }: { read: boolean }) => read)).toEqual([true, false, false]);
    await post(recruiter, '/notification/read', { all: true });
    expect((await notificationsOf(recruiter)).unread).toBe(0);
  });

  it('pages newest first with a cursor', async () => {
    const { recruiter, job } = await anApplication();
    for (let i = 0; i < 4; i++) await apply(t.app, await signUp(t.app, 'student', { fullname: `Student ${i}` }), job._id);
    const first = (await get(recruiter, '/notification/get?limit=2')).json();
    const second = (await get(recruiter, `/notification/get?limit=2&cursor=${first.nextCursor}`)).json();
    const third = (await get(recruiter, `/notification/get?limit=2&cursor=${second.nextCursor}`)).json();
    const titles = [...first.notifications, ...second.notifications, ...third.notifications].map(({ body }: { body: string }) => body.split(' applied')[0]);
    expect(titles).toEqual(['Student 3', 'Student 2', 'Student 1', 'Student 0', 'Asha Rao']);
    expect(third.nextCursor).toBeNull();
  });

  it.each([
    ['/notification/get?limit=0', 'GET', undefined, /limit must be from 1 to 50/],
    ['/notification/get?cursor=abc', 'GET', undefined, /cursor is not one this API gave/],
    ['/notification/read', 'POST', { everything: true }, /send \{ids: \[\.\.\.\]\} or \{all: true\}/],
    ['/notification/read', 'POST', { ids: [] }, /ids must name at least one notification/],
  ])('refuses %s %p with a 400 that says what is wrong', async (url, method, payload, message) => {
    const { recruiter } = await anApplication();
    const response = await t.app.inject({ method: method as 'GET' | 'POST', url: `/api/v1${url}`, headers: { cookie: recruiter.cookie }, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('is for logged-in users only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/notification/get' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/notification/read', payload: { all: true } })).statusCode).toBe(401);
  });
});
