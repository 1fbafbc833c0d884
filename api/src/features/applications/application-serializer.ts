import type { ApplicationEvent, ApplicationNote, JobWithApplicants, ScreeningAnswer, StudentApplication } from '@portal/contract';
import type { ApplicationStage } from '../../db/schema';
import { toIso } from '../../db/time';
import type { InterviewWithSlots } from '../interviews/interview-repository';
import { toInterview } from '../interviews/interview-serializer';
import type { JobWithCompanyRow } from '../jobs/job-repository';
import { toJob, toTeamJob } from '../jobs/job-serializer';
import { toUser } from '../users/user-serializer';
import type { applicationRepository } from './application-repository';

type Repository = ReturnType<typeof applicationRepository>;
type ApplicationRow = Awaited<ReturnType<Repository['listForApplicant']>>[number];
type ApplicantRow = Awaited<ReturnType<Repository['listForJob']>>[number];
type EventRow = { status: ApplicationStage; message: string | null; created_at: string | Date };
type NoteRow = { id: number; text: string; created_at: string | Date };

const toEvent = ({ status, message, created_at }: EventRow): ApplicationEvent => ({ status, message, createdAt: toIso(created_at) });
const shownInterview = (interview: InterviewWithSlots | null | undefined) => (interview ? toInterview(interview) : null);
export const toNote = ({ id, text, created_at }: NoteRow): ApplicationNote => ({ _id: String(id), text, createdAt: toIso(created_at) });

/** One of the student's own applications with its history, its job carrying it as the viewer's application. */
export function toStudentApplication({
  application,
  job,
  history,
  interview,
}: {
  application: ApplicationRow;
  job: JobWithCompanyRow;
  history: EventRow[];
  interview: InterviewWithSlots | null;
}): StudentApplication {
  const own = { _id: String(application.id), applicant: String(application.applicant_id), status: application.status };
  return {
    _id: own._id,
    job: toJob(job, [own]),
    applicant: own.applicant,
    status: application.status,
    history: history.map(toEvent),
    interview: shownInterview(interview),
    createdAt: toIso(application.created_at),
    updatedAt: toIso(application.updated_at),
  };
}

/** A recruiter's job with its applicants, each with the applicant's public profile, history and the team's notes. */
export function toJobWithApplicants(
  job: JobWithCompanyRow,
  applicants: ApplicantRow[],
  history: Map<number, EventRow[]>,
  notes: Map<number, NoteRow[]>,
  interviews: Map<number, InterviewWithSlots>,
): JobWithApplicants {
  const { applications: _viewerOwn, ...jobFields } = toTeamJob(job);
  return {
    ...jobFields,
    applications: applicants.map((row) => ({
      _id: String(row.application_id),
      job: String(row.job_id),
      applicant: toUser(row),
      status: row.status,
      history: (history.get(Number(row.application_id)) ?? []).map(toEvent),
      notes: (notes.get(Number(row.application_id)) ?? []).map(toNote),
      answers: JSON.parse(row.answers) as ScreeningAnswer[],
      interview: shownInterview(interviews.get(Number(row.application_id))),
      createdAt: toIso(row.applied_at),
      updatedAt: toIso(row.status_updated_at),
    })),
  };
}
