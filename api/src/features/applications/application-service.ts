import { knockoutReason, questionName, type ApplicationStatus, type ApplyBody, type RecruiterStage, type TeamQuestion } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { ApplicationStage, Database } from '../../db/schema';
import { nowIso } from '../../db/time';
import { isUniqueViolation } from '../../db/errors';
import type { AppDeps } from '../../deps';
import { conflict, notFound } from '../../http/http-error';
import { jobRepository } from '../jobs/job-repository';
import { parseQuestions } from '../jobs/job-questions';
import { statusOf } from '../jobs/job-serializer';
import { notificationEvents } from '../notifications/notification-events';
import { applicationRepository } from './application-repository';
import { interviewRepository } from '../interviews/interview-repository';
import { interviewService } from '../interviews/interview-service';
import { judgeAnswers } from './screening-answers';
import { teamAccess } from '../teams/team-access';
import { teamRepository } from '../teams/team-repository';
import { TEAM_PERMISSIONS } from '@portal/contract';

type ApplicationEvent = { kind: 'received' } | { kind: 'withdrawn' } | { kind: 'status'; stage: RecruiterStage; message: string | null };

const ALREADY_APPLIED = 'You have already applied for this job.';
const STAGES_BUT_WITHDRAWN: ApplicationStage[] = ['pending', 'shortlisted', 'interview', 'accepted', 'rejected'];

/**
 * What students and recruiters do with applications: the routes validate the request and
 * shape the answer, this decides who may do what and writes it. Someone else's job or
 * application is answered as not found, never as forbidden, so ids reveal nothing.
 */
