import type { Kysely } from 'kysely';
import { z } from 'zod';
import { ExpiringCache } from '../../cache/expiring-cache';
import { ReadThroughCache } from '../../cache/read-through-cache';
import { Doorkeeper } from '../../cache/doorkeeper';
import { SerializedAnswers } from '../../cache/serialized-answers';
import { JobListResponseSchema, JobResponseSchema, JobSchema, type Job, type JobListResponse, type Responsiveness } from '@portal/contract';
import type { Database, Engine } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { freshReads } from '../../cache/fresh-reads';
import { jobRepository } from './job-repository';
import { defaultTuning, searchJobs, type SearchPage, type SearchRequest, type SearchTuning } from './job-search';
import { encodeCursor } from './search-cursor';
import { filtersKey } from './search-filters';
import type { SearchSummary } from './search-summary';
import { queryWords } from './search-words';
import { similarJobIds } from './similar-jobs';
import { toJob } from './job-serializer';
import { readResponsiveness } from './responsiveness';
import { SearchTotals } from './search-totals';

/**
 * A change visitors may see, as a write through this instance reports it: a job posted or
 * edited, an application to a job (its count), or a company's details (null: some company
 * whose id the writer does not name, as when a recruiter's account goes), or a stage change by
 * a job's hiring team (how quickly its company responds).
 */
export type PublicWrite =
  | { kind: 'job'; jobId: number }
  | { kind: 'application'; jobId: number }
  | { kind: 'company'; companyId: number | null }
  | { kind: 'response'; jobId: number };

/** An answer as SerializedAnswers writes it, for a fresh read that keeps nothing. */
const serialized = async <S extends z.ZodType>(schema: S, answer: Promise<z.output<S>>): Promise<string> => JSON.stringify(z.encode(schema, await answer));

/**
 * The public job reads: job pages and search results are the hottest, read-mostly traffic,
 * so the part every visitor sees alike (the job, its company, its application count; a
 * search page's ids) is kept for a few seconds, and each viewer's own application is added
 * per request. A visitor who is not logged in has no applications: their whole answer is
 * kept, serialized. Writes through this instance drop what they change at once. Inside
 * `freshReads.run` nothing is read from these caches (search totals of a thousand matches or
 * more, which are estimates, excepted), nor written to them.
 */
