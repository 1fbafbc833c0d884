import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@portal/shared-ui';
import { currentLocation, renderWithShell } from '@portal/shell/testing';
import { useStartSearch } from '../home/useStartSearch';
import { aCompany, aJob, jobPage, startFakeApi, type FakeApi } from '../testing/fakeApi';
import { installIntersectionObserver } from '../testing/intersectionObserver';
import BrowseScreen from './BrowseScreen';

let api: FakeApi;
beforeAll(async () => (api = await startFakeApi()));
afterAll(() => api.close());
afterEach(() => api.reset());
// A result list with more pages watches its end.
beforeEach(() => installIntersectionObserver());

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS - 60_000).toISOString();

/** Sets the query as the home page does: the screen reads it when it opens. */
const SearchFor = ({ query }: { query: string }) => {
  const startSearch = useStartSearch();
  return <button onClick={() => startSearch(query)}>Search</button>;
};

/** /browse opened for `query` from the home page's search. */
async function openBrowse(query: string) {
  const rendered = await renderWithShell(
    <Routes>
      <Route path="/" element={<SearchFor query={query} />} />
      <Route path="/browse" element={<BrowseScreen />} />
    </Routes>,
  );
  await userEvent.setup().click(screen.getByRole('button', { name: 'Search' }));
  return rendered;
}

/** The polite live region that says how many jobs were found. */
const resultCount = () => screen.getByText(/\bjobs?\b/, { selector: '[role="status"]' });
const sortBy = () => screen.getByRole('combobox', { name: 'Sort by' });
const searches = () => api.requests('GET', '/job/get').map((request) => request.query.toString());

