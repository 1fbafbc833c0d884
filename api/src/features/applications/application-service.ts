import type { ApplicationStatus } from '../../contract';
import { isUniqueViolation } from '../../db/errors';
import type { AppDeps } from '../../deps';
import { conflict, notFound } from '../../http/http-error';
import { jobRepository } from '../jobs/job-repository';
import { statusOf } from '../jobs/job-serializer';
import { applicationRepository } from './application-repository';

/**
 * What students and recruiters do with applications: the routes validate the request and
 * shape the answer, this decides who may do what and writes it. Someone else's job or
 * application is answered as not found, never as forbidden, so ids reveal nothing.
 */
export function applicationService({ db, engine, jobReads }: Pick<AppDeps, 'db' | 'engine' | 'jobReads'>) {
  const applications = applicationRepository(db);
  const jobs = jobRepository(db);

  return {
    /**
     * Applying twice is a conflict however the requests race: the unique constraint settles
     * it. A closed job (or one past its deadline) takes no application, also when it closes
     * while the application is being sent: no application is written after a close commits.
     */
    async apply(studentId: number, jobId: number): Promise<void> {
      try {
        await db.transaction().execute(async (trx) => {
          const inTransaction = applicationRepository(trx);
          const job = await inTransaction.jobForApplying(jobId, engine);
          if (!job) throw notFound('Job not found.');
          if (statusOf(job.status, job.deadline) === 'closed') throw conflict('This job is no longer accepting applications.');
          await inTransaction.insert(jobId, studentId);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('You have already applied for this job.');
        throw error;
      }
      jobReads.applicationAdded(jobId);
    },

    /** The student's applications, newest first, each with its job. */
    async listForStudent(studentId: number) {
      const rows = await applications.listForApplicant(studentId);
      const jobRows = await jobs.findByIds([...new Set(rows.map((row) => Number(row.job_id)))]);
      const jobById = new Map(jobRows.map((row) => [Number(row.id), row]));
      return rows.flatMap((application) => {
        const job = jobById.get(Number(application.job_id));
        return job ? [{ application, job }] : [];
      });
    },

    /** One of the recruiter's jobs and everyone who applied to it. */
    async applicantsOf(recruiterId: number, jobId: number) {
      const ownedId = await jobs.findOwnedId(jobId, recruiterId);
      const job = ownedId === null ? undefined : await jobs.findById(ownedId);
      if (!job) throw notFound('Job not found.');
      return { job, applicants: await applications.listForJob(Number(job.id)) };
    },

    async setStatus(recruiterId: number, applicationId: number, status: ApplicationStatus): Promise<void> {
      const application = await applications.findForRecruiter(applicationId, recruiterId);
      if (!application) throw notFound('Application not found.');
      await applications.setStatus(Number(application.id), status);
    },
  };
}
