import type { Kysely } from 'kysely';
import { ExpiringCache } from '../../cache/expiring-cache';
import type { Job } from '../../contract';
import type { Database, Engine } from '../../db/schema';
import { jobRepository } from './job-repository';
import { filtersKey, searchJobs, type JobFilters, type SearchPage } from './job-search';
import type { SearchCursor } from './search-cursor';
import { toJob } from './job-serializer';
import { SearchTotals } from './search-totals';

/** How long another instance's write may take to show in this one's public job pages. */
const READ_TTL_MS = 5_000;

/**
 * The public job reads: job pages and search results are the hottest, read-mostly traffic,
 * so the part every visitor sees alike (the job, its company, its application count; a
 * search page's ids) is kept for a few seconds, and each viewer's own application is added
 * per request. Writes through this instance drop what they change at once.
 */
export class JobReads {
  private readonly jobs = new ExpiringCache<number, Job>({ ttlMs: READ_TTL_MS, maxEntries: 20_000 });
  private readonly pages = new ExpiringCache<string, SearchPage>({ ttlMs: READ_TTL_MS, maxEntries: 2_000 });
  private readonly totals = new SearchTotals({ ttlMs: 30_000, cacheAtLeast: 1_000, maxEntries: 1_000 });
  private readonly repository: ReturnType<typeof jobRepository>;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly engine: Engine,
  ) {
    this.repository = jobRepository(db);
  }

  /** Jobs in the order of `ids` (unknown ids left out), each with the viewer's own application. */
  async byIds(ids: number[], viewerId: number | null): Promise<Job[]> {
    const found = new Map<number, Job>();
    for (const id of ids) {
      const cached = this.jobs.get(id);
      if (cached) found.set(id, cached);
    }
    const missing = ids.filter((id) => !found.has(id));
    const [rows, own] = await Promise.all([
      missing.length > 0 ? this.repository.findByIds(missing) : [],
      this.repository.ownApplications(viewerId, ids),
    ]);
    for (const row of rows) {
      const job = toJob(row);
      this.jobs.set(Number(job._id), job);
      found.set(Number(job._id), job);
    }
    return ids.flatMap((id) => {
      const job = found.get(id);
      if (!job) return [];
      const mine = own.get(id);
      return [mine ? { ...job, applications: mine } : job];
    });
  }

  async search(filters: JobFilters, page: { limit: number; cursor: SearchCursor | null }, viewerId: number | null) {
    const key = `${filtersKey(filters)}|${page.limit}|${page.cursor ? `${page.cursor.createdAt}/${page.cursor.id}` : ''}`;
    let result = this.pages.get(key);
    if (!result) {
      result = await searchJobs(this.db, this.engine, filters, page, this.totals);
      this.pages.set(key, result);
    }
    return { ...result, jobs: await this.byIds(result.ids, viewerId) };
  }

  /** A job was posted or edited: its page, and any search it may now match or not. */
  jobWritten(id: number): void {
    this.jobs.delete(id);
    this.pages.clear();
    this.totals.clear();
  }

  /** Someone applied: the job's application count changed. */
  applicationAdded(jobId: number): void {
    this.jobs.delete(jobId);
  }

  /** A company's name, logo or details changed: every job shows its company. */
  companyChanged(): void {
    this.jobs.clear();
  }
}
