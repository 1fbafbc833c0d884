import type { ApplicationStage } from '../src/db/schema';
import { teamRepository } from '../src/features/teams/team-repository';
import { createCompany, postJob, signUp, type Actor } from './support/actors';
import { insertUser } from './support/rows';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * A company's funnel analytics, checked against a history written with fixed timestamps and
 * counted by hand below, on whichever engine the run uses.
 */
let t: TestApp;
let owner: Actor;
let companyId: string;
let frontend: { _id: string; title: string };
let analyst: { _id: string; title: string };

type Step = [ApplicationStage, string];

/** An application with its whole history: the first step is its sending, the rest the team's (or the student's) moves. */
async function history(jobId: string, steps: Step[]) {
  const { db } = t.database.handle;
  const student = await insertUser(db, `student-${Math.random().toString(36).slice(2)}@example.com`, 'student');
  const sentAt = steps[0]![1];
  const responses = steps.filter(([status], i) => i > 0 && status !== 'withdrawn').map(([, at]) => at);
  const last = steps.at(-1)!;
  const application = await db
    .insertInto('applications')
    .values({
      job_id: Number(jobId),
      applicant_id: student,
      status: last[0],
      created_at: sentAt,
      updated_at: last[1],
      first_response_at: responses[0] ?? null,
      last_response_at: responses.at(-1) ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [status, at] of steps) {
    await db.insertInto('application_events').values({ application_id: Number(application.id), status, message: null, created_at: at }).execute();
  }
}

const get = (url: string, who?: Actor) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: who ? { cookie: who.cookie } : {} });
const analyticsOf = async (query: string, who: Actor = owner) => {
  const response = await get(`/company/${companyId}/analytics?${query}`, who);
  expect(response.statusCode).toBe(200);
  return response.json().analytics;
};

