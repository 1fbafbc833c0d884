/**
 * @jest-environment-options {"url": "http://127.0.0.1/"}
 */
import { aJob, aJobWithApplicants, anApplicant } from '../../../test/fixtures';
import { readyStore, startApi } from '../../../test/harness';
import { routes, type TestServer } from '../../../test/httpServer';
import { applyToJob, fetchApplicants, updateApplicationStatus } from './applicationThunks';

let server: TestServer;
beforeAll(async () => {
  server = await startApi();
});
afterAll(() => server.close());

describe('application thunks', () => {
  it('applying reloads the job so it shows as applied', async () => {
    const applied = aJob({ _id: '5', applicationCount: 1, applications: [{ _id: '77', applicant: '1', status: 'pending' }] });
    server.handle(
      routes({
        'POST /api/v1/application/apply/5': [201, { success: true, message: 'Job applied successfully.' }],
        'GET /api/v1/job/get/5': [200, { success: true, job: applied }],
      }),
    );
    const store = await readyStore();

    await expect(store.dispatch(applyToJob('5'))).resolves.toMatchObject({ message: 'Job applied successfully.' });
    expect(store.getState().job.singleJob).toEqual(applied);
  });

  it('a failed reload does not turn a successful apply into an error', async () => {
    server.handle(routes({ 'POST /api/v1/application/apply/5': [201, { success: true, message: 'Job applied successfully.' }] }));
    const store = await readyStore();

    await expect(store.dispatch(applyToJob('5'))).resolves.toMatchObject({ success: true });
  });

  it('loads the applicants and updates one status', async () => {
    server.handle(
      routes({
        'GET /api/v1/application/5/applicants': [200, { success: true, job: aJobWithApplicants([anApplicant({ _id: '9' })]) }],
        'POST /api/v1/application/status/9/update': [200, { success: true, message: 'Status updated successfully.' }],
      }),
    );
    const store = await readyStore();

    await store.dispatch(fetchApplicants('5'));
    await store.dispatch(updateApplicationStatus('9', 'rejected'));

    expect(store.getState().application.applicants?.applications.map((item) => item.status)).toEqual(['rejected']);
  });
});
