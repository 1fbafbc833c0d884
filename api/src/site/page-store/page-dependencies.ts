import type { Kysely } from 'kysely';
import type { Database, JobRow } from '../../db/schema';
import { DAY_MS, earliest, todayIso, toIso } from '../../db/time';
import { companyRepository } from '../../features/companies/company-repository';
import type { PublicWrite } from '../../features/jobs/job-reads';
import { jobRepository } from '../../features/jobs/job-repository';
import { statusOf } from '../../features/jobs/job-serializer';
import { responsivenessChangesAt } from '../../features/jobs/responsiveness';
import type { PageShows } from './stored-page-urls';

/**
 * What a stored page shows, as the names its writes drop:
 * - `job:<id>`: the job's own page (the job, its application count);
 * - `company:<id>`: the company's details and how quickly it responds (its page, and the page of
 *   each of its jobs);
 * - `company-jobs:<id>`: the list of the company's open jobs (its page);
 * - `job-card:<id>`: the job in a list by id (its company's page, even once it moved to another);
 * - `listing`: jobs found by a search (every page whose route shows a listing, with any query).
 * A job page's "similar jobs" are not among them: the browser asks for them once the page is
 * hydrated, so no other job's write changes the page.
 */
const shown = {
  job: (id: number) => `job:${id}`,
  company: (id: number) => `company:${id}`,
  companyJobs: (id: number) => `company-jobs:${id}`,
  jobCard: (id: number) => `job-card:${id}`,
  listing: 'listing',
};

/**
 * What a page shows; until when it is right whatever is written (null: no such moment); and the
 * next moment after it is rendered that what it shows changes with time alone, though nothing
 * is written (null: nothing does): rendered again then, it is right again.
 */
export type PageFacts = { dependencies: string[]; rightUntil: number | null; changesAt: number | null };

/** The moment an open job's deadline passes (the end of its day on the server's clock), when its page starts to say closed. */
function deadlinePasses({ status, deadline }: Pick<JobRow, 'status' | 'deadline'>, today: string): number | null {
  if (deadline === null || statusOf(status, deadline, today) !== 'open') return null;
  const [year, month, day] = deadline.split('-').map(Number);
  return new Date(year!, month! - 1, day! + 1).getTime();
}

/**
 * The next moment after `now` a job card's age changes ("Today", "1 day ago": whole days since
 * it was posted, never below 0, as shared-ui's jobAge.ts counts them), over the cards shown.
 */
export function nextAgeChange(postedAt: number[], now: number): number | null {
  return earliest(postedAt.map((posted) => posted + Math.max(1, Math.floor((now - posted) / DAY_MS) + 1) * DAY_MS));
}

/** What pages show and what writes change, read from the database. */
export function pageDependencies(db: Kysely<Database>) {
  const jobs = jobRepository(db);
  const companies = companyRepository(db);

  return {
    /**
     * Null when the page has nothing to show any more (its job or company is gone): it is not stored.
     * `now`: the moment the page is rendered at.
     */
    async ofPage(shows: PageShows, now = Date.now()): Promise<PageFacts | null> {
      const today = todayIso(new Date(now));
      switch (shows.kind) {
        case 'job': {
          const [[job], changesAt] = await Promise.all([jobs.findPublicByIds([shows.id]), responsivenessChangesAt(db, { jobId: shows.id }, now)]);
          if (!job) return null;
          return {
            dependencies: [shown.job(shows.id), shown.company(Number(job.company_id))],
            rightUntil: deadlinePasses(job, today),
            changesAt,
          };
        }
        case 'company': {
          const [company, itsJobs, responsivenessChanges] = await Promise.all([
            companies.findById(shows.id),
            db.selectFrom('jobs').select(['id', 'status', 'deadline', 'created_at']).where('company_id', '=', shows.id).execute(),
            responsivenessChangesAt(db, { companyId: shows.id }, now),
          ]);
          if (!company) return null;
          // The page shows the open jobs' cards, each with its age.
          const cards = itsJobs.filter((job) => statusOf(job.status, job.deadline, today) === 'open');
          return {
            dependencies: [shown.company(shows.id), shown.companyJobs(shows.id), ...itsJobs.map((job) => shown.jobCard(Number(job.id)))],
            // An open job leaves the list when its deadline passes.
            rightUntil: earliest(itsJobs.map((job) => deadlinePasses(job, today))),
            changesAt: earliest([responsivenessChanges, nextAgeChange(cards.map((job) => Date.parse(toIso(job.created_at))), now)]),
          };
        }
        case 'listing':
          return { dependencies: [shown.listing], rightUntil: null, changesAt: null };
        case 'shell':
          return { dependencies: [], rightUntil: null, changesAt: null };
      }
    },

    /** The pages a write changes; `all` when it does not say which company changed. */
    async changedBy(write: PublicWrite): Promise<string[] | 'all'> {
      switch (write.kind) {
        case 'job': {
          const job = await db.selectFrom('jobs').select('company_id').where('id', '=', write.jobId).executeTakeFirst();
          return [shown.job(write.jobId), shown.jobCard(write.jobId), shown.listing, ...(job ? [shown.companyJobs(Number(job.company_id))] : [])];
        }
        // Only the job's own page shows how many applied.
        case 'application':
          return [shown.job(write.jobId)];
        case 'company':
          return write.companyId === null ? 'all' : [shown.company(write.companyId), shown.listing];
        // How quickly the company responds: on its page and on the page of each of its jobs.
        case 'response': {
          const job = await db.selectFrom('jobs').select('company_id').where('id', '=', write.jobId).executeTakeFirst();
          return job ? [shown.company(Number(job.company_id))] : [];
        }
      }
    },
  };
}

export type PageDependencies = ReturnType<typeof pageDependencies>;