/** RFC 4180, as a spreadsheet reads it: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      row.push(field);
      field = '';
    } else if (!quoted && char === '\r' && text[i + 1] === '\n') {
      rows.push([...row, field]);
      row = [];
      field = '';
      i++;
    } else {
      field += char;
    }
  }
  return rows;
}

beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t.app, 'recruiter');
  companyId = (await createCompany(t.app, owner, 'Acme Analytics'))._id;
  frontend = await postJob(t.app, owner, companyId, { title: 'Frontend Developer' });
  analyst = await postJob(t.app, owner, companyId, { title: '=Data, "Senior" Analyst' });

  // The range read below is 2025-03-01 to 2025-03-10. Days in stage are noted after each step.
  await history(frontend._id, [
    ['pending', '2025-03-01T10:00:00.000Z'],
    ['shortlisted', '2025-03-03T10:00:00.000Z'], // pending 2, first response 2
    ['interview', '2025-03-04T22:00:00.000Z'], // shortlisted 1.5
    ['accepted', '2025-03-08T22:00:00.000Z'], // interview 4
  ]);
  await history(frontend._id, [
    ['pending', '2025-03-01T23:59:59.999Z'], // the first day's last moment
    ['rejected', '2025-03-02T23:59:59.999Z'], // pending 1, first response 1
  ]);
  await history(frontend._id, [['pending', '2025-03-05T06:00:00.000Z']]); // never answered
  await history(frontend._id, [
    ['pending', '2025-03-10T23:00:00.000Z'], // the last day
    ['shortlisted', '2025-03-11T23:00:00.000Z'], // first response 1; the step ends after the range: no stage time
  ]);
  await history(analyst._id, [
    ['pending', '2025-02-28T23:59:59.000Z'], // sent before the range: not counted as sent
    ['shortlisted', '2025-03-02T23:59:59.000Z'], // but its step is in the range: pending 2
  ]);
  await history(analyst._id, [
    ['pending', '2025-03-01T00:00:00.000Z'], // the first day's first moment
    ['interview', '2025-03-04T00:00:00.000Z'], // pending 3, first response 3
    ['withdrawn', '2025-03-06T00:00:00.000Z'], // interview 2
  ]);
  await history(analyst._id, [['pending', '2025-03-11T00:00:00.000Z']]); // the day after the range

  // Another company's applications in the same days count for it alone.
  const stranger = await signUp(t.app, 'recruiter');
  const otherJob = await postJob(t.app, stranger, (await createCompany(t.app, stranger))._id);
  await history(otherJob._id, [
    ['pending', '2025-03-02T09:00:00.000Z'],
    ['accepted', '2025-03-03T09:00:00.000Z'],
  ]);
});
afterAll(() => t.close());

describe('the figures of a range', () => {
  it('counts applications on the UTC day they were sent, every day of the range listed', async () => {
    const { applicationsPerDay } = await analyticsOf('from=2025-03-01&to=2025-03-10');
    expect(applicationsPerDay).toHaveLength(10);
    expect(applicationsPerDay[0]).toEqual({ date: '2025-03-01', count: 3 });
    expect(applicationsPerDay.filter((day: { count: number }) => day.count > 0)).toEqual([
      { date: '2025-03-01', count: 3 },
      { date: '2025-03-05', count: 1 },
      { date: '2025-03-10', count: 1 },
    ]);
  });

  it('counts each application sent in the range once at every stage up to the furthest its history reached', async () => {
    const { funnel } = await analyticsOf('from=2025-03-01&to=2025-03-10');
    // The analyst who went from applied straight to an interview got past the shortlist too.
    expect(funnel).toEqual([
      { status: 'pending', reached: 5 },
      { status: 'shortlisted', reached: 3 },
      { status: 'interview', reached: 2 },
      { status: 'accepted', reached: 1 },
    ]);
  });

  it('gives the median days to a first response and in each stage, from the steps taken in the range', async () => {
    const analytics = await analyticsOf('from=2025-03-01&to=2025-03-10');
    // First responses 2, 1, 1, 3 days; pending 2, 1, 2, 3; shortlisted 1.5; interview 4, 2.
    expect(analytics.medianDaysToFirstResponse).toBe(1.5);
    expect(analytics.medianDaysInStage).toEqual({ pending: 2, shortlisted: 1.5, interview: 3 });
  });

  it('tables each job with applications in the range, most applications first', async () => {
    const { byJob } = await analyticsOf('from=2025-03-01&to=2025-03-10');
    expect(byJob).toEqual([
      { jobId: frontend._id, title: 'Frontend Developer', applications: 4, accepted: 1, medianDaysToFirstResponse: 1 },
      { jobId: analyst._id, title: '=Data, "Senior" Analyst', applications: 1, accepted: 0, medianDaysToFirstResponse: 3 },
    ]);
  });

  it('answers a range without applications with zeros and no medians', async () => {
    const analytics = await analyticsOf('from=2024-01-01&to=2024-01-02');
    expect(analytics).toEqual({
      applicationsPerDay: [
        { date: '2024-01-01', count: 0 },
        { date: '2024-01-02', count: 0 },
      ],
      funnel: ['pending', 'shortlisted', 'interview', 'accepted'].map((status) => ({ status, reached: 0 })),
      medianDaysToFirstResponse: null,
      medianDaysInStage: { pending: null, shortlisted: null, interview: null },
      byJob: [],
    });
  });
});

describe('the edges of a range', () => {
  it('takes the first day from its first moment to its last', async () => {
    const { applicationsPerDay, funnel } = await analyticsOf('from=2025-03-01&to=2025-03-01');
    expect(applicationsPerDay).toEqual([{ date: '2025-03-01', count: 3 }]);
    expect(funnel[0]).toEqual({ status: 'pending', reached: 3 });
  });

  it('takes the last day to its end and not a moment past it', async () => {
    const { applicationsPerDay, byJob } = await analyticsOf('from=2025-03-10&to=2025-03-10');
    expect(applicationsPerDay).toEqual([{ date: '2025-03-10', count: 1 }]);
    expect(byJob).toEqual([expect.objectContaining({ jobId: frontend._id, applications: 1 })]);
  });

  it('reads the last 30 days, today (UTC) included, when no range is named', async () => {
    const { applicationsPerDay } = await analyticsOf('');
    expect(applicationsPerDay).toHaveLength(30);
    expect(applicationsPerDay.at(-1).date).toBe(new Date().toISOString().slice(0, 10));
  });

  it('reads the 30 days up to the day named when only the end is', async () => {
    const { applicationsPerDay } = await analyticsOf('to=2025-03-10');
    expect(applicationsPerDay.map((day: { date: string }) => day.date)).toEqual(expect.arrayContaining(['2025-02-09', '2025-03-10']));
    expect(applicationsPerDay).toHaveLength(30);
  });

  it('takes a range of 366 days', async () => {
    expect(await analyticsOf('from=2024-03-11&to=2025-03-11')).toEqual(expect.objectContaining({ applicationsPerDay: expect.any(Array) }));
  });
});

describe('bad ranges', () => {
  it.each([
    ['from=2025-02-30', 'from must be a real date, YYYY-MM-DD (for example 2030-01-31).'],
    ['to=tomorrow', 'to must be a real date, YYYY-MM-DD (for example 2030-01-31).'],
    ['from=2025-03-10&to=2025-03-01', 'The range starts (2025-03-10) after it ends (2025-03-01): choose a start on or before the end.'],
    ['from=2024-03-10&to=2025-03-11', 'The range is longer than 366 days: choose a shorter one.'],
    ['from=2020-01-01', 'The range is longer than 366 days: choose a shorter one.'],
    ['format=xml', 'format must be json or csv.'],
  ])('refuses %s with a sentence saying what is wrong', async (query, message) => {
    const response = await get(`/company/${companyId}/analytics?${query}`, owner);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: expect.stringContaining(message) });
  });
});

describe('the CSV download', () => {
  it('answers the per-job table as an attachment a spreadsheet reads back', async () => {
    const response = await get(`/company/${companyId}/analytics?from=2025-03-01&to=2025-03-10&format=csv`, owner);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Acme Analytics applications 2025-03-01 to 2025-03-10.csv"; filename*=UTF-8''Acme%20Analytics%20applications%202025-03-01%20to%202025-03-10.csv`,
    );
    expect(parseCsv(response.body)).toEqual([
      ['Job ID', 'Job', 'Applications', 'Accepted', 'Median days to first response'],
      [frontend._id, 'Frontend Developer', '4', '1', '1'],
      // A title a spreadsheet would take for a formula stays text.
      [analyst._id, `'=Data, "Senior" Analyst`, '1', '0', '3'],
    ]);
  });

  it('leaves the median empty for a job nobody has answered yet', async () => {
    const response = await get(`/company/${companyId}/analytics?from=2025-03-05&to=2025-03-05&format=csv`, owner);
    expect(parseCsv(response.body)[1]).toEqual([frontend._id, 'Frontend Developer', '1', '0', '']);
  });
});

describe('who may read them', () => {
  it('answers every member of the team, whatever their role', async () => {
    const { db } = t.database.handle;
    for (const role of ['recruiter', 'viewer'] as const) {
      const member = await signUp(t.app, 'recruiter');
      await teamRepository(db).addMember(Number(companyId), Number(member.id), role);
      expect((await get(`/company/${companyId}/analytics`, member)).statusCode).toBe(200);
      expect((await get(`/company/${companyId}/analytics?format=csv`, member)).statusCode).toBe(200);
    }
    expect((await get(`/company/${companyId}/analytics`, owner)).statusCode).toBe(200);
  });

  it("hides the company from another company's owner, refuses students and asks visitors to log in", async () => {
    const stranger = await signUp(t.app, 'recruiter');
    await createCompany(t.app, stranger);
    expect((await get(`/company/${companyId}/analytics`, stranger)).statusCode).toBe(404);
    expect((await get(`/company/${companyId}/analytics?format=csv`, stranger)).statusCode).toBe(404);
    expect((await get(`/company/${companyId}/analytics`, await signUp(t.app, 'student'))).statusCode).toBe(403);
    expect((await get(`/company/${companyId}/analytics`)).statusCode).toBe(401);
    expect((await get('/company/99999999/analytics', owner)).statusCode).toBe(404);
  });
});
