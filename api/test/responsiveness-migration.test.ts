import { migrateToLatest } from '../src/db/migrate';
import { readResponsiveness } from '../src/features/jobs/responsiveness';
import { insertCompanyRow, insertUser } from './support/rows';
import { createTestDatabase, type TestDatabase } from './support/test-database';

/** Migration 0021: a company's responsiveness is right at once for the applications it already has. */
let database: TestDatabase;
afterEach(async () => {
  await database.handle.close();
  await database.drop();
});

it("0021 takes each application's first and last answer from its history: the team's steps, not sending nor withdrawing", async () => {
  database = await createTestDatabase(undefined, { migratedUpTo: '0019-canary-auto-rollbacks' });
  const { db } = database.handle;
  const day = (n: number) => new Date(Date.UTC(2027, 0, 1 + n, 9)).toISOString();
  const recruiter = await insertUser(db, 'r@example.com', 'recruiter', day(0));
  const company = await insertCompanyRow(db, recruiter, 'Oldco', day(0));
  const job = await db
    .insertInto('jobs')
    .values({ title: 'Engineer', description: 'x', salary: 10, location: 'Pune', job_type: 'Full Time', experience: 1, position: 1, company_id: company, created_by: recruiter, created_at: day(0), updated_at: day(0) })
    .returning('id')
    .executeTakeFirstOrThrow();
  /** An application sent on day 0 with these later steps, each on its day. */
  const application = async (email: string, steps: [number, 'pending' | 'shortlisted' | 'rejected' | 'withdrawn'][]) => {
    const student = await insertUser(db, email, 'student', day(0));
    const { id } = await db
      .insertInto('applications')
      .values({ job_id: Number(job.id), applicant_id: student, status: steps.at(-1)?.[1] ?? 'pending', created_at: day(0), updated_at: day(0) })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [on, status] of [[0, 'pending'] as const, ...steps]) {
      await db.insertInto('application_events').values({ application_id: Number(id), status, message: null, created_at: day(on) }).execute();
    }
  };
  await application('a@example.com', [[2, 'shortlisted'], [6, 'rejected']]);
  await application('b@example.com', [[1, 'withdrawn'], [3, 'pending'], [4, 'shortlisted']]);
  await application('c@example.com', [[5, 'withdrawn']]);
  for (const [n, email] of ['d', 'e', 'f'].entries()) await application(`${email}@example.com`, [[n + 7, 'shortlisted']]);

  await migrateToLatest(database.handle);

  const rows = await db.selectFrom('applications').select(['first_response_at', 'last_response_at']).orderBy('id').execute();
  const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());
  expect(rows.map((row) => [iso(row.first_response_at), iso(row.last_response_at)])).toEqual([
    [day(2), day(6)],
    [day(4), day(4)],
    [null, null],
    [day(7), day(7)],
    [day(8), day(8)],
    [day(9), day(9)],
  ]);
  // 2, 4, 7, 8, 9 days; on day 12 the last step (day 9) was 3 days ago.
  expect(await readResponsiveness(db, { companyId: company }, new Date(day(12)))).toEqual({ medianResponseDays: 7, responded: 5, activelyReviewing: true });
});
