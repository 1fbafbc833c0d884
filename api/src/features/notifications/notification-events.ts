import type { RecruiterStage } from '../../contract';
import { pagePaths } from '../../contract/page-paths';
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
};
