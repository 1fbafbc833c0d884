import { screen, within } from '@testing-library/react';
import type { PublicJob } from '@portal/shared-state';
import { aCompany, aJob, startFakeApi, type FakeApi } from '../testing/fakeApi';
import { loadPage } from '../testing/loadPage';
import CompanyScreen, { loadData } from './CompanyScreen';

let api: FakeApi;
beforeAll(async () => (api = await startFakeApi()));
afterAll(() => api.close());
afterEach(() => api.reset());

const COMPANY_PAGE = '/company/:id';

/** A company as its public page has it: no owner id. */
const { userId: _owner, ...company } = aCompany({ _id: '31', name: 'Globex Corporation', location: 'Hyderabad' });

const publicJob = (overrides: Partial<PublicJob>): PublicJob => {
  const { created_by: _poster, applications: _applications, ...job } = aJob({ company: aCompany() });
  return { ...job, company, ...overrides };
};

describe('Company loadData', () => {
  it('after loadData, the first render shows the company and its open jobs, and asks the API nothing more', async () => {
    const jobs = [publicJob({ _id: '7', title: 'Plant Engineer' }), publicJob({ _id: '8', title: 'Data Analyst' })];
    api.on('GET', '/company/profile/31', [200, { success: true, company, jobs }]);
    const page = await loadPage(loadData, COMPANY_PAGE, '/company/31');
    const askedByLoader = api.calls();
    page.render(<CompanyScreen />);

    expect(screen.getByRole('heading', { level: 1, name: 'Globex Corporation' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the company…')).not.toBeInTheDocument();
    const openJobs = screen.getByRole('region', { name: 'Open jobs (2)' });
    expect(within(openJobs).getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)).toEqual(['Plant Engineer', 'Data Analyst']);
    expect(page.runningQueries()).toEqual([]);
    expect(askedByLoader).toEqual(['GET /company/profile/31']);
    expect(api.calls()).toEqual(askedByLoader);
  });

  it('settles when the company cannot be loaded', async () => {
    api.on('GET', '/company/profile/31', [503, { success: false, message: 'The database is busy.' }]);
    const page = await loadPage(loadData, COMPANY_PAGE, '/company/31');
    expect(page.runningQueries()).toEqual([]);
    expect(api.calls()).toEqual(['GET /company/profile/31']);
  });
});
