import type { JobWithApplicants, StudentApplication } from '../../contract';
import { toIso } from '../../db/time';
import type { JobWithCompanyRow } from '../jobs/job-repository';
import { toJob } from '../jobs/job-serializer';
import { toUser } from '../users/user-serializer';
import type { applicationRepository } from './application-repository';

type Repository = ReturnType<typeof applicationRepository>;
type ApplicationRow = Awaited<ReturnType<Repository['listForApplicant']>>[number];
type ApplicantRow = Awaited<ReturnType<Repository['listForJob']>>[number];

/** One of the student's own applications, its job carrying it as the viewer's application. */
export function toStudentApplication({ application, job }: { application: ApplicationRow; job: JobWithCompanyRow }): StudentApplication {
  const own = { _id: String(application.id), applicant: String(application.applicant_id), status: application.status };
  return {
    _id: own._id,
    job: toJob(job, [own]),
    applicant: own.applicant,
    status: application.status,
    createdAt: toIso(application.created_at),
    updatedAt: toIso(application.updated_at),
  };
}

/** A recruiter's job with its applicants, each with the applicant's public profile. */
export function toJobWithApplicants(job: JobWithCompanyRow, applicants: ApplicantRow[]): JobWithApplicants {
  const { applications: _viewerOwn, ...jobFields } = toJob(job);
  return {
    ...jobFields,
    applications: applicants.map((row) => ({
      _id: String(row.application_id),
      job: String(row.job_id),
      applicant: toUser(row),
      status: row.status,
      createdAt: toIso(row.applied_at),
      updatedAt: toIso(row.status_updated_at),
    })),
  };
}
