import type { RecruiterStage } from '@portal/contract';
import { pagePaths } from '@portal/site/page-paths';
import { WAITING_DAYS } from '@portal/contract/waiting';
import type { NewNotification } from './notification-repository';

/**
 * What each event tells whom, in words: the notification's title, body and the site page it
 * opens. The same words go out by email.
 */
const STAGE_NEWS: Record<RecruiterStage, string> = {
  pending: 'Your application is back under review.',
  shortlisted: 'You have been shortlisted.',
  interview: 'You have been invited to an interview.',
  accepted: 'Congratulations: your application was accepted.',
  rejected: 'The recruiter decided not to go ahead with your application.',
};

type JobRef = { id: number; title: string; companyName: string };

/** A job and how many of its applications are waiting (contract/waiting.ts). */
type WaitingJob = { id: number; title: string; waiting: number };

/** A nudge lists this many jobs by name; the rest are counted. */
const LISTED_WAITING_JOBS = 10;

export const notificationEvents = {
  applicationReceived: (job: JobRef, studentName: string): NewNotification => ({
    kind: 'application.received',
    title: `New applicant for ${job.title}`,
    body: `${studentName} applied to ${job.title} at ${job.companyName}.`,
    link: `/admin/jobs/${job.id}/applicants`,
  }),
  applicationStatus: (job: JobRef, stage: RecruiterStage, message: string | null): NewNotification => ({
    kind: 'application.status',
    title: `${job.title} at ${job.companyName}: ${stage.charAt(0).toUpperCase()}${stage.slice(1)}`,
    body: message ? `${STAGE_NEWS[stage]}\n\nThe recruiter wrote: ${message}` : STAGE_NEWS[stage],
    link: '/profile',
  }),
  applicationWithdrawn: (job: JobRef, studentName: string): NewNotification => ({
    kind: 'application.withdrawn',
    title: `${studentName} withdrew from ${job.title}`,
    body: `${studentName} withdrew their application to ${job.title} at ${job.companyName}.`,
    link: `/admin/jobs/${job.id}/applicants?stage=withdrawn`,
  }),
  interviewProposed: (job: JobRef, slots: number, message: string | null): NewNotification => ({
    kind: 'interview.proposed',
    title: `Interview for ${job.title} at ${job.companyName}: pick a time`,
    body: [`${job.companyName} invites you to an interview and offers ${slots === 1 ? 'a time' : `${slots} times`}: pick the one that suits you.`, ...(message ? [`The recruiter wrote: ${message}`] : [])].join('\n\n'),
    link: '/profile',
  }),
  interviewRescheduled: (job: JobRef, slots: number, message: string | null): NewNotification => ({
    kind: 'interview.proposed',
    title: `Interview for ${job.title} at ${job.companyName}: new times`,
    body: [`${job.companyName} moved your interview and offers ${slots === 1 ? 'a new time' : `${slots} new times`}: pick the one that suits you.`, ...(message ? [`The recruiter wrote: ${message}`] : [])].join('\n\n'),
    link: '/profile',
  }),
  jobClosed: (job: JobRef): NewNotification => ({
    kind: 'job.closed',
    title: `${job.title} at ${job.companyName} is closed`,
    body: 'The job takes no more applications. Yours stays with the recruiter, who can still answer it.',
    link: pagePaths.job(job.id),
  }),
  alertMatch: (job: JobRef & { location: string }, keyword: string): NewNotification => ({
    kind: 'alert.match',
    title: `New job for "${keyword}": ${job.title}`,
    body: `${job.title} at ${job.companyName}, ${job.location}.`,
    link: pagePaths.job(job.id),
  }),
  alertDigest: (jobs: (JobRef & { location: string })[], keyword: string): NewNotification => ({
    kind: 'alert.match',
    title: `${jobs.length} new ${jobs.length === 1 ? 'job' : 'jobs'} for "${keyword}"`,
    body: jobs.map((job) => `${job.title} at ${job.companyName}, ${job.location}`).join('\n'),
    link: `/browse?q=${encodeURIComponent(keyword)}`,
  }),
  applicationsWaiting: (companyName: string, jobs: WaitingJob[]): NewNotification => {
    const total = jobs.reduce((sum, job) => sum + job.waiting, 0);
    const lines = jobs.slice(0, LISTED_WAITING_JOBS).map((job) => `${job.title}: ${job.waiting} waiting`);
    const unlisted = jobs.length - lines.length;
    if (unlisted > 0) lines.push(`and ${unlisted} more ${unlisted === 1 ? 'job' : 'jobs'}`);
    const intro = `${total === 1 ? 'An application has' : `${total} applications have`} had no stage change for ${WAITING_DAYS} days or more.`;
    return {
      kind: 'applications.waiting',
      title: `${total} ${total === 1 ? 'application' : 'applications'} waiting over ${WAITING_DAYS} days at ${companyName}`,
      body: `${intro}\n\n${lines.join('\n')}`,
      // One job: straight to its waiting applicants; several: the jobs list, which counts them per job.
      link: jobs.length === 1 ? `/admin/jobs/${jobs[0]!.id}/applicants?waiting=1` : '/admin/jobs',
    };
  },
};
