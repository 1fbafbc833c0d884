import type { SearchFacets } from '@portal/contract';
import { migrateToLatest } from '../src/db/migrate';
import { nowIso, todayIso } from '../src/db/time';
import { JobReads } from '../src/features/jobs/job-reads';
import type { JobFilters } from '../src/features/jobs/job-search';
import { createCompany, postJob, signUp, type Actor } from './support/actors';
import { insertCompanyRow, insertUser } from './support/rows';
import { startTestApp, type TestApp } from './support/test-app';
import { createTestDatabase } from './support/test-database';

/**
 * A search's total and facet counts follow every write at once: a job posted, edited, closed,
 * reopened, past its deadline or deleted is counted where it now belongs, whether the counts
 * are kept per word (a search for one word, without filters), counted over every match, or
 * estimated from the fixed sample of jobs.
 */

let t: TestApp;
let recruiter: Actor;
const companyIds: string[] = [];

beforeAll(async () => {
  // Caches off: a row deleted behind the API's back must show at once too.
  t = await startTestApp({ JOB_CACHE_SECONDS: '0' });
  recruiter = await signUp(t.app, 'recruiter');
  for (const name of ['Counted Alpha', 'Counted Beta']) companyIds.push((await createCompany(t.app, recruiter, `${name} ${Date.now()}`))._id);
});
afterAll(() => t.close());

type Answer = { total: number; totalIsEstimate: boolean; facets: SearchFacets };

const update = async (jobId: string, payload: Record<string, unknown>) => {
  const response = await t.app.inject({ method: 'PUT', url: `/api/v1/job/update/${jobId}`, headers: { cookie: recruiter.cookie }, payload });
  expect(response.statusCode).toBe(200);
};

const deleteRow = (jobId: string) => t.database.handle.db.deleteFrom('jobs').where('id', '=', Number(jobId)).execute();

/** The facets' non-zero counts, as value → count. */
const counts = (facets: SearchFacets) =>
  Object.fromEntries(
    Object.entries(facets).map(([facet, values]) => [facet, Object.fromEntries(values.filter((value) => value.count > 0).map((value) => [value.value, value.count]))]),
  );

const yesterday = () => todayIso(new Date(Date.now() - 24 * 60 * 60 * 1000));

