import type { Insertable, Kysely, Updateable } from 'kysely';
import type { OwnApplication, TeamQuestion } from '@portal/contract';
import { CompiledShapes } from '../../db/compiled-shapes';
import type { Database, JobsTable } from '../../db/schema';
import { teamStillHere } from '../companies/public-companies';
import { freshReads } from '../../cache/fresh-reads';
import { parseQuestions } from './job-questions';

/** Jobs as the API shows them: with their company and the number of applications. */
function jobsWithCompany(db: Kysely<Database>) {
  return db
    .selectFrom('jobs')
    .innerJoin('companies', 'companies.id', 'jobs.company_id')
    .select([
      'jobs.id',
      'jobs.title',
      'jobs.description',
      'jobs.requirements',
      'jobs.salary',
      'jobs.salary_max',
      'jobs.location',
      'jobs.job_type',
      'jobs.experience',
      'jobs.position',
      'jobs.company_id',
      'jobs.created_by',
      'jobs.created_at',
      'jobs.updated_at',
      'jobs.status',
      'jobs.deadline',
      'jobs.questions',
      'companies.name as company_name',
      'companies.description as company_description',
      'companies.website as company_website',
      'companies.location as company_location',
      'companies.logo_key as company_logo_key',
      'companies.owner_id as company_owner_id',
      'companies.created_at as company_created_at',
      'companies.updated_at as company_updated_at',
    ])
    .select((eb) =>
      eb
        .selectFrom('applications')
        .select(eb.fn.countAll<number>().as('count'))
        .whereRef('applications.job_id', '=', 'jobs.id')
        .as('application_count'),
    );
}

export type JobWithCompanyRow = Awaited<ReturnType<ReturnType<typeof jobsWithCompany>['executeTakeFirstOrThrow']>>;

export function jobRepository(db: Kysely<Database>) {
  const inOrderOf = async (ids: number[], shapes: CompiledShapes<number, JobWithCompanyRow>) => {
    if (ids.length === 0) return [];
    const { rows } = await db.executeQuery(shapes.query(ids));
    const byId = new Map(rows.map((row) => [Number(row.id), row]));
    return ids.map((id) => byId.get(id)).filter((row) => row !== undefined);
  };
  // Job pages and search pages read jobs by id on every request: compiled once per list length.
  const jobsByIds = new CompiledShapes<number, JobWithCompanyRow>((ids) => jobsWithCompany(db).where('jobs.id', 'in', ids));
  const publicJobsByIds = new CompiledShapes<number, JobWithCompanyRow>((ids) => jobsWithCompany(db).where('jobs.id', 'in', ids).where(teamStillHere));
  // Values: the applicant's id, then the job ids.
  const ownApplicationsAmong = new CompiledShapes((values: readonly number[]) =>
    db
      .selectFrom('applications')
      .select(['id', 'job_id', 'applicant_id', 'status'])
      .where('applicant_id', '=', values[0]!)
      .where('job_id', 'in', values.slice(1)),
  );

  return {
    findById(id: number) {
      return jobsWithCompany(db).where('jobs.id', '=', id).executeTakeFirst();
    },
    /** Rows for the given ids, in the order of the ids. */
    findByIds: (ids: number[]) => inOrderOf(ids, jobsByIds),
    /** The same, leaving out the jobs of companies that are no longer public (a student's own applications still name them). */
    findPublicByIds: (ids: number[]) => (ids.length === 1 ? freshReads.once(`public job ${ids[0]}`, () => inOrderOf(ids, publicJobsByIds)) : inOrderOf(ids, publicJobsByIds)),
    /** A company's jobs that take applications on `today`, newest first: its public page. */
    listOpenOfCompany(companyId: number, today: string) {
      return jobsWithCompany(db)
        .where('jobs.company_id', '=', companyId)
        .where('jobs.status', '=', 'open')
        .where((eb) => eb.or([eb('jobs.deadline', 'is', null), eb('jobs.deadline', '>=', today)]))
        .orderBy('jobs.created_at', 'desc')
        .orderBy('jobs.id', 'desc')
        .limit(500)
        .execute();
    },
    /** Every job of the companies whose team the user is in, with their role in the job's company. */
    listForMember(userId: number) {
      return jobsWithCompany(db)
        .innerJoin('company_members', 'company_members.company_id', 'jobs.company_id')
        .select('company_members.role as member_role')
        .where('company_members.user_id', '=', userId)
        .orderBy('jobs.created_at', 'desc')
        .orderBy('jobs.id', 'desc')
        .execute();
    },
    /** Applications per job and stage, for the recruiter's list of jobs. */
    stageCounts(jobIds: number[]) {
      if (jobIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('applications')
        .select(['job_id', 'status', (eb) => eb.fn.countAll<number | string>().as('count')])
        .where('job_id', 'in', jobIds)
        .groupBy(['job_id', 'status'])
        .execute();
    },
    /** What decides whether a job is open, and what its notifications call it. */
    lifecycleOf(id: number) {
      return db
        .selectFrom('jobs')
        .innerJoin('companies', 'companies.id', 'jobs.company_id')
        .select(['jobs.status', 'jobs.deadline', 'jobs.title', 'jobs.salary', 'jobs.salary_max', 'companies.name as company_name'])
        .where('jobs.id', '=', id)
        .executeTakeFirstOrThrow();
    },
    /** The job's screening questions as its team wrote them, knockouts included; none for a job that does not exist. */
    async questionsOf(id: number): Promise<TeamQuestion[]> {
      const row = await db.selectFrom('jobs').select('questions').where('id', '=', id).executeTakeFirst();
      return row ? parseQuestions(row.questions) : [];
    },
    /** Students whose application to the job is still undecided. */
    async liveApplicantIds(jobId: number) {
      const rows = await db
        .selectFrom('applications')
        .select('applicant_id')
        .where('job_id', '=', jobId)
        .where('status', 'in', ['pending', 'shortlisted', 'interview'])
        .execute();
      return rows.map((row) => Number(row.applicant_id));
    },
    async insert(job: Insertable<JobsTable>) {
      const row = await db.insertInto('jobs').values(job).returning('id').executeTakeFirstOrThrow();
      return Number(row.id);
    },
    async update(id: number, changes: Updateable<JobsTable>) {
      await db.updateTable('jobs').set(changes).where('id', '=', id).execute();
    },
    /** Every job of the job's company, the job itself included. */
    async idsOfSameCompany(jobId: number) {
      const rows = await db
        .selectFrom('jobs')
        .select('id')
        .where('company_id', '=', (eb) => eb.selectFrom('jobs as job').select('job.company_id').where('job.id', '=', jobId))
        .execute();
      return rows.map((row) => Number(row.id));
    },
    /** The viewer's own applications among these jobs: all a client needs to say "Already Applied". */
    async ownApplications(applicantId: number | null, jobIds: number[]) {
      const byJob = new Map<number, OwnApplication[]>();
      if (applicantId === null || jobIds.length === 0) return byJob;
      const { rows } = await db.executeQuery(ownApplicationsAmong.query([applicantId, ...jobIds]));
      for (const row of rows) {
        byJob.set(Number(row.job_id), [{ _id: String(row.id), applicant: String(row.applicant_id), status: row.status }]);
      }
      return byJob;
    },
  };
}
