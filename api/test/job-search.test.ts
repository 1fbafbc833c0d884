import { sql, type CompiledQuery } from 'kysely';
import { searchStatements } from '../src/features/jobs/job-search';
import { insertSyntheticJobs, RARE_EVERY, RARE_WORD } from '../src/scripts/synthetic-jobs';
import { syntheticOwner } from '../src/scripts/synthetic-owner';
import { createCompany, postJob, signUp, type Actor } from './support/actors';
import { startTestApp, type TestApp } from './support/test-app';
import { testEngine } from './support/test-database';

const ownerOf = async (db: Parameters<typeof syntheticOwner>[0]) => {
  const { recruiterId, companyId } = await syntheticOwner(db);
  return { recruiterId, companyIds: [companyId] };
};

let t: TestApp;
let recruiter: Actor;
const ids: Record<string, string> = {};

const search = async (query: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/job/get${query}` });
  return { status: response.statusCode, body: response.json() };
};
const titles = (body: { jobs: { title: string }[] }) => body.jobs.map((job) => job.title);

beforeAll(async () => {
  t = await startTestApp();
  recruiter = await signUp(t.app, 'recruiter');
  const company = (await createCompany(t.app, recruiter, 'Globex'))._id;
  const jobs = [
    { title: 'Frontend Developer', description: 'React and CSS', location: 'Pune', jobType: 'Full Time', salary: 4 },
    { title: 'Backend Developer', description: 'Node services', location: 'Bangalore', jobType: 'Part Time', salary: 8 },
    { title: 'Data Scientist', description: 'Models in Python', location: 'Delhi NCR', jobType: 'Full Time', salary: 15 },
    { title: 'FullStack Developer', description: 'React plus Node, 100% remote_ok', location: 'Hyderabad', jobType: 'Internship', salary: 12 },
    { title: 'Graphic Designer', description: 'Brand work for the UI team', location: 'Mumbai', jobType: 'Full Time', salary: 60 },
  ];
  for (const job of jobs) ids[job.title] = (await postJob(t.app, recruiter, company, job))._id;
});
afterAll(() => t.close());

it('lists every job newest first, with its company, to anyone', async () => {
  const { status, body } = await search('');
  expect(status).toBe(200);
  expect(titles(body)).toEqual(['Graphic Designer', 'FullStack Developer', 'Data Scientist', 'Backend Developer', 'Frontend Developer']);
  expect(body.total).toBe(5);
  expect(body.totalIsEstimate).toBe(false);
  expect(body.nextCursor).toBeNull();
  expect(body.facets).toBeUndefined();
  expect(body.jobs[0].company.name).toBe('Globex');
});

it('matches case-insensitive words of the title, the description or the location, from 3 letters on as the start of a word', async () => {
  expect(titles((await search('?keyword=DEVELOPER&sort=newest')).body)).toEqual(['FullStack Developer', 'Backend Developer', 'Frontend Developer']);
  expect(titles((await search('?keyword=dev&sort=newest')).body)).toEqual(['FullStack Developer', 'Backend Developer', 'Frontend Developer']);
  expect(titles((await search('?keyword=python')).body)).toEqual(['Data Scientist']);
  expect(titles((await search('?keyword=delhi%20ncr')).body)).toEqual(['Data Scientist']);
  expect(titles((await search('?keyword=ui')).body)).toEqual(['Graphic Designer']);
  expect((await search('?keyword=kotlin')).body).toMatchObject({ jobs: [], total: 0, totalIsEstimate: false, nextCursor: null });
  // Words, not substrings: the inside or end of a word does not match, nor does a two-letter start.
  expect((await search('?keyword=veloper')).body.total).toBe(0);
  expect((await search('?keyword=de')).body.total).toBe(0);
});

it('splits words at every character that is not a letter or a digit, so % and _ are plain separators', async () => {
  expect(titles((await search('?keyword=100%25')).body)).toEqual(['FullStack Developer']);
  expect(titles((await search('?keyword=remote_ok')).body)).toEqual(['FullStack Developer']);
  expect((await search('?keyword=%25%25')).body.total).toBe(0);
});

it('requires every repeated keyword to match', async () => {
  expect(titles((await search('?keyword=node&keyword=remote')).body)).toEqual(['FullStack Developer']);
  expect(titles((await search('?keyword=node%20remote')).body)).toEqual(['FullStack Developer']);
});

it('filters by location, job type and salary range in LPA', async () => {
  expect(titles((await search('?location=bangalore')).body)).toEqual(['Backend Developer']);
  expect(titles((await search('?jobType=full%20time')).body)).toEqual(['Graphic Designer', 'Data Scientist', 'Frontend Developer']);
  expect(titles((await search('?salaryMin=5.04&salaryMax=12')).body)).toEqual(['FullStack Developer', 'Backend Developer']);
  expect(titles((await search('?salaryMax=4.8')).body)).toEqual(['Frontend Developer']);
  expect(titles((await search('?keyword=developer&salaryMin=12&salaryMax=60')).body)).toEqual(['FullStack Developer']);
});

it('pages with a cursor while total counts every match', async () => {
  const first = await search('?limit=2');
  expect(titles(first.body)).toEqual(['Graphic Designer', 'FullStack Developer']);
  expect(first.body.total).toBe(5);
  const second = await search(`?limit=2&cursor=${first.body.nextCursor}`);
  expect(titles(second.body)).toEqual(['Data Scientist', 'Backend Developer']);
  const third = await search(`?limit=2&cursor=${second.body.nextCursor}`);
  expect(titles(third.body)).toEqual(['Frontend Developer']);
  expect(third.body.nextCursor).toBeNull();
});

it.each([
  ['?limit=101', /limit must be at most 100/],
  ['?limit=0', /limit must be at least 1/],
  ['?limit=ten', /limit must be a number/],
  ['?limit=0x10', /limit must be a number/],
  ['?limit=1e1', /limit must be a number/],
  ['?salaryMin=0x10', /salaryMin must be a number/],
  ['?salaryMax=0b11', /salaryMax must be a number/],
  ['?cursor=bogus', /cursor is malformed/],
  ['?salaryMin=-1', /salaryMin must not be negative/],
  ['?experienceMax=-1', /experienceMax must not be negative/],
  ['?experienceMax=lots', /experienceMax must be a number/],
  ['?sort=oldest', /sort must be one of relevance, newest, salary/],
  ['?facets=yes', /facets must be '1' or '0'/],
  ['?experience=3-5', /experience must be one of 0-1, 2-4, 5-9, 10\+/],
  ['?salary=100', /salary must be one of 0-3, 3-6, 6-10, 10-20, 20\+/],
  ['?companyId=acme', /companyId must be a company id/],
  [`?${Array.from({ length: 21 }, () => 'location=Pune').join('&')}`, /at most 20 values of location/],
  [`?keyword=${Array.from({ length: 11 }, (_, i) => `word${i}`).join('%20')}`, /keyword has too many words/],
  [`?keyword=developer&sort=newest&cursor=${Buffer.from(JSON.stringify(['t', 5])).toString('base64url')}`, /cursor belongs to another sort/],
])('refuses %s with a 400 naming the parameter', async (query, message) => {
  const { status, body } = await search(query);
  expect(status).toBe(400);
  expect(body.message).toMatch(message);
});

describe('the search is served by indexes, not a scan', () => {
  /** The plan of a statement, with the bound values inlined. */
  async function planOf(query: CompiledQuery): Promise<string> {
    const { db, engine } = t.database.handle;
    const literal = (value: unknown) => (typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`);
    let next = 0;
    const sqlWithValues =
      engine === 'postgres'
        ? query.sql.replace(/\$(\d+)/g, (_match: string, position: string) => literal(query.parameters[Number(position) - 1]))
        : query.sql.replace(/\?/g, () => literal(query.parameters[next++]));
    const inlined = engine === 'postgres' ? `EXPLAIN ${sqlWithValues}` : `EXPLAIN QUERY PLAN ${sqlWithValues}`;
    return JSON.stringify((await sql.raw(inlined).execute(db)).rows);
  }
  const statements = (keyword: string, many: boolean) =>
    searchStatements(t.database.handle.db, t.database.handle.engine, { openOn: '2026-01-01', keywords: [keyword], location: [], jobType: [], experience: [], salary: [], companyId: [] }, many);

  beforeAll(async () => {
    // Enough rows that PostgreSQL's planner prefers an index over reading the table.
    if (testEngine !== 'postgres') return;
    const { db } = t.database.handle;
    const [company] = await db.selectFrom('companies').select(['id', 'owner_id']).execute();
    await sql`INSERT INTO jobs (title, description, requirements, salary, location, job_type, experience, position, company_id, created_by, created_at, updated_at)
      SELECT 'Filler ' || n, 'Generated description number ' || n, '[]', 5, 'Nowhere', 'Full Time', 1, 1, ${company!.id}, ${company!.owner_id}, now(), now()
      FROM generate_series(1, 20000) AS n`.execute(db);
    await sql`ANALYZE jobs`.execute(db);
    await sql`ANALYZE job_word_facets`.execute(db);
  }, 30_000);

  it('finds a rare word through the word index, for its count, its sample and its relevance window', async () => {
    const rare = await statements('scientist', false);
    const plans = { count: await planOf(rare.count), sample: await planOf(rare.sampleCount), window: await planOf(rare.relevanceWindow!) };
    if (testEngine === 'postgres') {
      expect(plans.count).toMatch(/Bitmap Index Scan on jobs_words_idx/);
      expect(plans.sample).toMatch(/on job_samples jobs/);
      expect(plans.window).toMatch(/Bitmap Index Scan on jobs_words_idx/);
      for (const plan of Object.values(plans)) expect(plan).not.toMatch(/Seq Scan on jobs|jobs_pkey/);
    } else {
      expect(plans.count).toMatch(/SCAN job_words VIRTUAL TABLE INDEX/);
      expect(plans.sample).toMatch(/SCAN job_words_sample VIRTUAL TABLE INDEX/);
      expect(plans.window).toMatch(/SCAN job_words VIRTUAL TABLE INDEX.*SEARCH jobs USING INTEGER PRIMARY KEY/);
      for (const plan of Object.values(plans)) expect(plan).not.toMatch(/"SCAN jobs"|TEMP B-TREE/);
    }
  });

  it('counts a word’s matches exactly through the word index, on SQLite from an index of the columns counted, not from the job rows', async () => {
    const rare = await statements('scientist', false);
    for (const plan of [await planOf(rare.count), await planOf(rare.exactFacets)]) {
      if (testEngine === 'postgres') expect(plan).toMatch(/Bitmap Index Scan on jobs_words_idx/);
      else {
        expect(plan).toMatch(/SCAN job_words VIRTUAL TABLE INDEX/);
        expect(plan).toMatch(/SEARCH jobs USING COVERING INDEX jobs_facet_columns_idx \(id=\?/);
      }
    }
  });

  it('ranks a common word within its newest matches, walking the ids down and stopping at the window', async () => {
    const common = await statements(testEngine === 'postgres' ? 'filler' : 'developer', true);
    const window = await planOf(common.relevanceWindow!);
    const newest = await planOf(common.newestPage);
    if (testEngine === 'postgres') {
      expect(window).toMatch(/Limit.*Index Scan Backward using jobs_pkey/);
      expect(newest).toMatch(/Limit.*Index Scan Backward using jobs_created_idx/);
    } else {
      expect(window).toMatch(/SCAN job_words VIRTUAL TABLE INDEX.*SEARCH jobs USING INTEGER PRIMARY KEY/);
      expect(window).not.toMatch(/TEMP B-TREE/);
      expect(newest).toMatch(/SCAN jobs USING INDEX jobs_created_idx/);
    }
  });

  it('reads a one-word search’s total and facets from the counts kept for its word, not from its matches', async () => {
    const plan = await planOf((await statements(testEngine === 'postgres' ? 'filler' : 'developer', true)).keptCounts!);
    if (testEngine === 'postgres') {
      expect(plan).toMatch(/Index (Only )?Scan using job_word_facets_pkey|Bitmap Index Scan on job_word_facets_pkey/);
      expect(plan).not.toMatch(/Seq Scan on job_word_facets|on jobs/);
    } else {
      expect(plan).toMatch(/SEARCH c USING PRIMARY KEY \(term=\?/);
      expect(plan).not.toMatch(/SCAN c\b|jobs|job_words/);
    }
  });
});

