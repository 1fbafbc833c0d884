import { sql } from 'kysely';
import { migrateToLatest } from '../src/db/migrate';
import { SAMPLES, samplePredicate } from '../src/db/migrations/0011-job-relevance-search';
import { JobReads } from '../src/features/jobs/job-reads';
import { nowIso, todayIso } from '../src/db/time';
import { createCompany, postJob, signUp, type Actor } from './support/actors';
import { insertCompanyRow, insertUser } from './support/rows';
import { startTestApp, type TestApp } from './support/test-app';
import { createTestDatabase, testEngine } from './support/test-database';

/** Relevance, typo tolerance, the three sorts and their paging (tests/job-search-facets.test.ts has the facets and estimates). */

let t: TestApp;
let recruiter: Actor;
let company: string;

type Listed = { _id: string; title: string; salary: number };
const search = async (query: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/job/get${query}` });
  return { status: response.statusCode, body: response.json() as { jobs: Listed[]; total: number; totalIsEstimate: boolean; nextCursor: string | null; message?: string } };
};
const titles = (body: { jobs: { title: string }[] }) => body.jobs.map((job) => job.title);

/** Every page of a search, following nextCursor. */
async function allPages(query: string): Promise<Listed[]> {
  const jobs: Listed[] = [];
  let cursor: string | null = null;
  do {
    const { status, body } = await search(`${query}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(status).toBe(200);
    jobs.push(...body.jobs);
    cursor = body.nextCursor;
  } while (cursor);
  return jobs;
}

const post = (fields: Record<string, unknown>) => postJob(t.app, recruiter, company, { requirements: '', ...fields });

beforeAll(async () => {
  t = await startTestApp();
  recruiter = await signUp(t.app, 'recruiter');
  company = (await createCompany(t.app, recruiter, 'Initech'))._id;
});
afterAll(() => t.close());

describe('relevance', () => {
  beforeAll(async () => {
    // Posted in this order: newest first would put them the other way round.
    await post({ title: 'Office Manager', description: 'Runs the office. Some Kubernetes on the side.' });
    await post({ title: 'Platform Engineer', description: 'Keeps the lights on.', requirements: 'Kubernetes, Terraform' });
    await post({ title: 'Kubernetes Engineer', description: 'Runs clusters.' });
    await post({ title: 'Site Reliability', description: 'On call for the platform.', location: 'Kubernetes City' });
  });

  it('is the default with a keyword: title above requirements above description above location', async () => {
    const { body } = await search('?keyword=kubernetes');
    expect(titles(body)).toEqual(['Kubernetes Engineer', 'Platform Engineer', 'Office Manager', 'Site Reliability']);
    expect(titles((await search('?keyword=kubernetes&sort=relevance')).body)).toEqual(titles(body));
  });

  it('ranks a title match above a description-only match, whichever is newer', async () => {
    const older = await post({ title: 'Zookeeper Handler', description: 'Animals.' });
    const newer = await post({ title: 'Keeper', description: 'Works with a zookeeper every day, zookeeper zookeeper.' });
    const { body } = await search('?keyword=zookeeper');
    expect(body.jobs.map((job) => job._id)).toEqual([older._id, newer._id]);
    expect(body.jobs.map((job) => job._id)).toEqual((await search('?keyword=ZOOKEEP')).body.jobs.map((job) => job._id));
  });

  it('requires every word, ranking the jobs that have them in the title first', async () => {
    await post({ title: 'Rust Compiler Engineer', description: 'LLVM work.' });
    await post({ title: 'Compiler Tester', description: 'Tests a compiler written in Rust.' });
    expect(titles((await search('?keyword=rust%20compiler')).body)).toEqual(['Rust Compiler Engineer', 'Compiler Tester']);
    expect(titles((await search('?keyword=rust&keyword=llvm')).body)).toEqual(['Rust Compiler Engineer']);
  });
});

