import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, renderWithShell } from '@portal/shell/testing';
import { aCompany, aJob, heldReply, jobPage, startFakeApi, type ApiRequest, type FakeApi } from '../testing/fakeApi';
import HomeScreen from './HomeScreen';

let api: FakeApi;
beforeAll(async () => (api = await startFakeApi()));
afterAll(() => api.close());
afterEach(() => api.reset());

const sixJobs = Array.from({ length: 6 }, (_, index) =>
  aJob({ _id: String(index + 1), title: `Job ${index + 1}`, company: aCompany({ name: `Company ${index + 1}` }) }),
);

const latestJobs = () => screen.getByRole('region', { name: 'Latest & Top Job Openings' });
const carousel = () => screen.getByRole('region', { name: 'Job categories' });

/** The category counts (limit=1 searches) by keyword from `counts`, 0 for the rest; anything else `latest`. */
const withCounts =
  (counts: Record<string, number>, latest = jobPage(sixJobs)) =>
  (request: ApiRequest) =>
    request.query.get('limit') === '1' ? jobPage([], { total: counts[request.query.get('keyword') ?? ''] ?? 0 }) : latest;

const EVERY_CATEGORY = { 'Frontend Developer': 7, 'Backend Developer': 5, 'Data Science': 3, 'Graphic Designer': 2, 'FullStack Developer': 1 };

/** The searches other than the category counts. */
const listSearches = () =>
  api
    .requests('GET', '/job/get')
    .filter((request) => request.query.get('limit') !== '1')
    .map((request) => request.query.toString());

describe('HomeScreen', () => {
  it('shows the hero, the category chips and the six newest jobs, fetched once', async () => {
    api.on('GET', '/job/get', withCounts(EVERY_CATEGORY, jobPage(sixJobs, { total: 40, nextCursor: 'more' })));
    await renderWithShell(<HomeScreen />);

    expect(screen.getByText('No. 1 Job Hunt Website')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search jobs' })).toHaveAttribute('placeholder', 'Find your dream jobs');
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(within(carousel()).getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(within(carousel()).getByRole('button', { name: /^Frontend Developer/ })).toBeInTheDocument();

    expect(await within(latestJobs()).findAllByRole('article')).toHaveLength(6);
    const first = within(latestJobs()).getAllByRole('article')[0]!;
    expect(first).toHaveTextContent('Company 1');
    expect(first).toHaveTextContent('Bangalore, India');
    expect(within(first).getByRole('button', { name: 'Job 1' })).toBeInTheDocument();
    expect(first).toHaveTextContent('React and TypeScript');
    expect(first).toHaveTextContent('3 Positions');
    expect(first).toHaveTextContent('Full Time');
    expect(first).toHaveTextContent('12 LPA');

    // Only what the section shows: the newest six.
    expect(listSearches()).toEqual(['limit=6']);
  });

  it('shows each category chip with its count of open jobs, and a category with none disabled, not a way to an empty page', async () => {
    api.on('GET', '/job/get', withCounts({ 'Frontend Developer': 24, 'Backend Developer': 1 }));
    await renderWithShell(<HomeScreen />);

    const frontend = await within(carousel()).findByRole('button', { name: 'Frontend Developer, 24 jobs' });
    expect(frontend).toBeEnabled();
    expect(frontend).toHaveTextContent(/^Frontend Developer 24$/);
    // Each chip's count arrives with its own answer: one may come a moment after another.
    expect(await within(carousel()).findByRole('button', { name: 'Backend Developer, 1 job' })).toBeEnabled();
    const dataScience = await within(carousel()).findByRole('button', { name: 'Data Science, 0 jobs' });
    expect(dataScience).toBeDisabled();
    await userEvent.setup().click(dataScience);
    expect(currentLocation()).toBe('/');

    // One count each: a search for the category that asks for one job.
    const counts = api
      .requests('GET', '/job/get')
      .filter((request) => request.query.get('limit') === '1')
      .map((request) => request.query.toString());
    expect(counts).toEqual(['Frontend+Developer', 'Backend+Developer', 'Data+Science', 'Graphic+Designer', 'FullStack+Developer'].map((keyword) => `keyword=${keyword}&limit=1`));
  });

  it('keeps a chip usable while its count loads, and when it cannot be counted', async () => {
    const held = heldReply();
    api.on('GET', '/job/get', (request) => (request.query.get('limit') === '1' ? held.route() : jobPage(sixJobs)));
    await renderWithShell(<HomeScreen />);
    expect(within(carousel()).getByRole('button', { name: 'Frontend Developer' })).toBeEnabled();

    await act(async () => held.send([503, { success: false, message: 'The database is busy.' }]));
    await userEvent.setup().click(within(carousel()).getByRole('button', { name: 'Frontend Developer' }));
    expect(currentLocation()).toBe('/browse?q=Frontend+Developer');
  });

  it('shows skeletons while the jobs load', async () => {
    const held = heldReply();
    api.on('GET', '/job/get', held.route);
    await renderWithShell(<HomeScreen />);

    expect(within(latestJobs()).getByRole('status')).toHaveTextContent('Loading jobs…');
    await act(async () => held.send(jobPage([aJob()])));
    expect(await within(latestJobs()).findByRole('article')).toBeInTheDocument();
    expect(within(latestJobs()).queryByRole('status')).not.toBeInTheDocument();
  });

  it("says 'No Job Available' when there are no jobs", async () => {
    api.on('GET', '/job/get', jobPage([]));
    await renderWithShell(<HomeScreen />);
    expect(await screen.findByRole('heading', { name: 'No Job Available' })).toBeInTheDocument();
  });

  it("shows the server's message when the jobs cannot be loaded, and loads them on Try again", async () => {
    api.on('GET', '/job/get', [503, { success: false, message: 'The database is busy.' }]);
    await renderWithShell(<HomeScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is busy.');

    api.on('GET', '/job/get', jobPage(sixJobs));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await within(latestJobs()).findAllByRole('article')).toHaveLength(6);
  });

  it.each([
    ['the search button', (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Search' }))],
    ['Enter', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Enter}')],
  ])('searches from the hero with %s: goes to /browse with the query in the address', async (_how, submit) => {
    api.on('GET', '/job/get', jobPage([]));
    await renderWithShell(<HomeScreen />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search jobs' }), '  react developer ');
    await submit(user);

    expect(currentLocation()).toBe('/browse?q=react+developer');
  });

  it('searches for a category chip, also one brought into view with the next control', async () => {
    api.on('GET', '/job/get', withCounts(EVERY_CATEGORY));
    await renderWithShell(<HomeScreen />);
    const user = userEvent.setup();
    await within(carousel()).findByRole('button', { name: 'Frontend Developer, 7 jobs' });
    expect(within(carousel()).queryByRole('button', { name: /^Graphic Designer/ })).not.toBeInTheDocument();

    await user.click(within(carousel()).getByRole('button', { name: 'Next slide' }));
    // The chips of the next slide are shown once the carousel has moved, not as the click returns.
    await user.click(await within(carousel()).findByRole('button', { name: 'Graphic Designer, 2 jobs' }));

    expect(currentLocation()).toBe('/browse?q=Graphic+Designer');
  });

  it('opens a job from its card, by keyboard too', async () => {
    api.on('GET', '/job/get', jobPage(sixJobs));
    await renderWithShell(<HomeScreen />);
    const open = await within(latestJobs()).findByRole('button', { name: 'Job 2' });
    open.focus();
    await userEvent.setup().keyboard('{Enter}');
    expect(currentLocation()).toBe('/description/2');
  });
});