export function applicationService(deps: Pick<AppDeps, 'db' | 'engine' | 'jobReads' | 'notify' | 'site'>) {
  const { db, engine, jobReads, notify } = deps;
  const applications = applicationRepository(db);
  const jobs = jobRepository(db);
  const interviews = interviewRepository(db);
  const interviewChanges = interviewService(deps);
  const access = teamAccess(db);

  /**
   * Tells whoever an application event concerns, in the event's transaction: the student of a
   * stage change; of a new or withdrawn application, everyone in the company's team who acts on
   * applicants (a viewer reads them when they like).
   */
  const tell = async (trx: Kysely<Database>, applicationId: number, event: ApplicationEvent) => {
    const parties = await applicationRepository(trx).partiesOf(applicationId);
    const job = { id: Number(parties.job_id), title: parties.title, companyName: parties.company_name };
    if (event.kind === 'status') {
      await notify(trx, [Number(parties.student_id)], notificationEvents.applicationStatus(job, event.stage, event.message));
      return;
    }
    const team = await teamRepository(trx).memberIdsWithRole(Number(parties.company_id), TEAM_PERMISSIONS['applicants.move']);
    const happened = event.kind === 'received' ? notificationEvents.applicationReceived : notificationEvents.applicationWithdrawn;
    await notify(trx, team, happened(job, parties.student_name));
  };

  return {
    /**
     * Applying twice is a conflict however the requests race: the unique constraint settles
     * it. A closed job (or one past its deadline) takes no application, also when it closes
     * while the application is being sent: no application is written after a close commits.
     * A student who withdrew may apply again: the same application starts over at pending,
     * its history kept, with the new answers. An answer that is not the one a screening
     * question needs still makes the application, closed at once as rejected with the reason.
     */
    async apply(studentId: number, jobId: number, sent: ApplyBody['answers']): Promise<{ status: ApplicationStatus; message: string }> {
      let screenedOutBy: TeamQuestion | null;
      try {
        screenedOutBy = await db.transaction().execute(async (trx) => {
          const inTransaction = applicationRepository(trx);
          const job = await inTransaction.jobForApplying(jobId, engine);
          if (!job) throw notFound('Job not found.');
          if (statusOf(job.status, job.deadline) === 'closed') throw conflict('This job is no longer accepting applications.');
          const judged = judgeAnswers(parseQuestions(job.questions), sent);
          const answers = JSON.stringify(judged.answers);
          const earlier = await inTransaction.findOwnTo(jobId, studentId);
          let applicationId: number;
          if (!earlier) {
            // The first step of its history is the moment it was sent.
            const sentAt = nowIso();
            applicationId = await inTransaction.insert(jobId, studentId, answers, sentAt);
            await inTransaction.addEvent(applicationId, 'pending', sentAt);
          } else if (earlier.status !== 'withdrawn' || !(await inTransaction.moveTo(Number(earlier.id), 'pending', null, STAGES_BUT_WITHDRAWN))) {
            throw conflict(ALREADY_APPLIED);
          } else {
            applicationId = Number(earlier.id);
            await inTransaction.replaceAnswers(applicationId, answers);
          }
          await tell(trx, applicationId, { kind: 'received' });
          // Not the team's response: responsiveness counts only what people decide.
          if (judged.knockedOutBy) await inTransaction.moveTo(applicationId, 'rejected', knockoutReason(judged.knockedOutBy), ['withdrawn']);
          return judged.knockedOutBy;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(ALREADY_APPLIED);
        throw error;
      }
      await jobReads.applicationAdded(jobId);
      return screenedOutBy
        ? {
            status: 'rejected',
            message: `Thank you for applying. Based on your answer to ${questionName(screenedOutBy)}, this application will not be taken further.`,
          }
        : { status: 'pending', message: 'Job applied successfully.' };
    },

    /** The student's applications, newest first, each with its job and history (never the team's notes). */
    async listForStudent(studentId: number) {
      const rows = await applications.listForApplicant(studentId);
      const ids = rows.map((row) => Number(row.id));
      const [jobRows, history, interviewOf] = await Promise.all([
        jobs.findByIds([...new Set(rows.map((row) => Number(row.job_id)))]),
        applications.historyOf(ids),
        interviews.ofApplications(ids),
      ]);
      const jobById = new Map(jobRows.map((row) => [Number(row.id), row]));
      return rows.flatMap((application) => {
        const job = jobById.get(Number(application.job_id));
        return job ? [{ application, job, history: history.get(Number(application.id)) ?? [], interview: interviewOf.get(Number(application.id)) ?? null }] : [];
      });
    },

    /** A job of a company whose team the recruiter is in, and everyone who applied to it, with the team's notes. */
    async applicantsOf(recruiterId: number, jobId: number) {
      const { role } = await access.job(recruiterId, jobId, 'applicants.read');
      const job = await jobs.findById(jobId);
      if (!job) throw notFound('Job not found.');
      const applicants = await applications.listForJob(Number(job.id));
      const ids = applicants.map((row) => Number(row.application_id));
      const [history, notes, interviewOf] = await Promise.all([applications.historyOf(ids), applications.notesOf(ids), interviews.ofApplications(ids)]);
      return { job, applicants, history, notes, interviews: interviewOf, role };
    },

    /** Any stage but withdrawn, in any order, with an optional message to the student (rejecting calls off a live interview); a withdrawn application stays so (409). */
    async setStatus(recruiterId: number, applicationId: number, status: RecruiterStage, message: string | null): Promise<void> {
      const application = await access.application(recruiterId, applicationId, 'applicants.move');
      const moved = await db.transaction().execute(async (trx) => {
        const inTransaction = applicationRepository(trx);
        if (!(await inTransaction.moveTo(application.applicationId, status, message, ['withdrawn']))) return false;
        await inTransaction.recordResponse(application.applicationId);
        await tell(trx, application.applicationId, { kind: 'status', stage: status, message });
        // A rejected applicant has no interview left to attend.
        if (status === 'rejected') await interviewChanges.cancelWithApplication(trx, application.applicationId, 'team');
        return true;
      });
      if (!moved) throw conflict('This application was withdrawn by the student and cannot be changed.');
      await jobReads.teamResponded(application.jobId);
    },

    /** The student who applied takes the application back, calling off its interview; twice is 409, anyone else's is not found. */
    async withdraw(studentId: number, applicationId: number): Promise<void> {
      const application = await applications.findOwnedByStudent(applicationId, studentId);
      if (!application) throw notFound('Application not found.');
      const moved = await db.transaction().execute(async (trx) => {
        if (!(await applicationRepository(trx).moveTo(Number(application.id), 'withdrawn', null, ['withdrawn']))) return false;
        await tell(trx, Number(application.id), { kind: 'withdrawn' });
        await interviewChanges.cancelWithApplication(trx, Number(application.id), 'student');
        return true;
      });
      if (!moved) throw conflict('This application is already withdrawn.');
    },

    /** A private note of the hiring team on an application to one of its company's jobs. */
    async addNote(recruiterId: number, applicationId: number, text: string) {
      const application = await access.application(recruiterId, applicationId, 'notes.write');
      return applications.addNote(application.applicationId, recruiterId, text);
    },
  };
}
