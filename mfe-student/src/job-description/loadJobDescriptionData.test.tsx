import { screen, within } from '@testing-library/react';
import { aCompany, aJob, startFakeApi, type FakeApi } from '../testing/fakeApi';
import { loadPage } from '../testing/loadPage';
import JobDescriptionScreen, { loadData } from './JobDescriptionScreen';

let api: FakeApi;
beforeAll(async () => (api = await startFakeApi()));
afterAll(() => api.close());
afterEach(() => api.reset());

const JOB_PAGE = '/description/:id';
const job = aJob({ _id: '5', title: 'Backend Developer', company: aCompany({ _id: '12', name: 'Initech' }) });
const similar = [aJob({ _id: '6', title: 'Node.js Developer' }), aJob({ _id: '7', title: 'API Engineer' })];

describe('JobDescription loadData', () => {
  it('after loadData, the server renders the job without the jobs like it, and asks the API nothing more', async () => {
    api.on('GET', '/job/get/5', [200, { success: true, job }]);
    api.on('GET', '/job/similar/5', [200, { success: true, jobs: similar }]);
    const page = await loadPage(loadData, JOB_PAGE, '/description/5');
    const html = page.renderOnServer(<JobDescriptionScreen />);

    expect(html).toContain('Backend Developer');
    expect(html).not.toContain('Loading the job…');
    expect(html).not.toContain('Similar jobs');
    expect(page.runningQueries()).toEqual([]);
    expect(api.calls()).toEqual(['GET /job/get/5']);
  });

  it('in the browser, shows the jobs like it under the job once the page is there', async () => {
    api.on('GET', '/job/get/5', [200, { success: true, job }]);
    api.on('GET', '/job/similar/5', [200, { success: true, jobs: similar }]);
    const page = await loadPage(loadData, JOB_PAGE, '/description/5');
    page.render(<JobDescriptionScreen />);

    expect(screen.getByRole('heading', { level: 1, name: 'Backend Developer' })).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Similar jobs' });
    expect(within(section).getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)).toEqual(['Node.js Developer', 'API Engineer']);
    expect(api.calls()).toEqual(['GET /job/get/5', 'GET /job/similar/5?limit=6']);
  });

  it.each([
    [404, 'Job not found.'],
    [503, 'The database is busy.'],
  ])('after a %i for the job, settles', async (status, message) => {
    api.on('GET', '/job/get/9', [status, { success: false, message }]);
    const page = await loadPage(loadData, JOB_PAGE, '/description/9');
    expect(page.runningQueries()).toEqual([]);
    expect(api.calls()).toEqual(['GET /job/get/9']);
  });
});
