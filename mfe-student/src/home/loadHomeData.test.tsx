import { screen, within } from '@testing-library/react';
import { aCompany, aJob, jobPage, startFakeApi, type ApiRequest, type FakeApi } from '../testing/fakeApi';
import { loadPage } from '../testing/loadPage';
import HomeScreen, { loadData } from './HomeScreen';

let api: FakeApi;
beforeAll(async () => (api = await startFakeApi()));
afterAll(() => api.close());
afterEach(() => api.reset());

const sixJobs = Array.from({ length: 6 }, (_, index) =>
  aJob({ _id: String(index + 1), title: `Job ${index + 1}`, company: aCompany({ name: `Company ${index + 1}` }) }),
);
const COUNTS: Record<string, number> = { 'Frontend Developer': 7, 'Backend Developer': 5, 'Data Science': 3, 'Graphic Designer': 2, 'FullStack Developer': 1 };

/** The category counts (limit=1 searches) from COUNTS; anything else the six jobs. */
const serve = (request: ApiRequest) =>
  request.query.get('limit') === '1' ? jobPage([], { total: COUNTS[request.query.get('keyword') ?? ''] ?? 0 }) : jobPage(sixJobs, { total: 40, nextCursor: 'more' });

const latestJobs = () => screen.getByRole('region', { name: 'Latest & Top Job Openings' });
const carousel = () => screen.getByRole('region', { name: 'Job categories' });

describe('Home loadData', () => {
  it("after loadData, the first render shows the newest jobs and every category's count, and asks the API nothing more", async () => {
    api.on('GET', '/job/get', serve);
    const page = await loadPage(loadData, '/', '/');
    const askedByLoader = api.calls();
    page.render(<HomeScreen />);

    expect(within(latestJobs()).getAllByRole('article')).toHaveLength(6);
    expect(within(latestJobs()).queryByText('Loading jobs…')).not.toBeInTheDocument();
    // Every chip with its count, those out of view too (rendered, but hidden from the accessibility tree).
    for (const name of ['Frontend Developer, 7 jobs', 'Backend Developer, 5 jobs', 'Data Science, 3 jobs', 'Graphic Designer, 2 jobs', 'FullStack Developer, 1 job']) {
      expect(within(carousel()).getByRole('button', { name, hidden: true })).toBeInTheDocument();
    }
    expect(page.runningQueries()).toEqual([]);
    // The answers arrive in any order.
    expect([...askedByLoader].sort()).toEqual(
      ['GET /job/get?limit=6', ...Object.keys(COUNTS).map((category) => `GET /job/get?${new URLSearchParams({ keyword: category, limit: '1' })}`)].sort(),
    );
    expect(api.calls()).toEqual(askedByLoader);
  });

  it('settles when the API fails', async () => {
    api.on('GET', '/job/get', [503, { success: false, message: 'The database is busy.' }]);
    const page = await loadPage(loadData, '/', '/');
    expect(page.runningQueries()).toEqual([]);
    expect(api.calls()).toHaveLength(6);
  });
});