describe('typo tolerance', () => {
  beforeAll(async () => {
    await post({ title: 'Embedded Developer', description: 'Firmware in C.' });
    await post({ title: 'Firmware Lead', description: 'Leads the developers of our boards.' });
  });

  it('finds a word of 5+ letters with one typo: inserted, deleted, replaced or swapped letters', async () => {
    for (const typo of ['devloper', 'developper', 'devaloper', 'dveeloper', 'firmwre', 'fimrware']) {
      const { body } = await search(`?keyword=${typo}`);
      expect(body.total).toBeGreaterThan(0);
      expect(titles(body)).toContain('Embedded Developer');
    }
  });

  it('does not correct words shorter than 5 letters, nor two typos', async () => {
    expect((await search('?keyword=frmwre')).body.total).toBe(0);
    expect((await search('?keyword=lad')).body.total).toBe(0);
  });

  it('ranks exact matches first, even when a corrected word is in a stronger field', async () => {
    const corrected = await post({ title: 'Taster of Teas', description: 'Tea estate.' });
    const exact = await post({ title: 'Quality Lead', description: 'We need a tester for the tea estate.' });
    const { body } = await search('?keyword=tester&keyword=estate');
    expect(body.jobs.map((job) => job._id)).toEqual([exact._id, corrected._id]);
  });

  it('ranks exact matches first when every match has the word in its title, then newest first', async () => {
    const exactOlder = await post({ title: 'Gardener Lead', description: 'Parks.' });
    const corrected = await post({ title: 'Gardner Lead', description: 'Parks.' });
    const exactNewer = await post({ title: 'Head Gardener', description: 'Parks.' });
    const { body } = await search('?keyword=gardener');
    expect(body.jobs.map((job) => job._id)).toEqual([exactNewer._id, exactOlder._id, corrected._id]);
  });

  it('learns the words of a job as soon as it is posted or edited', async () => {
    expect((await search('?keyword=xylophne')).body.total).toBe(0);
    const job = await post({ title: 'Xylophone Tuner' });
    expect(titles((await search('?keyword=xylophne')).body)).toEqual(['Xylophone Tuner']);
    await t.app.inject({ method: 'PUT', url: `/api/v1/job/update/${job._id}`, headers: { cookie: recruiter.cookie }, payload: { title: 'Marimba Tuner' } });
    expect(titles((await search('?keyword=marimab')).body)).toEqual(['Marimba Tuner']);
    expect((await search('?keyword=xylophne')).body.total).toBe(0);
  });
});

describe('sorts and their pages', () => {
  const word = 'sortable';
  beforeAll(async () => {
    for (const [i, salary] of [7, 30, 7, 12, 3, 30, 9].entries()) {
      // The title carries the word in some jobs only, so relevance differs from newest.
      await post({ title: i % 3 === 0 ? `Sortable Role ${i}` : `Role ${i}`, description: `A ${word} job number ${i}.`, salary });
    }
  });

  it('newest: by posting time, then id, both descending, across pages', async () => {
    const jobs = await allPages(`?keyword=${word}&sort=newest&limit=2`);
    expect(jobs.map((job) => job.title)).toEqual(['Sortable Role 6', 'Role 5', 'Role 4', 'Sortable Role 3', 'Role 2', 'Role 1', 'Sortable Role 0']);
  });

  it('salary: highest first, then newest, across pages', async () => {
    const jobs = await allPages(`?keyword=${word}&sort=salary&limit=3`);
    expect(jobs.map((job) => [job.salary, job.title])).toEqual([
      [30, 'Role 5'],
      [30, 'Role 1'],
      [12, 'Sortable Role 3'],
      [9, 'Sortable Role 6'],
      [7, 'Role 2'],
      [7, 'Sortable Role 0'],
      [3, 'Role 4'],
    ]);
    const all = await allPages('?sort=salary&limit=7');
    expect(all.map((job) => job.salary)).toEqual([...all.map((job) => job.salary)].sort((a, b) => b - a));
  });

  it('relevance: pages continue the ranking without repeating or losing a job', async () => {
    const whole = titles((await search(`?keyword=${word}&limit=100`)).body);
    expect(whole.slice(0, 3).sort()).toEqual(['Sortable Role 0', 'Sortable Role 3', 'Sortable Role 6']);
    expect((await allPages(`?keyword=${word}&limit=2`)).map((job) => job.title)).toEqual(whole);
  });

  it('relevance ranks the newest window of matches, then the older matches follow, newest first', async () => {
    // A window of 3 over 7 matches: the 3 newest are ranked, the other 4 follow by id.
    const reads = new JobReads(t.database.handle.db, t.database.handle.engine, 0, { relevanceWindow: 3 });
    const filters = { openOn: todayIso(), keywords: [word], location: [], jobType: [], experience: [], salary: [], companyId: [] };
    const seen: number[][] = [];
    let cursor = null;
    do {
      const page: Awaited<ReturnType<JobReads['search']>> = await reads.search({ filters, sort: 'relevance', facets: false, limit: 2, cursor }, null);
      seen.push(page.jobs.map((job) => Number(job._id)));
      cursor = page.next;
    } while (cursor);
    const ids = seen.flat();
    const byTitle = new Map((await allPages(`?keyword=${word}&sort=newest&limit=100`)).map((job) => [Number(job._id), job.title]));
    expect(ids.map((id) => byTitle.get(id))).toEqual(['Sortable Role 6', 'Role 5', 'Role 4', 'Sortable Role 3', 'Role 2', 'Role 1', 'Sortable Role 0']);
    expect(seen.map((page) => page.length)).toEqual([2, 2, 2, 1]);
  });

  it('without a keyword relevance means newest, and a cursor of one sort is refused by another', async () => {
    const newest = await search('?limit=3');
    expect(titles((await search('?limit=3&sort=relevance')).body)).toEqual(titles(newest.body));
    const refused = await search(`?limit=3&sort=salary&cursor=${newest.body.nextCursor}`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^cursor belongs to another sort/);
  });
});

