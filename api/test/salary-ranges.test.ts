import type { SearchFacets } from '@portal/contract';
import { createCompany, postJob, signUp, type Actor } from './support/actors';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * A job may pay a range: `salary` is its bottom, `salaryMax` its top. A recruiter posts and
 * edits it (its top never below its bottom), and a search finds the job in every salary band
 * its range reaches, for a least salary its top reaches, and counts it so in the facets.
 */
let t: TestApp;
let recruiter: Actor;
let companyId: string;

beforeAll(async () => {
  t = await startTestApp({ JOB_CACHE_SECONDS: '0' });
  recruiter = await signUp(t.app, 'recruiter');
  companyId = (await createCompany(t.app, recruiter, `Ranged Pay ${Date.now()}`))._id;
});
afterAll(() => t.close());

const post = (payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/job/post',
    headers: { cookie: recruiter.cookie },
    payload: { title: 'Ranged', description: 'Pays a range.', requirements: '', salary: 10, location: 'Pune', jobType: 'Full Time', experience: 1, position: 1, companyId, ...payload },
  });
const update = (jobId: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/job/update/${jobId}`, headers: { cookie: recruiter.cookie }, payload });
const getJob = async (jobId: string) => (await t.app.inject({ method: 'GET', url: `/api/v1/job/get/${jobId}` })).json().job;

describe('posting and editing a range', () => {
  it('keeps the top of the range, null without one, and an empty form input as none', async () => {
    const ranged = await post({ salary: 10, salaryMax: 18 });
    expect(ranged.statusCode).toBe(201);
    expect(ranged.json().job).toMatchObject({ salary: 10, salaryMax: 18 });
    expect(await getJob(ranged.json().job._id)).toMatchObject({ salary: 10, salaryMax: 18 });

    const single = await post({ salary: 12 });
    expect(single.json().job).toMatchObject({ salary: 12, salaryMax: null });
    const fromForm = await post({ salary: '12', salaryMax: '' });
    expect(fromForm.json().job).toMatchObject({ salary: 12, salaryMax: null });
    const asText = await post({ salary: '8.5', salaryMax: '14' });
    expect(asText.json().job).toMatchObject({ salary: 8.5, salaryMax: 14 });
  });

  it('refuses a top below the bottom, naming the field as the form does', async () => {
    const response = await post({ salary: 18, salaryMax: 10 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Maximum salary must be at least the minimum salary.');
    const negative = await post({ salaryMax: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toBe('Maximum salary must not be negative');
    const word = await post({ salaryMax: 'lots' });
    expect(word.statusCode).toBe(400);
    expect(word.json().message).toBe('Maximum salary must be a number');
  });

  it('edits either end, checked against the other as stored, and leaves the job as it was when refused', async () => {
    const job = (await post({ salary: 10, salaryMax: 18 })).json().job;
    expect((await update(job._id, { salaryMax: 24 })).json().job).toMatchObject({ salary: 10, salaryMax: 24 });

    const topBelow = await update(job._id, { salaryMax: 8 });
    expect(topBelow.statusCode).toBe(400);
    expect(topBelow.json().message).toBe('Maximum salary must be at least the minimum salary.');
    const bottomAbove = await update(job._id, { salary: 30 });
    expect(bottomAbove.statusCode).toBe(400);
    expect(bottomAbove.json().message).toBe('Maximum salary must be at least the minimum salary.');
    expect(await getJob(job._id)).toMatchObject({ salary: 10, salaryMax: 24 });

    expect((await update(job._id, { salaryMax: null })).json().job).toMatchObject({ salary: 10, salaryMax: null });
    expect((await update(job._id, { salary: 30 })).json().job).toMatchObject({ salary: 30, salaryMax: null });
  });
});

type Answer = { total: number; jobs: { _id: string }[]; facets: SearchFacets };

/** The salary facet's non-zero counts, as band → count. */
const salaryCounts = (facets: SearchFacets) => Object.fromEntries(facets.salary.filter((band) => band.count > 0).map((band) => [band.value, band.count]));

describe.each([
  ['kept per word', ''],
  ['counted over every match', '&salaryMax=1000'],
])('search with ranges, counts %s,', (_name, filter) => {
  const word = `${filter ? 'quagga' : 'okapi'}${Date.now().toString(36)}`;
  const search = async (query = ''): Promise<Answer> => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/job/get?keyword=${word}&facets=1&limit=50${filter}${query}` });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const found = async (query: string) => (await search(query)).jobs.map((job) => job._id).sort();

  it('counts a range in every band it reaches, through posting and edits', async () => {
    const ranged = await postJob(t.app, recruiter, companyId, { title: `${word} ranged`, salary: 8, salaryMax: 15 });
    const single = await postJob(t.app, recruiter, companyId, { title: `${word} single`, salary: 12 });
    expect(salaryCounts((await search()).facets)).toEqual({ '6-10': 1, '10-20': 2 });

    expect((await update(ranged._id, { salaryMax: 25 })).statusCode).toBe(200);
    expect(salaryCounts((await search()).facets)).toEqual({ '6-10': 1, '10-20': 2, '20+': 1 });
    // A band's end is not in it: a range up to 10 starts in 6-10 and reaches 10-20's start.
    expect((await update(ranged._id, { salary: 2, salaryMax: 10 })).statusCode).toBe(200);
    expect(salaryCounts((await search()).facets)).toEqual({ '0-3': 1, '3-6': 1, '6-10': 1, '10-20': 2 });
    expect((await update(ranged._id, { salaryMax: null })).statusCode).toBe(200);
    expect(salaryCounts((await search()).facets)).toEqual({ '0-3': 1, '10-20': 1 });
    expect((await update(ranged._id, { salary: 8, salaryMax: 15 })).statusCode).toBe(200);
    expect((await update(single._id, { status: 'closed' })).statusCode).toBe(200);
    expect(salaryCounts((await search()).facets)).toEqual({ '6-10': 1, '10-20': 1 });
    expect((await update(single._id, { status: 'open' })).statusCode).toBe(200);
    expect((await search()).total).toBe(2);
  });

  it('finds a range in each band it reaches and for any least salary its top reaches', async () => {
    // The jobs of the test before: 'ranged' at 8–15, 'single' at 12.
    const answer = await search();
    const byTitle = new Map<string, string>();
    for (const job of answer.jobs as { _id: string; title: string }[]) byTitle.set(job.title.split(' ')[1]!, job._id);
    const both = [byTitle.get('ranged')!, byTitle.get('single')!].sort();

    expect(await found('&salary=6-10')).toEqual([byTitle.get('ranged')]);
    expect(await found('&salary=10-20')).toEqual(both);
    expect(await found('&salary=3-6&salary=20%2B')).toEqual([]);
    expect(await found('&salaryMin=15')).toEqual([byTitle.get('ranged')]);
    expect(await found('&salaryMin=12')).toEqual(both);
    expect(await found('&salaryMin=16')).toEqual([]);
    // With a band chosen, its own facet still counts every band (so another can be added).
    const chosen = await search('&salary=6-10');
    expect(chosen.total).toBe(1);
    expect(salaryCounts(chosen.facets)).toEqual({ '6-10': 1, '10-20': 2 });
  });
});
