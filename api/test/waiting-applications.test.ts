import type { TeamRole } from '@portal/contract';
import { createNotifier } from '../src/features/notifications/notifier';
import { teamRepository } from '../src/features/teams/team-repository';
import { waitingNudges } from '../src/features/waiting/waiting-nudges';
import { apply, createCompany, postJob, signUp, type Actor } from './support/actors';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Applications waiting for the hiring team (open, no stage change for 7 days): counted per job in
 * the recruiter's jobs list, and a daily nudge to the company's owners and recruiters.
 */
let t: TestApp;
const SITE = { name: 'JobPortal', publicUrl: 'https://jobs.example.com' };
// The server's own task worker looks once at start, before any data, and not again: the nudges here are the tests' own.
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: SITE.publicUrl, MAIL_POLL_MS: '3600000' });
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const db = () => t.database.handle.db;
const send = (method: 'GET' | 'POST', url: string, who: Actor, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie: who.cookie }, payload });

async function applicationOf(student: Actor, jobId: string): Promise<number> {
  const row = await db().selectFrom('applications').select('id').where('job_id', '=', Number(jobId)).where('applicant_id', '=', Number(student.id)).executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A student's application to the job, moved by the team to `stage` (or withdrawn by the student), its last change at `changedAt`. */
async function applicationAt(team: Actor, jobId: string, stage: string, changedAt: Date): Promise<number> {
  const student = await signUp(t.app, 'student');
  expect((await apply(t.app, student, jobId)).statusCode).toBe(201);
  const id = await applicationOf(student, jobId);
  if (stage === 'withdrawn') expect((await send('POST', `/application/withdraw/${id}`, student)).statusCode).toBe(200);
  else if (stage !== 'pending') expect((await send('POST', `/application/status/${id}/update`, team, { status: stage })).statusCode).toBe(200);
  await db().updateTable('applications').set({ updated_at: changedAt.toISOString() }).where('id', '=', id).execute();
  return id;
}

async function waitingPerJob(who: Actor): Promise<Record<string, number>> {
  const response = await send('GET', '/job/getadminjobs', who);
  expect(response.statusCode).toBe(200);
  return Object.fromEntries(response.json().jobs.map((job: { title: string; waiting: number }) => [job.title, job.waiting]));
}

async function member(companyId: string, role: TeamRole): Promise<Actor> {
  const recruiter = await signUp(t.app, 'recruiter');
  await teamRepository(db()).addMember(Number(companyId), Number(recruiter.id), role);
  return recruiter;
}

describe('waiting applications in the jobs list', () => {
  it('counts per job the applications at pending, shortlisted or interview with no stage change for 7 days', async () => {
    const owner = await signUp(t.app, 'recruiter');
    const company = await createCompany(t.app, owner, 'Waiting Counts Ltd');
    const busy = await postJob(t.app, owner, company._id, { title: 'Busy Job' });
    const quiet = await postJob(t.app, owner, company._id, { title: 'Quiet Job' });
    const eightDaysAgo = new Date(Date.now() - 8 * DAY_MS);
    const sixDaysAgo = new Date(Date.now() - 6 * DAY_MS);
    for (const stage of ['pending', 'shortlisted', 'interview']) await applicationAt(owner, busy._id, stage, eightDaysAgo);
    await applicationAt(owner, busy._id, 'pending', sixDaysAgo);
    for (const stage of ['accepted', 'rejected', 'withdrawn']) await applicationAt(owner, busy._id, stage, eightDaysAgo);
    await applicationAt(owner, quiet._id, 'shortlisted', sixDaysAgo);

    expect(await waitingPerJob(owner)).toEqual({ 'Busy Job': 3, 'Quiet Job': 0 });
    // Every member of the team reads the same count.
    expect(await waitingPerJob(await member(company._id, 'viewer'))).toEqual({ 'Busy Job': 3, 'Quiet Job': 0 });
  });

  it('stops counting an application once the team moves it, or the student applies again', async () => {
    const owner = await signUp(t.app, 'recruiter');
    const company = await createCompany(t.app, owner, 'Moving On Ltd');
    const job = await postJob(t.app, owner, company._id, { title: 'Moving Job' });
    const longAgo = new Date(Date.now() - 10 * DAY_MS);
    const pending = await applicationAt(owner, job._id, 'pending', longAgo);
    const returning = await signUp(t.app, 'student');
    await apply(t.app, returning, job._id);
    const withdrawn = await applicationOf(returning, job._id);
    await send('POST', `/application/withdraw/${withdrawn}`, returning);
    await db().updateTable('applications').set({ updated_at: longAgo.toISOString() }).where('id', '=', withdrawn).execute();
    expect(await waitingPerJob(owner)).toEqual({ 'Moving Job': 1 });

    expect((await send('POST', `/application/status/${pending}/update`, owner, { status: 'shortlisted' })).statusCode).toBe(200);
    expect((await apply(t.app, returning, job._id)).statusCode).toBe(201);
    expect(await waitingPerJob(owner)).toEqual({ 'Moving Job': 0 });
  });
});

describe('the daily nudge', () => {
  // A fixed clock, years ahead: every application made now has waited long before it.
  const DAY_ONE = new Date('2040-03-10T06:00:00.000Z');
  const nudger = (now: () => Date = () => DAY_ONE) => waitingNudges({ db: db(), notify: createNotifier(SITE) }, { now, lookEveryMs: 0 });

  const nudgesOf = async (who: Actor) =>
    db()
      .selectFrom('notifications')
      .select(['title', 'body', 'link'])
      .where('user_id', '=', Number(who.id))
      .where('kind', '=', 'applications.waiting')
      .orderBy('id')
      .execute();
  const nudgeMailsTo = async (who: Actor) =>
    (await db().selectFrom('mail_outbox').select('subject').where('to_address', '=', who.email).where('subject', 'like', '%waiting over 7 days%').execute()).map(
      (mail) => mail.subject,
    );

  /** A company whose team is an owner, a recruiter and a viewer, with a job per title, each with that many applications waiting. */
  async function teamWithWaiting(name: string, waitingPerTitle: Record<string, number>) {
    const owner = await signUp(t.app, 'recruiter');
    const company = await createCompany(t.app, owner, name);
    const recruiter = await member(company._id, 'recruiter');
    const viewer = await member(company._id, 'viewer');
    const jobs: Record<string, string> = {};
    for (const [title, waiting] of Object.entries(waitingPerTitle)) {
      jobs[title] = (await postJob(t.app, owner, company._id, { title }))._id;
      for (let n = 0; n < waiting; n += 1) await applicationAt(owner, jobs[title]!, 'pending', new Date());
    }
    return { owner, recruiter, viewer, company, jobs };
  }

  it('tells each owner and recruiter once, in the site and by email, how many wait; not the viewers', async () => {
    const team = await teamWithWaiting('Nudged Ltd', { 'Data Engineer': 2, 'Designer': 1 });
    await nudger()();

    for (const member of [team.owner, team.recruiter]) {
      expect(await nudgesOf(member)).toEqual([
        {
          title: '3 applications waiting over 7 days at Nudged Ltd',
          body: '3 applications have had no stage change for 7 days or more.\n\nData Engineer: 2 waiting\nDesigner: 1 waiting',
          link: '/admin/jobs',
        },
      ]);
      expect(await nudgeMailsTo(member)).toEqual(['3 applications waiting over 7 days at Nudged Ltd']);
    }
    expect(await nudgesOf(team.viewer)).toEqual([]);
    expect(await nudgeMailsTo(team.viewer)).toEqual([]);
    // The bell serves the new kind like any other.
    const bell = (await send('GET', '/notification/get', team.owner)).json();
    expect(bell.notifications[0]).toMatchObject({ kind: 'applications.waiting', link: '/admin/jobs' });
  });

  it('links one job straight to its waiting applicants', async () => {
    const team = await teamWithWaiting('One Job Ltd', { 'Tester': 1 });
    await nudger()();
    expect(await nudgesOf(team.owner)).toEqual([
      expect.objectContaining({ title: '1 application waiting over 7 days at One Job Ltd', link: `/admin/jobs/${team.jobs['Tester']}/applicants?waiting=1` }),
    ]);
  });

  it('tells nobody when nothing waits: changed within 7 days, or accepted, rejected or withdrawn', async () => {
    const team = await teamWithWaiting('Answered Ltd', { 'Analyst': 0 });
    const job = team.jobs['Analyst']!;
    await applicationAt(team.owner, job, 'shortlisted', new Date(DAY_ONE.getTime() - 6 * DAY_MS));
    for (const stage of ['accepted', 'rejected', 'withdrawn']) await applicationAt(team.owner, job, stage, new Date());
    await nudger()();
    expect(await nudgesOf(team.owner)).toEqual([]);
    expect(await nudgesOf(team.recruiter)).toEqual([]);
    expect(await nudgeMailsTo(team.owner)).toEqual([]);
  });

  it('never tells anyone twice in a day: run again, after a restart, or by two instances at once', async () => {
    const team = await teamWithWaiting('Once Ltd', { 'Writer': 1 });
    const first = nudger();
    await Promise.all([first(), nudger()()]);
    await first();
    await nudger()();
    const later = new Date(DAY_ONE.getTime() + 17 * 60 * 60 * 1000);
    await Promise.all([nudger(() => later)(), nudger(() => later)()]);

    expect(await nudgesOf(team.owner)).toHaveLength(1);
    expect(await nudgesOf(team.recruiter)).toHaveLength(1);
    expect(await nudgeMailsTo(team.owner)).toHaveLength(1);
  });

  it('tells them again the next day while the applications still wait', async () => {
    const team = await teamWithWaiting('Daily Ltd', { 'Editor': 2 });
    let now = DAY_ONE;
    const nudge = nudger(() => now);
    await nudge();
    now = new Date(DAY_ONE.getTime() + DAY_MS);
    await nudge();
    await nudge();

    expect((await nudgesOf(team.owner)).map((nudge) => nudge.title)).toEqual([
      '2 applications waiting over 7 days at Daily Ltd',
      '2 applications waiting over 7 days at Daily Ltd',
    ]);
    expect(await nudgesOf(team.recruiter)).toHaveLength(2);
    expect(await nudgeMailsTo(team.recruiter)).toHaveLength(2);
  });
});