describe('BrowseScreen', () => {
  it('counts every match in the heading, not just the page loaded, and searches for the query', async () => {
    api.on('GET', '/job/get', jobPage([aJob({ _id: '1' }), aJob({ _id: '2' })], { total: 57, nextCursor: 'next' }));
    await openBrowse('react');

    expect(await screen.findByRole('heading', { name: 'Search Results (57)' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(resultCount()).toHaveTextContent('57 jobs matching “react”');
    expect(api.requests('GET', '/job/get').map((request) => request.query.toString())).toEqual(['keyword=react&limit=24']);
  });

  it('shows each job as a browse card', async () => {
    const job = aJob({
      _id: '42',
      title: 'Data Scientist',
      description: 'Models and dashboards',
      location: 'Chennai',
      position: 2,
      jobType: 'Internship',
      salary: 6,
      salaryMax: 9,
      createdAt: daysAgo(3),
      company: aCompany({ _id: '31', name: 'Globex', logo: 'https://cdn.example/globex.png' }),
    });
    api.on('GET', '/job/get', jobPage([job, aJob({ _id: '43', title: 'Fresh', createdAt: new Date().toISOString() })]));
    await openBrowse('');

    const [card, fresh] = await screen.findAllByRole('article');
    expect(card).toHaveAccessibleName('Data Scientist');
    expect(card).toHaveTextContent('3 days ago');
    expect(within(card!).getByRole('img', { name: 'Globex logo' })).toHaveAttribute('src', 'https://cdn.example/globex.png');
    expect(within(card!).getByRole('link', { name: 'Globex' })).toHaveAttribute('href', '/company/31');
    expect(card).toHaveTextContent('Chennai, India');
    expect(card).toHaveTextContent('Models and dashboards');
    expect(card).toHaveTextContent('2 Positions');
    expect(card).toHaveTextContent('Internship');
    expect(card).toHaveTextContent('6–9 LPA');
    expect(within(card!).getByRole('link', { name: 'Details' })).toHaveAttribute('href', '/description/42');
    expect(within(card!).getByRole('link', { name: 'Details' })).toHaveAccessibleDescription('Data Scientist');
    expect(within(card!).getByRole('button', { name: 'Save For Later' })).toHaveAccessibleDescription('Data Scientist');
    expect(fresh).toHaveTextContent('Today');
  });

  it('leads from the company on a card to its page', async () => {
    api.on('GET', '/job/get', jobPage([aJob({ _id: '42', company: aCompany({ _id: '31', name: 'Globex' }) })]));
    await renderWithShell(
      <Routes>
        <Route path="/browse" element={<BrowseScreen />} />
        <Route path="/company/:id" element={<p>Company page</p>} />
      </Routes>,
      { route: '/browse' },
    );
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Globex' }));
    expect(screen.getByText('Company page')).toBeInTheDocument();
    expect(currentLocation()).toBe('/company/31');
  });

  it('carries the query in the address, so a shared or reloaded link shows the same search', async () => {
    api.on('GET', '/job/get', jobPage([aJob({ title: 'React Developer' })]));
    await renderWithShell(<BrowseScreen />, { route: '/browse?q=react' });

    expect(await screen.findByText('React Developer')).toBeInTheDocument();
    expect(resultCount()).toHaveTextContent('1 job matching “react”');
    expect(api.requests('GET', '/job/get').map((request) => request.query.getAll('keyword'))).toEqual([['react']]);
  });

  it('leads on from a search that finds nothing, to every job', async () => {
    api.on('GET', '/job/get', jobPage([]));
    await openBrowse('zzz');
    expect(await screen.findByRole('heading', { name: 'No jobs match “zzz”' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all jobs' })).toHaveAttribute('href', '/jobs');
  });

  it("says 'No Job Available' when there are no jobs at all", async () => {
    api.on('GET', '/job/get', jobPage([]));
    await openBrowse('');
    expect(await screen.findByRole('heading', { name: 'No Job Available' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Search Results (0)' })).toBeInTheDocument();
  });

  it('says "About" for an estimated count, in the heading too', async () => {
    api.on('GET', '/job/get', jobPage([aJob()], { total: 12_345, totalIsEstimate: true, nextCursor: 'next' }));
    await renderWithShell(<BrowseScreen />, { route: '/browse?q=developer' });

    expect(await screen.findByRole('heading', { name: 'Search Results (about 12,000)' })).toBeInTheDocument();
    expect(resultCount()).toHaveTextContent('About 12,000 jobs matching “developer”');
  });

  it('orders by relevance to the query by default, and by what is chosen, kept in the address', async () => {
    api.on('GET', '/job/get', jobPage([aJob()]));
    await renderWithShell(<BrowseScreen />, { route: '/browse?q=react' });
    expect(within(sortBy()).getAllByRole('option').map((option) => option.textContent)).toEqual(['Relevance', 'Newest', 'Salary: high to low']);
    expect(sortBy()).toHaveValue('relevance');
    await screen.findByRole('heading', { name: 'Search Results (1)' });

    await userEvent.setup().selectOptions(sortBy(), 'Salary: high to low');
    expect(currentLocation()).toBe('/browse?q=react&sort=salary');
    await waitFor(() => expect(searches()).toEqual(['keyword=react&limit=24', 'keyword=react&sort=salary&limit=24']));
  });

  it('offers no relevance without a query, and opens with the order in the address', async () => {
    api.on('GET', '/job/get', jobPage([aJob()]));
    await renderWithShell(<BrowseScreen />, { route: '/browse?sort=salary' });
    expect(within(sortBy()).getAllByRole('option').map((option) => option.textContent)).toEqual(['Newest', 'Salary: high to low']);
    expect(sortBy()).toHaveValue('salary');
    await screen.findByRole('heading', { name: 'Search Results (1)' });
    expect(searches()).toEqual(['sort=salary&limit=24']);
  });

  it("shows the server's message when the search fails", async () => {
    api.on('GET', '/job/get', [500, { success: false, message: 'Something went wrong on our side.' }]);
    await openBrowse('react');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    expect(screen.getByRole('heading', { name: 'Search Results' })).toBeInTheDocument();
  });
});
