import { screen, within } from '@testing-library/react';
import { aJob, facet, jobPage, startFakeApi, type ApiRequest, type FakeApi } from '../testing/fakeApi';
import { installIntersectionObserver } from '../testing/intersectionObserver';
import { loadPage } from '../testing/loadPage';
import JobsScreen, { loadData } from './JobsScreen';

let api: FakeApi;
beforeAll(async () => (api = await startFakeApi()));
afterAll(() => api.close());
afterEach(() => api.reset());
// A result list with more pages watches its end.
beforeEach(() => installIntersectionObserver());

const twoJobs = [aJob({ _id: '1', title: 'Data Analyst' }), aJob({ _id: '2', title: 'ML Engineer' })];
const COUNTS: Record<string, number> = { 'Frontend Developer': 7, 'Backend Developer': 5, 'Data Science': 3, 'Graphic Designer': 0, 'FullStack Developer': 1 };

/** The industry counts (limit=1 searches) from COUNTS; anything else a page of two jobs of 30, with facets. */
const serve = (request: ApiRequest) =>
  request.query.get('limit') === '1'
    ? jobPage([], { total: COUNTS[request.query.get('keyword') ?? ''] ?? 0 })
    : jobPage(twoJobs, { total: 30, nextCursor: 'more', facets: { location: [facet('Pune', 12), facet('Mumbai', 5), facet('Delhi NCR', 0)] } });

const group = (name: string) => screen.getByRole('group', { name });
const cardTitles = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
/** The list's searches (not the industry counts), as their query strings. */
const searches = () =>
  api
    .requests('GET', '/job/get')
    .filter((request) => request.query.get('limit') !== '1')
    .map((request) => request.query.toString());

/** After loadData for `url`, the screen's first render: the API's calls before it, and the page. */
async function renderLoaded(url: string) {
  api.on('GET', '/job/get', serve);
  const page = await loadPage(loadData, '/jobs', url);
  const askedByLoader = api.calls();
  page.render(<JobsScreen />);
  return { ...page, askedByLoader };
}

describe('Jobs loadData', () => {
  it("after loadData for a URL's filters and order, the first render shows the jobs, the facets and each industry's count, and asks the API nothing more", async () => {
    const page = await renderLoaded('/jobs?industry=Data+Science&location=Pune&location=Mumbai&sort=salary');

    expect(cardTitles()).toEqual(['Data Analyst', 'ML Engineer']);
    expect(screen.getByText('30 jobs', { selector: '[role="status"]' })).toBeInTheDocument();
    expect(screen.queryByText('Loading jobs…')).not.toBeInTheDocument();
    expect(within(group('Location')).getByRole('checkbox', { name: 'Pune, 12 jobs' })).toBeChecked();
    expect(within(group('Location')).getByRole('checkbox', { name: 'Delhi NCR, 0 jobs' })).toBeDisabled();
    expect(within(group('Industry')).getByRole('radio', { name: 'Data Science, 3 jobs' })).toBeChecked();
    expect(within(group('Industry')).getByRole('radio', { name: 'FullStack Developer, 1 job' })).toBeEnabled();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('salary');
    expect(page.runningQueries()).toEqual([]);
    expect(searches()).toEqual(['keyword=Data+Science&location=Pune&location=Mumbai&sort=salary&facets=1&limit=24']);
    // The list and, with the same locations, each industry's count.
    expect(page.askedByLoader).toHaveLength(6);
    expect(api.calls()).toEqual(page.askedByLoader);
  });

  it.each([
    ['no filters', '/jobs', 'facets=1&limit=24'],
    // Without an industry there is no keyword: relevance is not offered, and newest is the default.
    ['an order the search does not offer', '/jobs?sort=relevance', 'facets=1&limit=24'],
    // With an industry, relevance is the default and newest is asked for.
    ['the default order', '/jobs?industry=Data+Science&sort=relevance', 'keyword=Data+Science&facets=1&limit=24'],
    ['newest, with an industry', '/jobs?industry=Data+Science&sort=newest', 'keyword=Data+Science&sort=newest&facets=1&limit=24'],
    // Dropped, as the screen drops them: not one of the industries, not one of the salary bands.
    ['values the API does not accept', '/jobs?industry=Plumbing&salary=lots&jobType=Internship', 'jobType=Internship&facets=1&limit=24'],
  ])('after loadData for %s, the first render asks the API nothing more', async (_what, url, search) => {
    const page = await renderLoaded(url);

    expect(cardTitles()).toEqual(['Data Analyst', 'ML Engineer']);
    expect(within(group('Industry')).getByRole('radio', { name: 'Frontend Developer, 7 jobs' })).toBeInTheDocument();
    expect(page.runningQueries()).toEqual([]);
    expect(searches()).toEqual([search]);
    expect(api.calls()).toEqual(page.askedByLoader);
  });

  it('settles when the API fails', async () => {
    api.on('GET', '/job/get', [503, { success: false, message: 'The database is busy.' }]);
    const page = await loadPage(loadData, '/jobs', '/jobs?industry=Data+Science');
    expect(page.runningQueries()).toEqual([]);
    expect(api.calls()).toHaveLength(6);
  });
});
