import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from '@portal/shared-ui';
import { currentLocation, renderWithShell } from '@portal/shell/testing';
import { aJob, heldReply, jobPage, startFakeApi, type ApiRequest, type FakeApi } from '../testing/fakeApi';
import { installIntersectionObserver } from '../testing/intersectionObserver';
import JobsScreen from './JobsScreen';

let api: FakeApi;
beforeAll(async () => (api = await startFakeApi()));
afterAll(() => api.close());
afterEach(() => api.reset());
let observer: ReturnType<typeof installIntersectionObserver>;
beforeEach(() => (observer = installIntersectionObserver()));

const jobs = (...titles: string[]) => titles.map((title, index) => aJob({ _id: `${title}-${index}`, title }));

/** Answers each search with the jobs whose title contains every keyword: enough of the API for these tests. */
const searchByTitle = (all: ReturnType<typeof jobs>) => (request: ApiRequest) => {
  const keywords = request.query.getAll('keyword').map((keyword) => keyword.toLowerCase());
  return jobPage(all.filter((job) => keywords.every((keyword) => job.title.toLowerCase().includes(keyword))));
};

const searches = () => api.requests('GET', '/job/get').map((request) => request.query.toString());
const cardTitles = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const group = (name: string) => screen.getByRole('radiogroup', { name });

