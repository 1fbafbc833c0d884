import { screen, within } from '@testing-library/react';
import { aJob, jobPage, startFakeApi, type FakeApi } from '../testing/fakeApi';
import { installIntersectionObserver } from '../testing/intersectionObserver';
import { loadPage } from '../testing/loadPage';
import BrowseScreen, { loadData } from './BrowseScreen';

let api: FakeApi;
beforeAll(async () => (api = await startFakeApi()));
afterAll(() => api.close());
afterEach(() => api.reset());
// A result list with more pages watches its end.
beforeEach(() => installIntersectionObserver());

const twoJobs = [aJob({ _id: '1', title: 'React Developer' }), aJob({ _id: '2', title: 'Node Developer' })];

describe('Browse loadData', () => {
  it.each([
    // The query, in an order of the URL's: relevance is its default, so 'newest' is asked for.
    ['/browse?q=developer&sort=newest', 'keyword=developer&sort=newest&limit=24', 'newest'],
    // The query trimmed, in its default order: no sort parameter.
    ['/browse?q=%20developer%20', 'keyword=developer&limit=24', 'relevance'],
    // No query: relevance is not offered, so the URL's is dropped, as the screen drops it.
    ['/browse?sort=relevance', 'limit=24', 'newest'],
  ])('after loadData for %s, the first render shows the results and asks the API nothing more', async (url, search, order) => {
    api.on('GET', '/job/get', jobPage(twoJobs, { total: 57, nextCursor: 'next' }));
    const page = await loadPage(loadData, '/browse', url);
    const askedByLoader = api.calls();
    page.render(<BrowseScreen />);

    expect(screen.getByRole('heading', { level: 1, name: 'Search Results (57)' })).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)).toEqual(['React Developer', 'Node Developer']);
    expect(screen.queryByText('Loading jobs…')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue(order);
    expect(page.runningQueries()).toEqual([]);
    expect(askedByLoader).toEqual([`GET /job/get?${search}`]);
    expect(api.calls()).toEqual(askedByLoader);
  });

  it('settles when the search fails', async () => {
    api.on('GET', '/job/get', [503, { success: false, message: 'The database is busy.' }]);
    const page = await loadPage(loadData, '/browse', '/browse?q=developer');
    expect(page.runningQueries()).toEqual([]);
    expect(api.calls()).toEqual(['GET /job/get?keyword=developer&limit=24']);
  });
});
