import type { Job, JobStatus, OwnApplication } from '@portal/contract';
import { todayIso, toIso } from '../../db/time';
import { publicMediaUrl } from '../../uploads/media-urls';
import type { JobWithCompanyRow } from './job-repository';
import { parseQuestions, publicQuestions } from './job-questions';

/** A job is closed by its poster, or by its deadline once that day has passed (server time). */
export const statusOf = (status: JobStatus, deadline: string | null, today = todayIso()): JobStatus =>
  status === 'closed' || (deadline !== null && deadline < today) ? 'closed' : 'open';

export function toJob(row: JobWithCompanyRow, ownApplications: OwnApplication[] = []): Job {
  return {
    _id: String(row.id),
    title: row.title,
    description: row.description,
    requirements: JSON.parse(row.requirements) as string[],
    salary: Number(row.salary),
    salaryMax: row.salary_max === null ? null : Number(row.salary_max),
    location: row.location,
    jobType: row.job_type,
    experience: Number(row.experience),
    position: Number(row.position),
    company: {
      _id: String(row.company_id),
      name: row.company_name,
      description: row.company_description,
      website: row.company_website,
      location: row.company_location,
      logo: publicMediaUrl(row.company_logo_key),
      userId: String(row.company_owner_id),
      createdAt: toIso(row.company_created_at),
      updatedAt: toIso(row.company_updated_at),
    },
    created_by: String(row.created_by),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
    applicationCount: Number(row.application_count ?? 0),
    status: statusOf(row.status, row.deadline),
    deadline: row.deadline,
    questions: publicQuestions(parseQuestions(row.questions)),
    applications: ownApplications,
  };
}

/** A job as its hiring team sees it: each screening question with the answer it needs. */
export const toTeamJob = (row: JobWithCompanyRow): Job => ({ ...toJob(row), questions: parseQuestions(row.questions) });
