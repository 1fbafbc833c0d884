import { toIso } from '../src/db/time';
import { oldestCountedLeaves, reviewingEnds } from '../src/features/jobs/responsiveness';
import { nextAgeChange, pageDependencies } from '../src/site/page-store/page-dependencies';
import { apply, createCompany, postJob, signUp, type Actor } from './support/actors';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * A stored record's page is rendered again when what it shows changes with time alone, nothing
 * written: its team stops "actively reviewing" a week after its last stage change, a day of
 * answers leaves the 90 days its median counts, a job card's age ("Today", "1 day ago") turns.
 * `changesAt` is the next such moment.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = Date.parse('2027-03-10T12:00:00.000Z');

describe('the moments pages change with time alone', () => {
  it("is a job card's next whole day since it was posted, the earliest of the cards", () => {
    expect(nextAgeChange([NOW], NOW)).toBe(NOW + DAY);
    expect(nextAgeChange([NOW - 2 * DAY - 3 * HOUR], NOW)).toBe(NOW + 21 * HOUR);
    // A card just turned "1 day ago" turns "2 days ago" a day later.
    expect(nextAgeChange([NOW - DAY], NOW)).toBe(NOW + DAY);
    // Posted "in the future" (another clock): "Today" until a day after it.
    expect(nextAgeChange([NOW + HOUR], NOW)).toBe(NOW + HOUR + DAY);
    expect(nextAgeChange([NOW - 2 * DAY - 3 * HOUR, NOW - 10 * HOUR], NOW)).toBe(NOW + 14 * HOUR);
    expect(nextAgeChange([], NOW)).toBeNull();
  });

  it('is a week after the last stage change while the team is actively reviewing, and nothing after', () => {
    expect(reviewingEnds(NOW - 2 * DAY, NOW)).toBe(NOW + 5 * DAY);
    expect(reviewingEnds(NOW - 7 * DAY, NOW)).toBeNull();
    expect(reviewingEnds(null, NOW)).toBeNull();
  });

  it('is the start of the 90th day after the oldest day of answers counted (UTC)', () => {
    expect(oldestCountedLeaves('2027-01-10')).toBe(Date.parse('2027-04-10T00:00:00.000Z'));
    expect(oldestCountedLeaves(null)).toBeNull();
  });
});

describe("a page's changesAt, read from the database", () => {
  let t: TestApp;
  let recruiter: Actor;
  const db = () => t.database.handle.db;
  const facts = (shows: { kind: 'job' | 'company'; id: string } | { kind: 'listing' | 'shell' }, now?: number) =>
    pageDependencies(db()).ofPage('id' in shows ? { ...shows, id: Number(shows.id) } : shows, now);

  /** A job with one applicant, whose application the team shortlists if `answered`. */
  async function jobWithApplicant(companyId: string, answered: boolean, title = 'Frontend Developer') {
    const job = await postJob(t.app, recruiter, companyId, { title });
    expect((await apply(t.app, await signUp(t.app, 'student'), job._id)).statusCode).toBe(201);
    if (answered) {
      const application = await db().selectFrom('applications').select('id').where('job_id', '=', Number(job._id)).executeTakeFirstOrThrow();
      const moved = await t.app.inject({
        method: 'POST',
        url: `/api/v1/application/status/${application.id}/update`,
        headers: { cookie: recruiter.cookie },
        payload: { status: 'shortlisted' },
      });
      expect(moved.statusCode).toBe(200);
    }
    return job._id;
  }
  const lastResponseOf = async (jobId: string) => {
    const row = await db().selectFrom('applications').select('last_response_at').where('job_id', '=', Number(jobId)).executeTakeFirstOrThrow();
    return Date.parse(toIso(row.last_response_at!));
  };
  const postedAt = (jobId: string, at: number) => db().updateTable('jobs').set({ created_at: new Date(at).toISOString() }).where('id', '=', Number(jobId)).execute();

  beforeAll(async () => {
    t = await startTestApp();
    recruiter = await signUp(t.app, 'recruiter');
  });
  afterAll(() => t.close());

  it("is a week after the job's last stage change, while it is the soonest", async () => {
    const company = await createCompany(t.app, recruiter);
    const job = await jobWithApplicant(company._id, true);
    expect((await facts({ kind: 'job', id: job }))!.changesAt).toBe((await lastResponseOf(job)) + 7 * DAY);
  });

  it('is nothing for a job whose company never answered anyone', async () => {
    const company = await createCompany(t.app, recruiter);
    const job = await jobWithApplicant(company._id, false);
    expect(await facts({ kind: 'job', id: job })).toMatchObject({ changesAt: null });
  });

  it("is, for a job nobody answered on, when its company's oldest counted day of answers leaves the 90 days", async () => {
    const company = await createCompany(t.app, recruiter);
    await jobWithApplicant(company._id, true);
    const quiet = await jobWithApplicant(company._id, false);
    const companyId = Number(company._id);
    const now = Date.now();
    const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);
    await db().updateTable('company_response_days').set({ sent_on: dayOf(now - 80 * DAY) }).where('company_id', '=', companyId).execute();
    // Already out of the 90 days: never counted again.
    await db().insertInto('company_response_days').values({ company_id: companyId, sent_on: dayOf(now - 95 * DAY), days: 1, answered: 3 }).execute();
    expect((await facts({ kind: 'job', id: quiet }, now))!.changesAt).toBe(Date.parse(`${dayOf(now - 80 * DAY)}T00:00:00.000Z`) + 90 * DAY);
  });

  it("is a company page's next job card age change, its closed jobs shown on no card", async () => {
    const company = await createCompany(t.app, recruiter);
    const now = Date.now();
    const older = await jobWithApplicant(company._id, false, 'Posted two days ago');
    const newer = await jobWithApplicant(company._id, false, 'Posted this morning');
    const closed = await jobWithApplicant(company._id, false, 'Closed');
    const pastDeadline = await jobWithApplicant(company._id, false, 'Past its deadline');
    await postedAt(older, now - 2 * DAY - 3 * HOUR);
    await postedAt(newer, now - 10 * HOUR);
    await postedAt(closed, now - DAY + 60_000);
    await postedAt(pastDeadline, now - DAY + 60_000);
    await db().updateTable('jobs').set({ status: 'closed' }).where('id', '=', Number(closed)).execute();
    await db().updateTable('jobs').set({ deadline: '2001-01-01' }).where('id', '=', Number(pastDeadline)).execute();
    expect((await facts({ kind: 'company', id: company._id }, now))!.changesAt).toBe(now + 14 * HOUR);
  });

  it('is, for a company with no open job, a week after the last stage change on any of its jobs', async () => {
    const company = await createCompany(t.app, recruiter);
    const first = await jobWithApplicant(company._id, true, 'Answered first');
    const last = await jobWithApplicant(company._id, true, 'Answered last');
    await db().updateTable('applications').set({ last_response_at: new Date((await lastResponseOf(first)) - DAY).toISOString() }).where('job_id', '=', Number(first)).execute();
    await db().updateTable('jobs').set({ status: 'closed' }).where('company_id', '=', Number(company._id)).execute();
    expect((await facts({ kind: 'company', id: company._id }))!.changesAt).toBe((await lastResponseOf(last)) + 7 * DAY);
  });

  it('is nothing for listings and the shell: a listing is fresh for a minute only', async () => {
    expect(await facts({ kind: 'listing' })).toMatchObject({ changesAt: null });
    expect(await facts({ kind: 'shell' })).toMatchObject({ changesAt: null });
  });
});