export class JobReads {
  private readonly jobs: ExpiringCache<number, Job>;
  private readonly jobJsons = new WeakMap<Job, string>();
  private readonly pages: ReadThroughCache<string, SearchPage>;
  private readonly totals: SearchTotals<SearchSummary>;
  private readonly similar: ReadThroughCache<string, number[] | null>;
  /** By job: its company's responsiveness, with the activity on that job. */
  private readonly responsiveness: ReadThroughCache<number, Responsiveness>;
  private readonly tuning: SearchTuning;
  private readonly jobAnswers: SerializedAnswers<number>;
  private readonly viewedJobs = new Doorkeeper(60_000);
  /** At most a page of 100 jobs each (about 70 KB). */
  private readonly searchAnswers: SerializedAnswers<string>;
  private readonly repository: ReturnType<typeof jobRepository>;
  private readonly writeListeners: ((write: PublicWrite) => Promise<void>)[] = [];
  /** The candidates of GET /job/recommended, per arm (recommendations.ts): the same for every student. */
  private readonly recommendationArms: ReadThroughCache<string, unknown>;

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
    this.responsiveness = new ReadThroughCache({ ttlMs, maxEntries: 20_000 });
    this.totals = new SearchTotals<SearchSummary>({ ttlMs: ttlMs * 6, cacheAtLeast: 1_000, maxEntries: 1_000, totalOf: (summary) => summary.total });
    this.jobAnswers = new SerializedAnswers({ ttlMs, maxEntries: 20_000 });
    this.searchAnswers = new SerializedAnswers({ ttlMs, maxEntries: 500 });
    this.recommendationArms = new ReadThroughCache({ ttlMs, maxEntries: 2_000 });
  }

  /** The newest open jobs meeting one condition of a student's recommendations, read by `read` unless kept under `key`. */
  recommendationCandidates<T>(key: string, read: () => Promise<T>): Promise<T> {
    return freshReads.active() ? read() : (this.recommendationArms.get(key, read) as Promise<T>);
  }

  /**
   * A job as JSON, checked against the contract once for as long as the job object lives: an
   * answer that adds a viewer's own fields to jobs starts from it.
   */
  jobJson(job: Job): string {
    let json = this.jobJsons.get(job);
    if (json === undefined) {
      json = JSON.stringify(z.encode(JobSchema, job));
      this.jobJsons.set(job, json);
    }
    return json;
  }

  /** `GET /job/get/:id` answered to a visitor who is not logged in, as JSON. */
  anonymousJobAnswer(id: number): Promise<string> {
    // Straight from the database on a miss: keeping the job object as well only made more
    // for the garbage collector to trace when ids are spread wide (measured in bench:api).
    // Kept from its second view within a minute: a page viewed once is not worth keeping.
    const read = async () => {
      const [[row], responsiveness] = await Promise.all([this.repository.findPublicByIds([id]), this.responsivenessOf(id)]);
      if (!row) throw notFound('Job not found.');
      return { success: true as const, job: toJob(row), responsiveness };
    };
    if (freshReads.active()) return serialized(JobResponseSchema, read());
    return this.jobAnswers.get(id, JobResponseSchema, read, () => this.viewedJobs.seenBefore(id));
  }

  /** `GET /job/get` answered to a visitor who is not logged in, as JSON. */
  anonymousSearchAnswer(request: SearchRequest): Promise<string> {
    const read = async () => toSearchAnswer(await this.search(request, null));
    if (freshReads.active()) return serialized(JobListResponseSchema, read());
    return this.searchAnswers.get(searchKey(request), JobListResponseSchema, read);
  }

  /** Jobs in the order of `ids` (unknown ids left out), each with the viewer's own application. */
  async byIds(ids: number[], viewerId: number | null): Promise<Job[]> {
    const found = new Map<number, Job>();
    for (const id of freshReads.active() ? [] : ids) {
      const cached = this.jobs.get(id);
      if (cached) found.set(id, cached);
    }
    const missing = ids.filter((id) => !found.has(id));
    const [rows, own] = await Promise.all([
      missing.length > 0 ? this.repository.findPublicByIds(missing) : [],
      this.repository.ownApplications(viewerId, ids),
    ]);
    const fresh = freshReads.active();
    for (const row of rows) {
      const job = toJob(row);
      if (!fresh) this.jobs.set(Number(job._id), job);
      found.set(Number(job._id), job);
    }
    return ids.flatMap((id) => {
      const job = found.get(id);
      if (!job) return [];
      const mine = own.get(id);
      return [mine ? { ...job, applications: mine } : job];
    });
  }

  /** How quickly the job's company responds, the same for every viewer of the job. */
  responsivenessOf(jobId: number): Promise<Responsiveness> {
    const read = () => readResponsiveness(this.db, { jobId });
    return freshReads.active() ? read() : this.responsiveness.get(jobId, read);
  }

  async search(request: SearchRequest, viewerId: number | null) {
    const find = () => searchJobs(this.db, this.engine, request, this.totals, this.tuning);
    const result = await (freshReads.active() ? find() : this.pages.get(searchKey(request), find));
    return { ...result, jobs: await this.byIds(result.ids, viewerId) };
  }

  /** `GET /job/similar/:id`: null when there is no such job. */
  async similarTo(id: number, limit: number, openOn: string, viewerId: number | null): Promise<Job[] | null> {
    const find = () => similarJobIds(this.db, this.engine, id, limit, openOn);
    const ids = await (freshReads.active() ? find() : this.similar.get(`${id}|${limit}|${openOn}`, find));
    return ids && this.byIds(ids, viewerId);
  }

  /**
   * Calls `listener` at every write through this instance that changes what visitors read
   * (what else keeps public answers drops them then). A write's call resolves once every
   * listener has; a listener must not reject.
   */
  onWrite(listener: (write: PublicWrite) => Promise<void>): void {
    this.writeListeners.push(listener);
  }

  /** A job was posted or edited: its page, and any search it may now match or not. */
  jobWritten(id: number): Promise<void> {
    this.jobs.delete(id);
    this.jobAnswers.delete(id);
    this.pages.clear();
    this.similar.clear();
    this.totals.clear();
    this.searchAnswers.clear();
    this.recommendationArms.clear();
    return this.written({ kind: 'job', jobId: id });
  }

  /** Someone applied: the job's application count changed, on its page and in any list. */
  applicationAdded(jobId: number): Promise<void> {
    this.jobs.delete(jobId);
    this.jobAnswers.delete(jobId);
    this.searchAnswers.clear();
    return this.written({ kind: 'application', jobId });
  }

  /**
   * A job's hiring team changed an application's stage: how quickly its company responds may
   * change on the page of each of the company's jobs (and the company's page).
   */
  async teamResponded(jobId: number): Promise<void> {
    // The stage change is committed: a failed lookup drops every job's answer rather than fail it.
    const ids = await this.repository.idsOfSameCompany(jobId).catch(() => null);
    if (ids === null) {
      this.jobAnswers.clear();
      this.responsiveness.clear();
    }
    for (const id of ids ?? []) {
      this.jobAnswers.delete(id);
      this.responsiveness.delete(id);
    }
    return this.written({ kind: 'response', jobId });
  }

  /** A company's name, logo or details changed (`companyId`: which one, if the writer knows): every job shows its company. */
  companyChanged(companyId?: number): Promise<void> {
    this.jobs.clear();
    this.jobAnswers.clear();
    this.searchAnswers.clear();
    this.recommendationArms.clear();
    return this.written({ kind: 'company', companyId: companyId ?? null });
  }

  private async written(write: PublicWrite): Promise<void> {
    await Promise.all(this.writeListeners.map((listener) => listener(write)));
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
