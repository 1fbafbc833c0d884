/**
 * @jest-environment-options {"url": "http://127.0.0.1/"}
 */
import { aJob } from '../../../test/fixtures';
import { readyStore, startApi } from '../../../test/harness';
import { json, type TestServer } from '../../../test/httpServer';
import { discoveryEndpoints } from './discoveryEndpoints';
import { jobEndpoints } from './jobEndpoints';

let server: TestServer;
beforeAll(async () => (server = await startApi()));
afterAll(() => server.close());
beforeEach(() => void (server.requests.length = 0));

const urls = () => server.requests.map((request) => request.url);
const facets = { location: [{ value: 'Pune', label: 'Pune', count: 3 }], jobType: [], experience: [], salary: [], company: [] };

describe('searchJobs with facets', () => {
  it('asks for the facets with the first page only: they count every match, whatever the page', async () => {
    server.handle((request, response) =>
      json(
        response,
        200,
        request.url.includes('cursor=')
          ? { success: true, jobs: [aJob({ _id: '2' })], total: 2, totalIsEstimate: false, nextCursor: null }
          : { success: true, jobs: [aJob()], total: 2, totalIsEstimate: false, nextCursor: 'next', facets },
      ),
    );
    const store = await readyStore();
    const query = { location: ['Pune', 'Mumbai'], facets: '1' as const, limit: 1 };
    const first = await store.dispatch(jobEndpoints.endpoints.searchJobs.initiate(query)).unwrap();
    expect(first.pages[0]?.facets).toEqual(facets);
    await store.dispatch(jobEndpoints.endpoints.searchJobs.initiate(query, { direction: 'forward' })).unwrap();

    expect(urls()).toEqual(['/api/v1/job/get?location=Pune&location=Mumbai&facets=1&limit=1', '/api/v1/job/get?location=Pune&location=Mumbai&limit=1&cursor=next']);
  });
});

describe('jobCount', () => {
  it('asks for one job and keeps only the count', async () => {
    server.handle((_request, response) => json(response, 200, { success: true, jobs: [aJob()], total: 12_345, totalIsEstimate: true, nextCursor: 'x' }));
    const store = await readyStore();
    const count = await store.dispatch(discoveryEndpoints.endpoints.jobCount.initiate({ keyword: ['Data Science'], location: ['Pune'] })).unwrap();

    expect(count).toEqual({ total: 12_345, totalIsEstimate: true });
    expect(urls()).toEqual(['/api/v1/job/get?keyword=Data+Science&location=Pune&limit=1']);
  });

  it('asks once for searches that send the same query, however their empty filters are written', async () => {
    server.handle((_request, response) => json(response, 200, { success: true, jobs: [aJob()], total: 4, totalIsEstimate: false, nextCursor: null }));
    const store = await readyStore();
    const { jobCount } = discoveryEndpoints.endpoints;
    await store.dispatch(jobCount.initiate({ keyword: ['Data Science'] })).unwrap();
    await store.dispatch(jobCount.initiate({ keyword: ['Data Science'], location: [], companyId: [] })).unwrap();
    expect(urls()).toEqual(['/api/v1/job/get?keyword=Data+Science&limit=1']);
  });

  it('reads a count without totalIsEstimate as exact', async () => {
    server.handle((_request, response) => json(response, 200, { success: true, jobs: [], total: 0, nextCursor: null }));
    const store = await readyStore();
    expect(await store.dispatch(discoveryEndpoints.endpoints.jobCount.initiate({ keyword: ['Graphic Designer'] })).unwrap()).toEqual({ total: 0, totalIsEstimate: false });
  });
});

describe('similarJobs', () => {
  it('asks for the jobs like one job, as many as wanted', async () => {
    server.handle((_request, response) => json(response, 200, { success: true, jobs: [aJob({ _id: '8' })] }));
    const store = await readyStore();
    const answer = await store.dispatch(discoveryEndpoints.endpoints.similarJobs.initiate({ id: '7', limit: 6 })).unwrap();

    expect(answer.jobs.map((job) => job._id)).toEqual(['8']);
    expect(urls()).toEqual(['/api/v1/job/similar/7?limit=6']);
  });

  it("rejects with the server's 404 for an unknown job", async () => {
    server.handle((_request, response) => json(response, 404, { success: false, message: 'Job not found.' }));
    const store = await readyStore();
    await expect(store.dispatch(discoveryEndpoints.endpoints.similarJobs.initiate({ id: '404' })).unwrap()).rejects.toMatchObject({
      status: 404,
      message: 'Job not found.',
    });
    expect(urls()).toEqual(['/api/v1/job/similar/404']);
  });
});
