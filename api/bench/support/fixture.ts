import { insertApplicationHistory } from './application-history';
import { createSessionTokens, resolveSessionSecret } from '../../src/http/session';
import { hashPassword } from '../../src/features/users/password';
import { nowIso } from '../../src/db/time';
import { insertSyntheticJobs } from '../../src/scripts/synthetic-jobs';
import { syntheticOwner } from '../../src/scripts/synthetic-owner';
import { JOB_TYPES, LOCATIONS, ROLES, SKILLS_BY_ROLE } from '../../src/scripts/demo-vocabulary';
import { createTestDatabase, type TestDatabase, type TestEngine } from '../../test/support/test-database';

export const BENCH_PASSWORD = 'bench password';

export type Fixture = {
  database: TestDatabase;
  env: Record<string, string>;
  jobCount: number;
  firstJobId: number;
  /** Session cookies of students who have applied nowhere yet. */
  studentCookies: string[];
  loginEmail: string;
  /** The company all the jobs are in, with APPLICATIONS applications and their histories. */
  companyId: number;
  /** The session cookie of that company's owner. */
  ownerCookie: string;
};

/** Applications (with their histories) in the fixture's company, for the analytics rows. */
export const APPLICATIONS = 100_000;
/** The jobs they go to: the newest ones, never those the apply scenario fills from the oldest id up. */
const APPLIED_JOBS = 1_000;

/** Skills of one role and preferences that vary from student to student: what GET /job/recommended ranks by. */
const studentProfile = (i: number) => {
  const role = ROLES[i % ROLES.length]!;
  return {
    skills: JSON.stringify(SKILLS_BY_ROLE[role].slice(0, 2 + (i % 3))),
    preferred_locations: JSON.stringify(i % 2 === 0 ? [LOCATIONS[i % LOCATIONS.length]] : []),
    preferred_job_types: JSON.stringify(i % 3 === 0 ? [JOB_TYPES[i % JOB_TYPES.length]] : []),
    min_salary: i % 4 === 0 ? 20 : null,
  };
};

/** A database of `jobs` synthetic jobs and `students` fresh students with sessions, for the API under load. */
export async function prepareFixture(engine: TestEngine, jobs: number, students: number, log: (line: string) => void): Promise<Fixture> {
  const database = await createTestDatabase(engine, { maintenance: true });
  const { db } = database.handle;
  const owner = await syntheticOwner(db);
  const started = Date.now();
  await insertSyntheticJobs(db, {
    count: jobs,
    engine,
    recruiterId: owner.recruiterId,
    companyIds: [owner.companyId],
    onProgress: (done) => done % 100_000 === 0 && log(`  ${done.toLocaleString('en')} jobs`),
  });
  log(`  ${jobs.toLocaleString('en')} jobs on ${engine} in ${((Date.now() - started) / 1000).toFixed(0)} s`);

  const hash = await hashPassword(BENCH_PASSWORD);
  const now = nowIso();
  const rows = Array.from({ length: students }, (_, i) => ({
    fullname: `Bench Student ${i}`,
    email: `bench-student-${i}@example.com`,
    phone_number: '9876543210',
    password_hash: hash,
    role: 'student' as const,
    ...studentProfile(i),
    created_at: now,
    updated_at: now,
  }));
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const inserted = await db.insertInto('users').values(rows.slice(i, i + 500)).returning('id').execute();
    ids.push(...inserted.map((row) => Number(row.id)));
  }
  // Sessions are minted with the server's own secret: logging in 2,000 students would only measure argon2.
  const tokens = createSessionTokens(resolveSessionSecret(undefined, database.dataDir));
  const first = await db.selectFrom('jobs').select((eb) => eb.fn.min('id').as('id')).executeTakeFirstOrThrow();
  // Applicants of their own: the students above have applied nowhere yet.
  const applicants = await db
    .insertInto('users')
    .values(Array.from({ length: APPLICATIONS / APPLIED_JOBS }, (_, i) => ({ ...rows[0]!, fullname: `Bench Applicant ${i}`, email: `bench-applicant-${i}@example.com` })))
    .returning('id')
    .execute();
  const newestJobs = await db.selectFrom('jobs').select('id').orderBy('id', 'desc').limit(APPLIED_JOBS).execute();
  const historyStarted = Date.now();
  await insertApplicationHistory(db, {
    count: APPLICATIONS,
    jobIds: newestJobs.map((job) => Number(job.id)),
    applicantIds: applicants.map((user) => Number(user.id)),
    engine,
  });
  log(`  ${APPLICATIONS.toLocaleString('en')} applications with their histories in ${((Date.now() - historyStarted) / 1000).toFixed(0)} s`);
  await database.handle.close();
  return {
    database,
    env: {
      DATA_DIR: database.dataDir,
      ...(database.databaseUrl && { DATABASE_URL: database.databaseUrl }),
      LOG_LEVEL: 'warn',
      LOGIN_FAILURES_PER_IP: '1000000',
      LOGIN_FAILURES_PER_EMAIL: '1000000',
      REGISTRATIONS_PER_IP: '1000000',
    },
    jobCount: jobs,
    firstJobId: Number(first.id),
    studentCookies: ids.map((id) => `token=${tokens.issue(id, 0)}`),
    loginEmail: rows[0]!.email,
    companyId: owner.companyId,
    ownerCookie: `token=${tokens.issue(owner.recruiterId, 0)}`,
  };
}
