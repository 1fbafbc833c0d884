/**
 * @jest-environment-options {"url": "http://127.0.0.1/"}
 */
import { aJob, aStudentApplication } from '../../../test/fixtures';
import { readyStore, startApi } from '../../../test/harness';
import { routes, type TestServer } from '../../../test/httpServer';
import { fetchAdminJobs, fetchAppliedJobs, fetchJob, fetchJobs, fetchMoreJobs, postJob, updateJob } from './jobThunks';

let server: TestServer;
beforeAll(async () => {
  server = await startApi();
});
afterAll(() => server.close());

describe('job thunks', () => {
  it('loads a search page by page, following nextCursor', async () => {
    server.handle(
      routes({
        'GET /api/v1/job/get?keyword=react&limit=1': [200, { success: true, jobs: [aJob({ _id: '1' })], total: 2, nextCursor: 'c1' }],
        'GET /api/v1/job/get?keyword=react&limit=1&cursor=c1': [200, { success: true, jobs: [aJob({ _id: '2' })], total: 2, nextCursor: null }],
      }),
    );
    const store = await readyStore();
    const search = { keyword: 'react', limit: 1 };

    await store.dispatch(fetchJobs(search));
    await store.dispatch(fetchMoreJobs(search));
    await expect(store.dispatch(fetchMoreJobs(search))).resolves.toBeNull();

    const { job } = store.getState();
    expect(job.allJobs.map((item) => item._id)).toEqual(['1', '2']);
    expect(job).toMatchObject({ total: 2, nextCursor: null });
    expect(server.requests).toHaveLength(2);
  });

  it('stores a single job, the admin jobs and the applied jobs', async () => {
    const application = aStudentApplication();
    server.handle(
      routes({
        'GET /api/v1/job/get/5': [200, { success: true, job: aJob({ _id: '5' }) }],
        'GET /api/v1/job/getadminjobs': [200, { success: true, jobs: [aJob({ _id: '6' })] }],
        'GET /api/v1/application/get': [200, { success: true, application: [application] }],
      }),
    );
    const store = await readyStore();

    await store.dispatch(fetchJob('5'));
    await store.dispatch(fetchAdminJobs());
    await store.dispatch(fetchAppliedJobs());

    const { job } = store.getState();
    expect(job.singleJob?._id).toBe('5');
    expect(job.allAdminJobs.map((item) => item._id)).toEqual(['6']);
    expect(job.allAppliedJobs).toEqual([application]);
  });

  it('adds a posted job to the admin jobs and replaces it when updated', async () => {
    server.handle(
      routes({
        'POST /api/v1/job/post': [201, { success: true, message: 'New job created successfully.', job: aJob({ _id: '8' }) }],
        'PUT /api/v1/job/update/8': [200, { success: true, message: 'Job updated.', job: aJob({ _id: '8', salary: 20 }) }],
      }),
    );
    const store = await readyStore();
    const body = { title: 'Dev', description: 'd', requirements: 'a', salary: 12, location: 'Pune', jobType: 'Full Time', experience: 1, position: 1, companyId: '10' };

    await expect(store.dispatch(postJob(body))).resolves.toMatchObject({ message: 'New job created successfully.' });
    await store.dispatch(updateJob('8', { salary: 20 }));

    expect(store.getState().job.allAdminJobs.map((item) => [item._id, item.salary])).toEqual([['8', 20]]);
  });
});