describe('JobsScreen', () => {
  it('has the three labelled single-choice groups, nothing chosen, and lists every job', async () => {
    api.on('GET', '/job/get', jobPage(jobs('Frontend Developer', 'Backend Developer')));
    await renderWithShell(<JobsScreen />, { route: '/jobs' });

    const options = (name: string) => within(group(name)).getAllByRole('radio').map((radio) => radio.getAttribute('value'));
    expect(options('Location')).toEqual(['Delhi NCR', 'Bangalore', 'Hyderabad', 'Pune', 'Mumbai']);
    expect(options('Industry')).toEqual(['Frontend Developer', 'Backend Developer', 'FullStack Developer']);
    expect(options('Salary')).toEqual(['0-40k', '42-1lakh', '1lakh to 5lakh']);
    expect(screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toEqual([]);

    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(searches()).toEqual(['limit=24']);
  });

  it('narrows by each group, one choice per group, combined, and clears them all', async () => {
    api.on('GET', '/job/get', searchByTitle(jobs('Pune Frontend Developer', 'Pune Backend Developer', 'Mumbai Frontend Developer')));
    await renderWithShell(<JobsScreen />, { route: '/jobs' });
    const user = userEvent.setup();
    expect(await screen.findAllByRole('article')).toHaveLength(3);

    await user.click(within(group('Location')).getByRole('radio', { name: 'Pune' }));
    expect(await screen.findAllByRole('article')).toHaveLength(2);

    await user.click(within(group('Industry')).getByRole('radio', { name: 'Frontend Developer' }));
    await screen.findByText('Pune Frontend Developer');
    expect(cardTitles()).toEqual(['Pune Frontend Developer']);

    await user.click(within(group('Location')).getByRole('radio', { name: 'Mumbai' }));
    await screen.findByText('Mumbai Frontend Developer');
    expect(cardTitles()).toEqual(['Mumbai Frontend Developer']);
    expect(within(group('Location')).getByRole('radio', { name: 'Pune' })).not.toBeChecked();

    await user.click(within(group('Salary')).getByRole('radio', { name: '0-40k' }));
    expect(currentLocation()).toBe('/jobs?location=Mumbai&industry=Frontend+Developer&salary=0-40k');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toEqual([]);
    expect(currentLocation()).toBe('/jobs');

    expect(searches()).toEqual([
      'limit=24',
      'keyword=Pune&limit=24',
      'keyword=Pune&keyword=Frontend+Developer&limit=24',
      'keyword=Mumbai&keyword=Frontend+Developer&limit=24',
      'keyword=Mumbai&keyword=Frontend+Developer&salaryMin=0&salaryMax=4.8&limit=24',
      // Cleared: the unfiltered page seen a moment ago comes from the cache, not again from the server.
    ]);
  });

  it.each([
    ['0-40k', 'salaryMin=0&salaryMax=4.8'],
    ['42-1lakh', 'salaryMin=5.04&salaryMax=12'],
    ['1lakh to 5lakh', 'salaryMin=12&salaryMax=60'],
  ])('asks the API for the salary range of %s, in LPA', async (label, range) => {
    api.on('GET', '/job/get', jobPage([]));
    await renderWithShell(<JobsScreen />, { route: '/jobs' });
    await userEvent.setup().click(within(group('Salary')).getByRole('radio', { name: label }));
    await screen.findByRole('heading', { name: 'Job not found' });
    expect(searches().at(-1)).toBe(`${range}&limit=24`);
  });

  it('explains the salary labels in a tooltip', async () => {
    api.on('GET', '/job/get', jobPage([]));
    await renderWithShell(<JobsScreen />, { route: '/jobs' });
    const info = screen.getByRole('button', { name: 'How salaries are matched' });
    expect(info).toHaveAccessibleDescription(/0-40k a month is up to 4.8 LPA, 42k to 1 lakh is 5.04 to 12 LPA, 1 to 5 lakh is 12 to 60 LPA/);

    const user = userEvent.setup();
    await user.tab();
    while (document.activeElement !== info) await user.tab();
    expect(screen.getByRole('tooltip')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it("folds the filters behind a 'Show filters' disclosure that counts the chosen ones", async () => {
    api.on('GET', '/job/get', jobPage([]));
    await renderWithShell(<JobsScreen />, { route: '/jobs?location=Pune&industry=Backend%20Developer' });
    await screen.findByRole('heading', { name: 'Job not found' });
    // Shown below the medium breakpoint only: jsdom applies no media query, so it is hidden here
    // and has no accessible name; it is found by its text.
    const disclosure = screen.getByText('Show filters (2 chosen)');
    expect(disclosure.tagName).toBe('BUTTON');
    expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(disclosure.getAttribute('aria-controls')!)).toContainElement(group('Location'));

    await userEvent.setup().click(disclosure);
    expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    expect(disclosure).toHaveTextContent('Hide filters');
  });

  it('opens with the filters in the URL, ignoring unknown values', async () => {
    api.on('GET', '/job/get', jobPage([]));
    await renderWithShell(<JobsScreen />, { route: '/jobs?location=Pune&salary=lots' });
    expect(within(group('Location')).getByRole('radio', { name: 'Pune' })).toBeChecked();
    await screen.findByRole('heading', { name: 'Job not found' });
    expect(searches()).toEqual(['keyword=Pune&limit=24']);
  });

  it('follows the URL when it changes from outside, as when the header links to /jobs', async () => {
    api.on('GET', '/job/get', jobPage([]));
    await renderWithShell(
      <>
        <Link to="/jobs">All jobs</Link>
        <JobsScreen />
      </>,
      { route: '/jobs?location=Pune' },
    );
    await screen.findByRole('heading', { name: 'Job not found' });
    await userEvent.setup().click(screen.getByRole('link', { name: 'All jobs' }));

    expect(within(group('Location')).getByRole('radio', { name: 'Pune' })).not.toBeChecked();
    await waitFor(() => expect(searches()).toEqual(['keyword=Pune&limit=24', 'limit=24']));
  });

  it("says 'Job not found' when nothing matches", async () => {
    api.on('GET', '/job/get', jobPage([]));
    await renderWithShell(<JobsScreen />, { route: '/jobs' });
    expect(await screen.findByRole('heading', { name: 'Job not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters and see all jobs' })).not.toBeInTheDocument();
  });

  it('offers a way on when the filters find nothing: clearing them shows every job', async () => {
    api.on('GET', '/job/get', (request) => (request.query.has('keyword') ? jobPage([]) : jobPage([aJob({ title: 'Any Job' })])));
    await renderWithShell(<JobsScreen />, { route: '/jobs?location=Pune' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Clear filters and see all jobs' }));

    expect(await screen.findByText('Any Job')).toBeInTheDocument();
    expect(currentLocation()).toBe('/jobs');
  });

  it("shows skeletons while loading, then the server's message when the search fails", async () => {
    const held = heldReply();
    api.on('GET', '/job/get', held.route);
    await renderWithShell(<JobsScreen />, { route: '/jobs' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading jobs…');

    await act(async () => held.send([400, { success: false, message: 'at most 5 keywords' }]));
    expect(await screen.findByRole('alert')).toHaveTextContent('at most 5 keywords');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the answer to the latest choice even when an earlier search answers last', async () => {
    const slow = heldReply();
    api.on('GET', '/job/get', (request) => (request.query.has('keyword') ? jobPage(jobs('Pune Developer')) : slow.route()));
    await renderWithShell(<JobsScreen />, { route: '/jobs' });
    await userEvent.setup().click(within(group('Location')).getByRole('radio', { name: 'Pune' }));
    await screen.findByText('Pune Developer');

    await act(async () => slow.send(jobPage(jobs('Stale Developer'))));
    expect(cardTitles()).toEqual(['Pune Developer']);
  });

  it('loads the next page when the end of the list scrolls into view in its box', async () => {
    const firstPage = jobs('One', 'Two', 'Three');
    api.on('GET', '/job/get', (request) =>
      request.query.get('cursor') === 'page-2' ? jobPage(jobs('Four'), { total: 4 }) : jobPage(firstPage, { total: 4, nextCursor: 'page-2' }),
    );
    await renderWithShell(<JobsScreen />, { route: '/jobs?location=Pune' });
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(observer.roots()).toEqual([screen.getByRole('region', { name: 'Job list' })]);

    await observer.scrollToEnd();
    await screen.findByText('Four');
    expect(cardTitles()).toEqual(['One', 'Two', 'Three', 'Four']);
    expect(searches()).toEqual(['keyword=Pune&limit=24', 'keyword=Pune&limit=24&cursor=page-2']);
    // The last page is in: nothing is watched, nothing more is asked.
    expect(observer.roots()).toEqual([]);
  });
});