describe.each([
  ['kept per word', ''],
  ['counted over every match', '&salaryMax=1000'],
])('exact counts, %s,', (_name, filter) => {
  const word = `wombat${Date.now().toString(36)}${filter ? 'x' : 'k'}`;
  const search = async (keyword: string): Promise<Answer> => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/job/get?keyword=${keyword}&facets=1${filter}` });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('count a job from its posting, where its edits put it, and no longer once it is closed, past its deadline or deleted', async () => {
    const pune = await postJob(t.app, recruiter, companyIds[0]!, { title: `${word} engineer`, location: 'Pune', jobType: 'Full Time', salary: 12, experience: 2 });
    const mumbai = await postJob(t.app, recruiter, companyIds[1]!, { title: `${word} analyst`, location: 'Mumbai', jobType: 'Internship', salary: 4, experience: 0 });
    let answer = await search(word);
    expect(answer).toMatchObject({ total: 2, totalIsEstimate: false });
    expect(counts(answer.facets)).toEqual({
      location: { Pune: 1, Mumbai: 1 },
      jobType: { 'Full Time': 1, Internship: 1 },
      experience: { '2-4': 1, '0-1': 1 },
      salary: { '10-20': 1, '3-6': 1 },
      company: { [companyIds[0]!]: 1, [companyIds[1]!]: 1 },
    });

    await update(pune._id, { location: 'Mumbai', salary: 25, companyId: companyIds[1] });
    answer = await search(word);
    expect(answer.total).toBe(2);
    expect(counts(answer.facets)).toMatchObject({ location: { Mumbai: 2 }, salary: { '20+': 1, '3-6': 1 }, company: { [companyIds[1]!]: 2 } });

    await update(mumbai._id, { status: 'closed' });
    answer = await search(word);
    expect(answer.total).toBe(1);
    expect(counts(answer.facets)).toMatchObject({ location: { Mumbai: 1 }, jobType: { 'Full Time': 1 }, experience: { '2-4': 1 } });

    await update(mumbai._id, { status: 'open' });
    expect((await search(word)).total).toBe(2);

    await update(mumbai._id, { deadline: yesterday() });
    answer = await search(word);
    expect(answer.total).toBe(1);
    expect(counts(answer.facets).jobType).toEqual({ 'Full Time': 1 });

    await deleteRow(pune._id);
    answer = await search(word);
    expect(answer.total).toBe(0);
    expect(counts(answer.facets)).toEqual({ location: {}, jobType: {}, experience: {}, salary: {}, company: {} });
  });
});

describe('counts estimated from the sample', () => {
  /** Whether a job is in the 1-in-64 sample (migration 0011's hash). */
  const inSample = (id: string) => ((Number(id) % 2 ** 32) * 1640531527) % 2 ** 32 < 2 ** 32 / 64;
  const word = `numbat${Date.now().toString(36)}`;
  /** Every search with a match in the sample is an estimate; a salary limit no job reaches keeps the counts kept per word out of it. */
  const estimate = async () =>
    (await new JobReads(t.database.handle.db, t.database.handle.engine, 0, { exactTotalLimit: 1 }).search(
      {
        filters: { openOn: todayIso(), keywords: [word], location: [], jobType: [], experience: [], salary: [], companyId: [], salaryMax: 1000 },
        sort: 'relevance',
        facets: true,
        limit: 10,
        cursor: null,
      },
      null,
    ))!;

  it('follow a sampled job through its edits, closing and deletion, 64 jobs each', async () => {
    let sampled: { _id: string } | undefined;
    while (!sampled) {
      const job = await postJob(t.app, recruiter, companyIds[0]!, { title: `${word} designer`, location: 'Hyderabad', jobType: 'Contract', salary: 7 });
      if (inSample(job._id)) sampled = job;
      else await deleteRow(job._id);
    }
    let page = await estimate();
    expect(page).toMatchObject({ total: 64, totalIsEstimate: true });
    expect(counts(page.facets!)).toEqual({
      location: { Hyderabad: 64 },
      jobType: { Contract: 64 },
      experience: { '2-4': 64 },
      salary: { '6-10': 64 },
      company: { [companyIds[0]!]: 64 },
    });

    await update(sampled._id, { location: 'Bangalore', jobType: 'Part Time', companyId: companyIds[1] });
    page = await estimate();
    expect(counts(page.facets!)).toMatchObject({ location: { Bangalore: 64 }, jobType: { 'Part Time': 64 }, company: { [companyIds[1]!]: 64 } });

    await update(sampled._id, { status: 'closed' });
    expect(await estimate()).toMatchObject({ total: 0, totalIsEstimate: false });
    await update(sampled._id, { status: 'open' });
    expect(await estimate()).toMatchObject({ total: 64, totalIsEstimate: true });

    await deleteRow(sampled._id);
    page = await estimate();
    expect(page).toMatchObject({ total: 0, totalIsEstimate: false });
    expect(counts(page.facets!).location).toEqual({});
  });
});

describe('migration 0018', () => {
  it('counts, per word, the jobs that were there before it, as a count over every match does', async () => {
    const database = await createTestDatabase(undefined, { migratedUpTo: '0017-rendered-pages' });
    try {
      const { db, engine } = database.handle;
      const owner = await insertUser(db, 'counted@example.com', 'recruiter');
      const companies = [await insertCompanyRow(db, owner, 'Kept Alpha'), await insertCompanyRow(db, owner, 'Kept Beta')];
      const now = nowIso();
      const job = (i: number) => ({
        title: i % 3 ? `Platform engineer ${i}` : `Data analyst ${i}`,
        description: i % 2 ? 'Remote, Kotlin and cloud.' : 'Office; SQL reports.',
        requirements: JSON.stringify(i % 2 ? ['Kotlin', 'Node.js'] : ['SQL']),
        location: ['Pune', 'pune', 'Mumbai', 'Delhi NCR'][i % 4]!,
        job_type: ['Full Time', 'Internship', 'Contract'][i % 3]!,
        experience: [0, 1.5, 3, 7, 12][i % 5]!,
        salary: [2.5, 4, 8, 15, 30][(i * 3) % 5]!,
        company_id: companies[i % 2]!,
        status: i % 7 === 0 ? ('closed' as const) : ('open' as const),
        deadline: i % 5 === 0 ? '2020-01-01' : i % 6 === 0 ? '2999-12-31' : null,
        position: 1,
        created_by: owner,
        created_at: now,
        updated_at: now,
      });
      await db.insertInto('jobs').values(Array.from({ length: 60 }, (_, i) => job(i))).execute();
      await migrateToLatest(database.handle);

      const reads = new JobReads(db, engine, 0);
      const answer = (keywords: string[], salaryMax?: number) => {
        const filters: JobFilters = { openOn: todayIso(), keywords, location: [], jobType: [], experience: [], salary: [], companyId: [], salaryMax };
        return reads.search({ filters, sort: 'newest', facets: true, limit: 100, cursor: null }, null);
      };
      for (const keywords of [['engineer'], ['kotlin'], ['sql'], ['pune'], []]) {
        const kept = await answer(keywords);
        const counted = await answer(keywords, 1000);
        expect(kept.total).toBeGreaterThan(0);
        expect({ total: kept.total, facets: kept.facets }).toEqual({ total: counted.total, facets: counted.facets });
      }
    } finally {
      await database.handle.close();
      await database.drop();
    }
  });
});
