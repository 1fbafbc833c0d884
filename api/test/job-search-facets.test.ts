import { sql, type Kysely } from 'kysely';
import { EXPERIENCE_BANDS, SALARY_BANDS, type FacetValue, type SearchFacets } from '@portal/contract';
import type { Database } from '../src/db/schema';
import { nowIso, todayIso } from '../src/db/time';
import { JobReads } from '../src/features/jobs/job-reads';
import type { JobFilters } from '../src/features/jobs/job-search';
import { insertCompany, insertUser } from './support/rows';
import { startTestApp, type TestApp } from './support/test-app';
import { testEngine } from './support/test-database';

/**
 * Facets and totals, checked against counts made here from the data itself: each facet's counts
 * are over the search with that facet's own filter left out, chosen values are listed even at 0.
 */

type Job = {
  id: number;
  title: string;
  description: string;
  location: string;
  job_type: string;
  experience: number;
  salary: number;
  company_id: number;
  status: 'open' | 'closed';
  deadline: string | null;
};

let t: TestApp;
let db: Kysely<Database>;
const jobs: Job[] = [];
const companies = new Map<number, string>();

const LOCATIONS = ['Pune', 'pune', 'Delhi NCR', 'Mumbai', 'Bangalore', 'PUNE'];
const JOB_TYPES = ['Full Time', 'full time', 'Internship', 'Contract'];
const EXPERIENCES = [0, 1, 1.5, 2, 4, 5, 9, 10, 15];
const SALARIES = [2.5, 3, 5.9, 6, 9.99, 10, 19, 20, 45];

