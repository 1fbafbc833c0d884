import { createTestDatabase, type TestDatabase } from './support/test-database';
import { insertCompanyRow, insertUser } from './support/rows';
import { migrateToLatest } from '../src/db/migrate';
import { toAlert } from '../src/features/alerts/alert-serializer';
import { companyRepository } from '../src/features/companies/company-repository';

/** Migrations run on databases that already hold data: nothing users saved may be lost. */

/**
 * The driver's errors are matched by message: better-sqlite3 is a native module loaded once per
 * Jest worker, so in a later test file its errors are not `instanceof Error` and toThrow misses them.
 */
const failingWith = (pattern: RegExp) => ({ message: expect.stringMatching(pattern) });

let database: TestDatabase;
afterEach(() => database.drop());

it('0005 makes company names unique per recruiter and keeps every company, job and application', async () => {
  database = await createTestDatabase(undefined, { migratedUpTo: '0004-ended-sessions' });
  const { db } = database.handle;
  const now = new Date().toISOString();
  const person = async (email: string, role: 'student' | 'recruiter') => ({ id: await insertUser(db, email, role, now) });
  const recruiter = await person('r1@example.com', 'recruiter');
  const otherRecruiter = await person('r2@example.com', 'recruiter');
  const student = await person('s@example.com', 'student');
  const company = { id: await insertCompanyRow(db, recruiter.id, 'Globex', now) };
  const job = await db
    .insertInto('jobs')
    .values({
      title: 'Engineer',
      description: 'Build things',
      salary: 10,
      location: 'Pune',
      job_type: 'Full Time',
      experience: 1,
      position: 1,
      company_id: Number(company.id),
      created_by: Number(recruiter.id),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('applications').values({ job_id: Number(job.id), applicant_id: Number(student.id), created_at: now, updated_at: now }).execute();

  await migrateToLatest(database.handle);

  expect(await db.selectFrom('companies').select(['id', 'name']).execute()).toEqual([{ id: company.id, name: 'Globex' }]);
  expect(await db.selectFrom('jobs').select('company_id').execute()).toEqual([{ company_id: company.id }]);
  expect(await db.selectFrom('applications').select('job_id').execute()).toEqual([{ job_id: job.id }]);

  const another = (ownerId: number) =>
    db.insertInto('companies').values({ name: 'GLOBEX', name_key: 'globex', owner_id: ownerId, created_at: now, updated_at: now }).execute();
  await expect(another(Number(otherRecruiter.id))).resolves.toBeDefined();
  await expect(another(Number(recruiter.id))).rejects.toMatchObject(failingWith(/unique/i));

  // The foreign keys still hold: a company's jobs go with it, and a job needs a company.
  await expect(
    db.updateTable('jobs').set({ company_id: 999_999 }).where('id', '=', job.id).execute(),
  ).rejects.toMatchObject(failingWith(/foreign key/i));
  await db.deleteFrom('companies').where('id', '=', company.id).execute();
  expect(await db.selectFrom('jobs').select('id').execute()).toEqual([]);
});

it('0007 gives every application the history it had and lets it take the new stages, keeping its id', async () => {
  database = await createTestDatabase(undefined, { migratedUpTo: '0006-job-lifecycle' });
  const { db } = database.handle;
  const sent = '2026-01-05T10:00:00.000Z';
  const answered = '2026-01-09T15:30:00.000Z';
  const person = async (email: string, role: 'student' | 'recruiter') => ({ id: await insertUser(db, email, role, sent) });
  const recruiter = await person('r@example.com', 'recruiter');
  const company = { id: await insertCompanyRow(db, recruiter.id, 'Initech', sent) };
  const job = await db
    .insertInto('jobs')
    .values({ title: 'Engineer', description: 'x', salary: 10, location: 'Pune', job_type: 'Full Time', experience: 1, position: 1, company_id: Number(company.id), created_by: Number(recruiter.id), created_at: sent, updated_at: sent })
    .returning('id')
    .executeTakeFirstOrThrow();
  const application = (email: string, status: 'pending' | 'accepted') =>
    person(email, 'student').then(({ id }) =>
      db
        .insertInto('applications')
        .values({ job_id: Number(job.id), applicant_id: Number(id), status, created_at: sent, updated_at: status === 'pending' ? sent : answered })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
  const waiting = await application('s1@example.com', 'pending');
  const accepted = await application('s2@example.com', 'accepted');

  await migrateToLatest(database.handle);

  const history = async (id: number) =>
    (await db.selectFrom('application_events').select(['status', 'created_at']).where('application_id', '=', id).orderBy('id').execute()).map((row) => [
      row.status,
      new Date(row.created_at).toISOString(),
    ]);
  expect(await history(Number(waiting.id))).toEqual([['pending', sent]]);
  expect(await history(Number(accepted.id))).toEqual([
    ['pending', sent],
    ['accepted', answered],
  ]);
  await db.updateTable('applications').set({ status: 'shortlisted' }).where('id', '=', Number(waiting.id)).execute();
  expect(await db.selectFrom('applications').select(['id', 'status']).orderBy('id').execute()).toEqual([
    { id: waiting.id, status: 'shortlisted' },
    { id: accepted.id, status: 'accepted' },
  ]);
  await expect(db.updateTable('applications').set({ status: 'hired' as never }).execute()).rejects.toMatchObject(failingWith(/check/i));
});

it('0008 keeps every user able to log in, with email notifications on and their sessions valid', async () => {
  database = await createTestDatabase(undefined, { migratedUpTo: '0007-application-stages' });
  const { db } = database.handle;
  const now = new Date().toISOString();
  await db
    .insertInto('users')
    .values({ fullname: 'Old User', email: 'old@example.com', phone_number: '9876543210', password_hash: 'kept-hash', role: 'student', created_at: now, updated_at: now })
    .execute();

  await migrateToLatest(database.handle);

  expect(
    await db.selectFrom('users').select(['email', 'password_hash', 'email_notifications', 'session_epoch', 'deleted_at']).execute(),
  ).toEqual([{ email: 'old@example.com', password_hash: 'kept-hash', email_notifications: 1, session_epoch: 0, deleted_at: null }]);
  await expect(db.updateTable('users').set({ email_notifications: 2 }).execute()).rejects.toMatchObject(failingWith(/check/i));
});

it('0014 keeps every alert with the location, job type and minimum salary it had, shown as its filters', async () => {
  database = await createTestDatabase(undefined, { migratedUpTo: '0013-mail-headers' });
  const { db } = database.handle;
  const now = new Date().toISOString();
  const userId = Number(await insertUser(db, 's@example.com', 'student', now));
  const old = { user_id: userId, keyword: 'data', term_count: 1, location: 'Pune', job_type: 'Full Time', salary_min: 10, frequency: 'daily' as const, unsubscribe_token: 'kept' };
  await db.insertInto('job_alerts').values({ ...old, created_at: now }).execute();

  await migrateToLatest(database.handle);

  const [row, ...more] = await db.selectFrom('job_alerts').selectAll().execute();
  expect(more).toEqual([]);
  expect(row).toMatchObject({ ...old, filters: null });
  expect(toAlert(row!, new Map())).toMatchObject({
    location: 'Pune',
    jobType: 'Full Time',
    salaryMin: 10,
    filters: { location: ['Pune'], jobType: ['Full Time'], experience: [], salary: [], companyId: [], salaryMin: 10, salaryMax: null, experienceMax: null },
  });
});

it('0015 gives job types and known cities one spelling, in jobs and in alerts, and keeps any other type as it was', async () => {
  database = await createTestDatabase(undefined, { migratedUpTo: '0014-alert-searches' });
  const { db } = database.handle;
  const now = new Date().toISOString();
  const recruiterId = await insertUser(db, 'r@example.com', 'recruiter', now);
  const companyId = await insertCompanyRow(db, recruiterId, 'Initech', now);
  const saved = [
    ['full time', 'Bengaluru'],
    ['Full-Time', 'bangalore'],
    ['INTERNSHIP', 'Navi Mumbai'],
    ['Freelance', 'New Delhi'],
  ];
  for (const [jobType, location] of saved) {
    await db
      .insertInto('jobs')
      .values({ title: 'Engineer', description: 'x', salary: 10, location: location!, job_type: jobType!, experience: 1, position: 1, company_id: companyId, created_by: recruiterId, created_at: now, updated_at: now })
      .execute();
  }
  const studentId = await insertUser(db, 's@example.com', 'student', now);
  const alert = { user_id: studentId, keyword: 'data', term_count: 1, salary_min: null, frequency: 'daily' as const, created_at: now };
  await db.insertInto('job_alerts').values({ ...alert, location: 'Bengaluru', job_type: 'full-time', filters: null, unsubscribe_token: 'a' }).execute();
  const search = { location: ['Bengaluru', 'Bangalore', 'Kochi'], jobType: ['full time', 'Gig'], experience: ['2-4'], salary: [], companyId: [], salaryMin: null, salaryMax: null, experienceMax: null };
  await db.insertInto('job_alerts').values({ ...alert, location: null, job_type: null, filters: JSON.stringify(search), unsubscribe_token: 'b' }).execute();

  await migrateToLatest(database.handle);

  expect(await db.selectFrom('jobs').select(['job_type', 'location']).orderBy('id').execute()).toEqual([
    { job_type: 'Full Time', location: 'Bangalore' },
    { job_type: 'Full Time', location: 'Bangalore' },
    { job_type: 'Internship', location: 'Navi Mumbai' },
    { job_type: 'Freelance', location: 'Delhi NCR' },
  ]);
  const alerts = await db.selectFrom('job_alerts').select(['location', 'job_type', 'filters']).orderBy('id').execute();
  expect(alerts[0]).toEqual({ location: 'Bangalore', job_type: 'Full Time', filters: null });
  expect(JSON.parse(alerts[1]!.filters!)).toEqual({ ...search, location: ['Bangalore', 'Kochi'], jobType: ['Full Time', 'Gig'] });
});

it("0024 makes each company's creator its first owner, but no deleted account's, whose companies stay off the public pages", async () => {
  database = await createTestDatabase(undefined, { migratedUpTo: '0023-screening-questions' });
  const { db } = database.handle;
  const now = new Date().toISOString();
  const staying = await insertUser(db, 'staying@example.com', 'recruiter', now);
  const gone = await insertUser(db, 'gone@example.com', 'recruiter', now);
  const kept = await insertCompanyRow(db, staying, 'Initech', now);
  const left = await insertCompanyRow(db, gone, 'Globex', now);
  await db.updateTable('users').set({ deleted_at: now }).where('id', '=', gone).execute();

  await migrateToLatest(database.handle);

  expect(await db.selectFrom('company_members').select(['company_id', 'user_id', 'role']).execute()).toEqual([{ company_id: kept, user_id: staying, role: 'owner' }]);
  const publicCompanies = companyRepository(db);
  expect(await publicCompanies.findById(kept)).toBeDefined();
  expect(await publicCompanies.findById(left)).toBeUndefined();
});