describe('popular searches', () => {
  it('count a job posted a moment ago, though their totals are remembered', async () => {
    const { db } = t.database.handle;
    await insertSyntheticJobs(db, { count: 3000, ...(await ownerOf(db)) });
    const before = (await search('?keyword=we%20are%20hiring')).body.total;
    expect(before).toBeGreaterThan(1000);
    expect((await search('?keyword=we%20are%20hiring')).body.total).toBe(before);
    const company = (await createCompany(t.app, recruiter))._id;
    await postJob(t.app, recruiter, company, { description: 'We are hiring again.' });
    expect((await search('?keyword=we%20are%20hiring')).body.total).toBe(before + 1);
  });
});

describe('a bulk load of synthetic jobs (benchmarks, seed:jobs)', () => {
  it('leaves every job searchable and, on PostgreSQL, the indexes it rebuilt at the end in place', async () => {
    const { db, engine } = t.database.handle;
    await insertSyntheticJobs(db, { count: 20_000, engine, seed: 7, ...(await ownerOf(db)) });
    expect((await search(`?keyword=${RARE_WORD}`)).body.total).toBe(20_000 / RARE_EVERY);
    if (engine === 'postgres') {
      const { rows } = await sql<{ indexname: string }>`SELECT indexname FROM pg_indexes WHERE tablename = 'jobs'`.execute(db);
      expect(rows.map((row) => row.indexname)).toEqual(expect.arrayContaining(['jobs_search_trgm', 'jobs_location_trgm', 'jobs_words_idx']));
    }
  });
});
