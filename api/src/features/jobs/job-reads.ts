import type { Kysely } from 'kysely';
import { ExpiringCache } from '../../cache/expiring-cache';
import { ReadThroughCache } from '../../cache/read-through-cache';
import { Doorkeeper } from '../../cache/doorkeeper';
import { SerializedAnswers } from '../../cache/serialized-answers';
import { JobListResponseSchema, JobResponseSchema, type Job, type JobListResponse } from '../../contract';
import type { Database, Engine } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { jobRepository } from './job-repository';
import { defaultTuning, searchJobs, type SearchPage, type SearchRequest, type SearchTuning } from './job-search';
import { encodeCursor } from './search-cursor';
import { filtersKey } from './search-filters';
import type { SearchSummary } from './search-summary';
import { queryWords } from './search-words';
import { similarJobIds } from './similar-jobs';
import { toJob } from './job-serializer';
import { SearchTotals } from './search-totals';

/**
 * The public job reads: job pages and search results are the hottest, read-mostly traffic,
 * so the part every visitor sees alike (the job, its company, its application count; a
 * search page's ids) is kept for a few seconds, and each viewer's own application is added
 * per request. A visitor who is not logged in has no applications: their whole answer is
 * kept, serialized. Writes through this instance drop what they change at once.
 */
export class JobReads {
  private readonly jobs: ExpiringCache<number, Job>;
  private readonly pages: ReadThroughCache<string, SearchPage>;
  private readonly totals: SearchTotals<SearchSummary>;
  private readonly similar: ReadThroughCache<string, number[] | null>;
  private readonly tuning: SearchTuning;
  private readonly jobAnswers: SerializedAnswers<number>;
  private readonly viewedJobs = new Doorkeeper(60_000);
  /** At most a page of 100 jobs each (about 70 KB). */
  private readonly searchAnswers: SerializedAnswers<string>;
  private readonly repository: ReturnType<typeof jobRepository>;
  private readonly writeListeners: (() => void)[] = [];

  /**
   * @param ttlMs how long another instance's write may take to show in this one's public job pages
   * @param tuning the search's limits (tests lower them to reach estimates and windows with few jobs)
   */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly engine: Engine,
    ttlMs: number,
    tuning: Partial<SearchTuning> = {},
  ) {
    this.tuning = { ...defaultTuning(engine), ...tuning };
    this.repository = jobRepository(db);
    this.jobs = new ExpiringCache({ ttlMs, maxEntries: 20_000 });
    this.pages = new ReadThroughCache({ ttlMs, maxEntries: 2_000 });
    this.similar = new ReadThroughCache({ ttlMs, maxEntries: 2_000 });
    this.totals = new SearchTotals<SearchSummary>({ ttlMs: ttlMs * 6, cacheAtLeast: 1_000, maxEntries: 1_000, totalOf: (summary) => summary.total });
    this.jobAnswers = new SerializedAnswers({ ttlMs, maxEntries: 20_000 });
    this.searchAnswers = new SerializedAnswers({ ttlMs, maxEntries: 500 });
  }

  /** `GET /job/get/:id` answered to a visitor who is not logged in, as JSON. */
  anonymousJobAnswer(id: number): Promise<string> {
    // Straight from the database on a miss: keeping the job object as well only made more
    // for the garbage collector to trace when ids are spread wide (measured in bench:api).
    // Kept from its second view within a minute: a page viewed once is not worth keeping.
    return this.jobAnswers.get(
      id,
      JobResponseSchema,
      async () => {
        const [row] = await this.repository.findPublicByIds([id]);
        if (!row) throw notFound('Job not found.');
        return { success: true as const, job: toJob(row) };
      },
      () => this.viewedJobs.seenBefore(id),
    );
  }

  /** `GET /job/get` answered to a visitor who is not logged in, as JSON. */
  anonymousSearchAnswer(request: SearchRequest): Promise<string> {
    return this.searchAnswers.get(searchKey(request), JobListResponseSchema, async () => toSearchAnswer(await this.search(request, null)));
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
      missing.length > 0 ? this.repository.findPublicByIds(missing) : [],
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

  async search(request: SearchRequest, viewerId: number | null) {
    const result = await this.pages.get(searchKey(request), () => searchJobs(this.db, this.engine, request, this.totals, this.tuning));
    return { ...result, jobs: await this.byIds(result.ids, viewerId) };
  }

  /** `GET /job/similar/:id`: null when there is no such job. */
  async similarTo(id: number, limit: number, openOn: string, viewerId: number | null): Promise<Job[] | null> {
    const ids = await this.similar.get(`${id}|${limit}|${openOn}`, () => similarJobIds(this.db, this.engine, id, limit, openOn));
    return ids && this.byIds(ids, viewerId);
  }

  /** Calls `listener` at every write through this instance that changes what visitors read (what else keeps public answers drops them then). */
  onWrite(listener: () => void): void {
    this.writeListeners.push(listener);
  }

  /** A job was posted or edited: its page, and any search it may now match or not. */
  jobWritten(id: number): void {
    this.written();
    this.jobs.delete(id);
    this.jobAnswers.delete(id);
    this.pages.clear();
    this.similar.clear();
    this.totals.clear();
    this.searchAnswers.clear();
  }

  /** Someone applied: the job's application count changed, on its page and in any list. */
  applicationAdded(jobId: number): void {
    this.written();
    this.jobs.delete(jobId);
    this.jobAnswers.delete(jobId);
    this.searchAnswers.clear();
  }

  /** A company's name, logo or details changed: every job shows its company. */
  companyChanged(): void {
    this.written();
    this.jobs.clear();
    this.jobAnswers.clear();
    this.searchAnswers.clear();
  }

  private written(): void {
    for (const listener of this.writeListeners) listener();
  }
}

/** Every parameter that changes the answer: the filters, the sort, the facets flag and the page. */
function searchKey(request: SearchRequest): string {
  const { filters, sort, facets, limit, cursor } = request;
  return `${filtersKey(filters, queryWords(filters.keywords))}|${sort}|${facets}|${limit}|${cursor ? encodeCursor(cursor) : ''}`;
}

/** The body of `GET /job/get`, whoever asks. */
export function toSearchAnswer(page: SearchPage & { jobs: Job[] }): JobListResponse {
  return {
    success: true,
    jobs: page.jobs,
    total: page.total,
    totalIsEstimate: page.totalIsEstimate,
    nextCursor: page.next && encodeCursor(page.next),
    ...(page.facets && { facets: page.facets }),
  };
}