async function insertJob(job: Omit<Job, 'id'>, ownerId: number): Promise<void> {
  const now = nowIso();
  const row = await db
    .insertInto('jobs')
    .values({ ...job, requirements: '[]', position: 1, created_by: ownerId, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  jobs.push({ ...job, id: Number(row.id) });
}

beforeAll(async () => {
  t = await startTestApp();
  db = t.database.handle.db;
  const ownerId = await insertUser(db, 'facets@example.com', 'recruiter');
  for (const name of ['Acme', 'Globex', 'Initech', 'Umbrella']) companies.set(await insertCompany(db, ownerId, name), name);
  const companyIds = [...companies.keys()].slice(0, 3); // Umbrella has no jobs
  for (let i = 0; i < 90; i++) {
    await insertJob(
      {
        title: i % 4 === 3 ? `Designer ${i}` : `Engineer ${i}`,
        description: i % 5 === 0 ? 'Remote friendly.' : 'Office based.',
        location: LOCATIONS[(i * 7) % LOCATIONS.length]!,
        job_type: JOB_TYPES[(i * 3) % JOB_TYPES.length]!,
        experience: EXPERIENCES[(i * 5) % EXPERIENCES.length]!,
        salary: SALARIES[(i * 2) % SALARIES.length]!,
        company_id: companyIds[i % companyIds.length]!,
        status: i % 17 === 0 ? 'closed' : 'open',
        deadline: i % 13 === 0 ? '2020-01-01' : i % 11 === 0 ? '2999-12-31' : null,
      },
      ownerId,
    );
  }
});
afterAll(() => t.close());

// ---------------------------------------------------------------------------------------
// The reference: facets counted one job at a time.

type Query = { keyword?: string; location?: string[]; jobType?: string[]; experience?: string[]; salary?: string[]; companyId?: number[] };

const bandOf = (bands: readonly { value: string; min: number }[], value: number) => [...bands].reverse().find((band) => value >= band.min)!.value;
const fold = (text: string) => text.toLowerCase();
const isOpen = (job: Job) => job.status === 'open' && (job.deadline === null || job.deadline >= todayIso());
const hasWord = (job: Job, word: string) => `${job.title} ${job.description} ${job.location}`.toLowerCase().split(/[^a-z0-9]+/).some((w) => w.startsWith(word));

const FACETS = ['location', 'jobType', 'experience', 'salary', 'company'] as const;
type Facet = (typeof FACETS)[number];
const valueOf: Record<Facet, (job: Job) => string> = {
  location: (job) => fold(job.location),
  jobType: (job) => fold(job.job_type),
  experience: (job) => bandOf(EXPERIENCE_BANDS, job.experience),
  salary: (job) => bandOf(SALARY_BANDS, job.salary),
  company: (job) => String(job.company_id),
};
const chosenOf = (query: Query): Record<Facet, string[]> => ({
  location: query.location ?? [],
  jobType: query.jobType ?? [],
  experience: query.experience ?? [],
  salary: query.salary ?? [],
  company: (query.companyId ?? []).map(String),
});
const passes = (query: Query, job: Job, facet: Facet) => {
  const chosen = chosenOf(query)[facet];
  return chosen.length === 0 || chosen.some((value) => (facet === 'location' || facet === 'jobType' ? fold(value) : value) === valueOf[facet](job));
};
const matching = (query: Query, leaveOut?: Facet) =>
  jobs.filter((job) => isOpen(job) && (!query.keyword || hasWord(job, query.keyword)) && FACETS.every((facet) => facet === leaveOut || passes(query, job, facet)));

const byCountThenLabel = (a: FacetValue, b: FacetValue) => b.count - a.count || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0);

function expectedFacets(query: Query): SearchFacets {
  const chosen = chosenOf(query);
  const counted = (facet: Facet) => {
    const counts = new Map<string, { label: string; count: number }>();
    for (const job of matching(query, facet)) {
      const key = valueOf[facet](job);
      const label = facet === 'location' ? job.location : facet === 'jobType' ? job.job_type : facet === 'company' ? companies.get(job.company_id)! : key;
      const entry = counts.get(key) ?? { label, count: 0 };
      entry.count += 1;
      if (label < entry.label) entry.label = label;
      counts.set(key, entry);
    }
    return counts;
  };
  const listed = (facet: 'location' | 'jobType' | 'company') => {
    const counts = counted(facet);
    const values = [...counts].map(([key, { label, count }]) => {
      const chosenValue = chosen[facet].find((value) => (facet === 'company' ? value : fold(value)) === key);
      return { value: facet === 'company' ? key : (chosenValue ?? label), label, count };
    });
    for (const value of chosen[facet]) {
      const key = facet === 'company' ? value : fold(value);
      if (!counts.has(key)) values.push({ value, label: facet === 'company' ? companies.get(Number(value))! : value, count: 0 });
    }
    return values.sort(byCountThenLabel);
  };
  const bands = (facet: 'experience' | 'salary', list: readonly { value: string; label: string }[]) => {
    const counts = counted(facet);
    return list.map((band) => ({ value: band.value, label: band.label, count: counts.get(band.value)?.count ?? 0 }));
  };
  return {
    location: listed('location'),
    jobType: listed('jobType'),
    experience: bands('experience', EXPERIENCE_BANDS),
    salary: bands('salary', SALARY_BANDS),
    company: listed('company'),
  };
}

const queryString = (query: Query, extra = '') =>
  [
    ...(query.keyword ? [`keyword=${query.keyword}`] : []),
    ...Object.entries(chosenOf(query)).flatMap(([facet, values]) => values.map((value) => `${facet === 'company' ? 'companyId' : facet}=${encodeURIComponent(value)}`)),
    'facets=1',
    'limit=100',
    ...(extra ? [extra] : []),
  ].join('&');

async function answer(query: Query) {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/job/get?${queryString(query)}` });
  expect(response.statusCode).toBe(200);
  return response.json() as { jobs: { _id: string }[]; total: number; totalIsEstimate: boolean; facets: SearchFacets; nextCursor: string | null };
}

// ---------------------------------------------------------------------------------------

const companyId = (name: string) => [...companies].find(([, value]) => value === name)![0];

describe('facets=1', () => {
  const queries: [string, () => Query][] = [
    ['a keyword alone', () => ({ keyword: 'engineer' })],
    ['no keyword at all', () => ({})],
    [
      'several chosen values in every facet',
      () => ({
        keyword: 'engineer',
        location: ['Pune', 'Mumbai'],
        jobType: ['FULL TIME', 'Contract'],
        experience: ['2-4', '5-9'],
        salary: ['6-10', '10-20', '20+'],
        companyId: [companyId('Acme'), companyId('Initech')],
      }),
    ],
    ['one chosen location and a keyword matching few', () => ({ keyword: 'remote', location: ['delhi ncr'] })],
    ['chosen values nothing has', () => ({ location: ['Atlantis', 'Mumbai'], jobType: ['Apprenticeship'], companyId: [companyId('Umbrella')], salary: ['0-3'] })],
  ];

  it.each(queries)('counts each facet over the search without its own filter: %s', async (_name, make) => {
    const query = make();
    const body = await answer(query);
    const expected = matching(query);
    expect(body.totalIsEstimate).toBe(false);
    expect(body.total).toBe(expected.length);
    expect(body.jobs.map((job) => Number(job._id)).sort((a, b) => a - b)).toEqual(expected.map((job) => job.id).sort((a, b) => a - b));
    expect(body.facets).toEqual(expectedFacets(query));
  });

  it('keeps the other locations counted when one is chosen, and agrees with what choosing them returns', async () => {
    const { facets } = await answer({ keyword: 'engineer', location: ['Pune'] });
    const delhi = facets.location.find((value) => value.label === 'Delhi NCR')!;
    expect(delhi.count).toBeGreaterThan(0);
    expect((await answer({ keyword: 'engineer', location: [delhi.value] })).total).toBe(delhi.count);
    // "Pune", "pune" and "PUNE" are one location: the filter and its count agree whatever the case.
    const pune = facets.location.find((value) => value.value === 'Pune')!;
    expect(pune.label).toBe('PUNE');
    expect((await answer({ keyword: 'engineer', location: ['pUnE'] })).total).toBe(pune.count);
  });

  it('lists every band in order, zeros included, and every chosen value even without matches', async () => {
    const { facets, total } = await answer({ keyword: 'nothingmatchesthis', location: ['Atlantis'], companyId: [companyId('Umbrella')] });
    expect(total).toBe(0);
    expect(facets.experience.map((band) => [band.value, band.count])).toEqual(EXPERIENCE_BANDS.map((band) => [band.value, 0]));
    expect(facets.salary.map((band) => [band.value, band.count])).toEqual(SALARY_BANDS.map((band) => [band.value, 0]));
    expect(facets.location).toEqual([{ value: 'Atlantis', label: 'Atlantis', count: 0 }]);
    expect(facets.company).toEqual([{ value: String(companyId('Umbrella')), label: 'Umbrella', count: 0 }]);
  });

  it('is left out without facets=1', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/job/get?keyword=engineer' });
    expect(response.json().facets).toBeUndefined();
    expect(response.json().totalIsEstimate).toBe(false);
  });
});

describe('above the exact limit', () => {
  /** Whether a job is in the fixed sample (migration 0011): the same hash, computed here. */
  const inSample = (id: number) => ((id % 2 ** 32) * 1640531527) % 2 ** 32 < 2 ** 32 / 64;
  const filtersOf = (query: Query): JobFilters => ({
    openOn: todayIso(),
    keywords: query.keyword ? [query.keyword] : [],
    location: query.location ?? [],
    jobType: query.jobType ?? [],
    experience: query.experience ?? [],
    salary: query.salary ?? [],
    companyId: query.companyId ?? [],
  });
  /** A limit of 20 (at most 25 exactly), so the sample of these few hundred jobs decides above it. */
  const reads = () => new JobReads(t.database.handle.db, t.database.handle.engine, 0, { exactTotalLimit: 20 });

  beforeAll(async () => {
    const [owner] = await db.selectFrom('users').select('id').execute();
    const [first] = [...companies.keys()];
    for (let i = 0; i < 300; i++) {
      await insertJob(
        { title: `Analyst ${i}`, description: 'Numbers.', location: i % 2 ? 'Pune' : 'Mumbai', job_type: 'Full Time', experience: 3, salary: 12, company_id: first!, status: 'open', deadline: null },
        Number(owner!.id),
      );
    }
  });

  it('estimates total and facets from the sample, scaled up, and says so', async () => {
    const query: Query = { keyword: 'analyst' };
    const sampled = matching(query).filter((job) => inSample(job.id));
    expect(sampled.length).toBeGreaterThan(0);
    // A salary limit no job reaches: a filter, so the counts kept per word cannot answer.
    const page = await reads().search({ filters: { ...filtersOf(query), salaryMax: 1000 }, sort: 'relevance', facets: true, limit: 10, cursor: null }, null);
    expect(page.totalIsEstimate).toBe(true);
    expect(page.total).toBe(sampled.length * 64);
    const pune = sampled.filter((job) => job.location === 'Pune').length * 64;
    expect(page.facets!.location.filter((value) => value.count > 0)).toEqual(
      [
        { value: 'Pune', label: 'Pune', count: pune },
        { value: 'Mumbai', label: 'Mumbai', count: sampled.length * 64 - pune },
      ]
        .filter((value) => value.count > 0)
        .sort(byCountThenLabel),
    );
    expect(page.facets!.salary.find((band) => band.value === '10-20')!.count).toBe(sampled.length * 64);
    expect(page.jobs).toHaveLength(10);
  });

  it('counts a search for one word without filters exactly, from the counts kept per word, however many it matches', async () => {
    const query: Query = { keyword: 'analyst' };
    const page = await reads().search({ filters: filtersOf(query), sort: 'relevance', facets: true, limit: 10, cursor: null }, null);
    expect(page.totalIsEstimate).toBe(false);
    expect(page.total).toBe(matching(query).length);
    expect(page.facets).toEqual(expectedFacets(query));
    const everything = await reads().search({ filters: filtersOf({}), sort: 'newest', facets: true, limit: 10, cursor: null }, null);
    expect(everything).toMatchObject({ total: matching({}).length, totalIsEstimate: false, facets: expectedFacets({}) });
  });

  it('counts exactly when the sample does not put the total clearly above the limit', async () => {
    const query: Query = { keyword: 'analyst', companyId: [companyId('Globex')] };
    const page = await reads().search({ filters: filtersOf(query), sort: 'newest', facets: false, limit: 10, cursor: null }, null);
    expect(page.totalIsEstimate).toBe(false);
    expect(page.total).toBe(matching(query).length);
  });

  it('keeps a small total exact while a chosen facet with many matches counts its other values from the sample', async () => {
    const query: Query = { keyword: 'analyst', companyId: [companyId('Globex')] };
    const page = await reads().search({ filters: filtersOf(query), sort: 'newest', facets: true, limit: 10, cursor: null }, null);
    expect(page.totalIsEstimate).toBe(false);
    expect(page.total).toBe(0);
    const acme = page.facets!.company.find((value) => value.label === 'Acme')!;
    expect(acme.count).toBe(matching({ keyword: 'analyst' }).filter((job) => inSample(job.id) && job.company_id === companyId('Acme')).length * 64);
    expect(page.facets!.company.find((value) => value.label === 'Globex')!.count).toBe(0);
  });

  it('stays exact through the API, whose limit is 10,000', async () => {
    const body = await answer({ keyword: 'analyst' });
    expect(body.totalIsEstimate).toBe(false);
    expect(body.total).toBe(300);
    expect(body.facets.location).toEqual(expectedFacets({ keyword: 'analyst' }).location);
  });

  // A pass over every match planned once for all words read a rare word's matches 30 times slower.
  (testEngine === 'postgres' ? it : it.skip)('plans a pass over the sample once per connection, and a pass over every match for its own words', async () => {
    const query: Query = { keyword: 'analyst', companyId: [companyId('Globex')] };
    const prepared = await db.connection().execute(async (connection) => {
      const page = await new JobReads(connection, 'postgres', 0, { exactTotalLimit: 20 }).search({ filters: filtersOf(query), sort: 'newest', facets: true, limit: 10, cursor: null }, null);
      expect(page.facets!.company.find((value) => value.label === 'Globex')!.count).toBe(0);
      const { rows } = await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(connection);
      return rows.map((row) => row.statement);
    });
    const passes = prepared.filter((statement) => statement.includes('WITH m AS MATERIALIZED'));
    expect(passes.length).toBeGreaterThan(0);
    expect(passes.filter((statement) => !statement.includes('FROM job_samples AS jobs'))).toEqual([]);
  });
});