describe('migration 0011 on a database that already has jobs', () => {
  it('indexes their words, learns their words for typos and puts them in the samples', async () => {
    const database = await createTestDatabase(testEngine, { migratedUpTo: '0010-job-alerts' });
    try {
      const { db, engine } = database.handle;
      const now = nowIso();
      const userId = await insertUser(db, 'r@example.com', 'recruiter', now);
      const companyId = await insertCompanyRow(db, userId, 'Old Co', now);
      for (let i = 0; i < 300; i++) {
        await db
          .insertInto('jobs')
          .values({
            title: i === 7 ? 'Cartographer' : `Clerk ${i}`,
            description: 'Paperwork.',
            requirements: '["Filing"]',
            salary: 4,
            location: 'Pune',
            job_type: 'Full Time',
            experience: 1,
            position: 1,
            company_id: companyId,
            created_by: userId,
            created_at: now,
            updated_at: now,
          })
          .execute();
      }
      await migrateToLatest(database.handle);

      const reads = new JobReads(db, engine, 0);
      const search = (keyword: string) =>
        reads.search({ filters: { openOn: todayIso(), keywords: [keyword], location: [], jobType: [], experience: [], salary: [], companyId: [] }, sort: 'relevance', facets: false, limit: 5, cursor: null }, null);
      expect((await search('cartographer')).jobs.map((job) => job.title)).toEqual(['Cartographer']);
      expect((await search('cartograher')).jobs.map((job) => job.title)).toEqual(['Cartographer']);
      expect((await search('filing')).total).toBe(300);

      for (const sample of SAMPLES) {
        // Every sampled job is in its sample's word index (and on PostgreSQL in job_samples).
        const expected = Number((await sql.raw<{ n: number }>(`SELECT count(*) AS n FROM jobs WHERE ${samplePredicate(sample)}`).execute(db)).rows[0]!.n);
        const indexed =
          engine === 'sqlite'
            ? Number((await sql.raw<{ n: number }>(`SELECT count(*) AS n FROM job_words_sample${sample.suffix} WHERE job_words_sample${sample.suffix} MATCH 'paperwork'`).execute(db)).rows[0]!.n)
            : Number((await sql.raw<{ n: number }>(`SELECT count(*) AS n FROM job_samples AS jobs WHERE ${samplePredicate(sample)} AND words @@ to_tsquery('simple', 'paperwork')`).execute(db)).rows[0]!.n);
        expect(indexed).toBe(expected);
      }
    } finally {
      await database.handle.close();
      await database.drop();
    }
  });
});
