import type { Insertable, Updateable } from 'kysely';
import { APPLICATION_STATUSES, SALARY_RANGE_ERROR, type AdminJob, type ApplicationCounts, type Job, type JobChanges, type JobFields } from '@portal/contract';
import { waitingCutoff } from '@portal/contract/waiting';
import type { JobsTable } from '../../db/schema';
import { nowIso } from '../../db/time';
import type { AppDeps } from '../../deps';
import { badRequest, notFound } from '../../http/http-error';
import { teamAccess } from '../teams/team-access';
import { waitingRepository } from '../waiting/waiting-repository';
import { jobRepository } from './job-repository';
import { enqueueTask } from '../../tasks/task-queue';
import { notificationEvents } from '../notifications/notification-events';
import { questionsToStore } from './job-questions';
import { statusOf, toTeamJob } from './job-serializer';

type JobFieldColumns = Omit<Insertable<JobsTable>, 'company_id' | 'created_by' | 'created_at' | 'updated_at' | 'questions'>;

/** A job's fields as columns, but its questions (which need the job's own to keep their ids); a field an update leaves out stays undefined, which Kysely skips. */
function jobColumns(fields: JobFields): JobFieldColumns;
function jobColumns(fields: JobChanges): Updateable<JobsTable>;
function jobColumns(fields: JobChanges): Updateable<JobsTable> {
  return {
    title: fields.title,
    description: fields.description,
    requirements: fields.requirements && JSON.stringify(fields.requirements),
    salary: fields.salary,
    salary_max: fields.salaryMax,
    location: fields.location,
    job_type: fields.jobType,
    experience: fields.experience,
    position: fields.position,
    deadline: fields.deadline,
    status: fields.status,
  };
}

/**
 * What recruiters do to jobs: the routes validate the request and shape the answer, this
 * decides who may do what and writes it. Every write tells the read cache what it changed
 * and answers the job as a public read would show it.
 */
const noApplications = (): ApplicationCounts =>
  Object.fromEntries(APPLICATION_STATUSES.map((stage) => [stage, 0])) as ApplicationCounts;

export function jobService({ db, jobReads, notify }: Pick<AppDeps, 'db' | 'jobReads' | 'notify'>) {
  const jobs = jobRepository(db);
  const access = teamAccess(db);

  /** A company the recruiter may post to: one whose team they are in with a role that posts. */
  const postableCompanyId = async (companyId: string, recruiterId: number) => {
    const missing = 'Company not found: post jobs only for a company whose team you are in.';
    if (!/^\d{1,15}$/.test(companyId)) throw notFound(missing);
    return Number((await access.company(recruiterId, Number(companyId), 'jobs.write', missing)).id);
  };

  /** The job as written, shown to the team that wrote it: its questions with their knockouts. */
  const written = async (id: number): Promise<Job> => {
    await jobReads.jobWritten(id);
    const [[job], questions] = await Promise.all([jobReads.byIds([id], null), jobs.questionsOf(id)]);
    return { ...job!, questions };
  };

  return {
    /** The job as this viewer may see it: whoever reads its applicants (they see the answers judged) also sees the answer each screening question needs. */
    async asSeenBy(viewerId: number, job: Job): Promise<Job> {
      return (await access.may(viewerId, Number(job.company._id), 'applicants.read')) ? { ...job, questions: await jobs.questionsOf(Number(job._id)) } : job;
    },

    /** Every job of the companies whose team the recruiter is in, open or closed, with its applications counted per stage and those waiting at `now`. */
    async listOwn(recruiterId: number, now = new Date()): Promise<AdminJob[]> {
      const rows = await jobs.listForMember(recruiterId);
      const counts = new Map(rows.map((row) => [Number(row.id), noApplications()]));
      const jobIds = [...counts.keys()];
      const [stageCounts, waiting] = await Promise.all([jobs.stageCounts(jobIds), waitingRepository(db).perJob(jobIds, waitingCutoff(now))]);
      for (const { job_id, status, count } of stageCounts) {
        counts.get(Number(job_id))![status] = Number(count);
      }
      return rows.map(({ member_role, ...row }) => ({
        ...toTeamJob(row),
        applicationCounts: counts.get(Number(row.id))!,
        waiting: waiting.get(Number(row.id)) ?? 0,
        role: member_role,
      }));
    },

    async post(recruiterId: number, fields: JobFields): Promise<Job> {
      const companyId = await postableCompanyId(fields.companyId, recruiterId);
      const now = nowIso();
      // Matching the job against every alert happens after the commit (a task), so posting never waits for it.
      const id = await db.transaction().execute(async (trx) => {
        const questions = JSON.stringify(questionsToStore(fields.questions ?? [], []));
        const jobId = await jobRepository(trx).insert({ ...jobColumns(fields), questions, company_id: companyId, created_by: recruiterId, created_at: now, updated_at: now });
        await enqueueTask(trx, 'job.posted', { jobId });
        return jobId;
      });
      return written(id);
    },

    /**
     * Its company's owners and recruiters may change a job, and move it only to another company
     * they post for; a viewer gets 403, anyone else 404. Closing keeps every application; a job
     * may be reopened.
     */
    async update(recruiterId: number, jobId: number, changes: JobChanges): Promise<Job> {
      const id = (await access.job(recruiterId, jobId, 'jobs.write')).jobId;
      const companyId = changes.companyId === undefined ? undefined : await postableCompanyId(changes.companyId, recruiterId);
      await db.transaction().execute(async (trx) => {
        const inTransaction = jobRepository(trx);
        const before = await inTransaction.lifecycleOf(id);
        // Applications keep the questions as they were answered: changing them here touches none.
        const questions = changes.questions && JSON.stringify(questionsToStore(changes.questions, await inTransaction.questionsOf(id)));
        await inTransaction.update(id, { ...jobColumns(changes), questions, company_id: companyId, updated_at: nowIso() });
        const after = await inTransaction.lifecycleOf(id);
        // One end of the range sent alone is checked against the other as stored; the write is then undone.
        if (after.salary_max !== null && Number(after.salary_max) < Number(after.salary)) throw badRequest(SALARY_RANGE_ERROR);
        // Closed now, by its poster or by a deadline set in the past: whoever is still waiting hears it.
        if (statusOf(before.status, before.deadline) === 'open' && statusOf(after.status, after.deadline) === 'closed') {
          const job = { id, title: after.title, companyName: after.company_name };
          await notify(trx, await inTransaction.liveApplicantIds(id), notificationEvents.jobClosed(job));
        }
      });
      return written(id);
    },
  };
}
