import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useNavigate } from '@portal/shared-ui';
import { accessibilityViolations } from '@portal/test-support/axe';
import { currentLocation, renderWithShell } from '@portal/shell/testing';
import { aJob, facet, heldReply, jobPage, startFakeApi, type ApiRequest, type FakeApi } from '../testing/fakeApi';
import { installIntersectionObserver } from '../testing/intersectionObserver';
import JobsScreen from './JobsScreen';

let api: FakeApi;
beforeAll(async () => (api = await startFakeApi()));
afterAll(() => api.close());
afterEach(() => api.reset());
let observer: ReturnType<typeof installIntersectionObserver>;
beforeEach(() => (observer = installIntersectionObserver()));

const jobs = (...titles: string[]) => titles.map((title, index) => aJob({ _id: `${title}-${index}`, title }));

type Page = Parameters<typeof jobPage>[1] & { jobs?: unknown[] };

/**
 * /job/get as these tests need it: the industry counts (limit=1) by keyword from `counts`,
 * 0 for the rest; the list from `list`, a page or a function of the request.
 */
const serve =
  (list: Page | ((request: ApiRequest) => Page), counts: Record<string, number> = {}) =>
  (request: ApiRequest) => {
    if (request.query.get('limit') === '1') return jobPage([], { total: counts[request.query.get('keyword') ?? ''] ?? 0 });
    const { jobs: found = [], ...extras } = typeof list === 'function' ? list(request) : list;
    return jobPage(found, extras);
  };

const LOCATIONS = { location: [facet('Pune', 12), facet('Mumbai', 5), facet('Delhi NCR', 0)] };

/** The list's searches (not the industry counts), as their query strings. */
const searches = () =>
  api
    .requests('GET', '/job/get')
    .filter((request) => request.query.get('limit') !== '1')
    .map((request) => request.query.toString());
const cardTitles = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const group = (name: string) => screen.getByRole('group', { name });
const checkbox = (groupName: string, name: string | RegExp) => within(group(groupName)).getByRole('checkbox', { name });
/** What each value of a group reads on screen. */
const optionTexts = (groupName: string) => within(group(groupName)).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent);
const resultCount = () => screen.getByText(/\bjobs?$/, { selector: '[role="status"]' });

describe('JobsScreen: the facets', () => {
  it('lists each facet as a named group of checkboxes, each value with its count, heard as "Pune, 12 jobs"', async () => {
    api.on(
      'GET',
      '/job/get',
      serve({
        jobs: jobs('Frontend Developer'),
        facets: {
          ...LOCATIONS,
          jobType: [facet('Full Time', 17)],
          experience: [facet('0-1', 4, '0–1 years'), facet('2-4', 13, '2–4 years')],
          salary: [facet('3-6', 9, '3–6 LPA')],
          company: [facet('12', 1, 'Globex')],
        },
      }),
    );
    await renderWithShell(<JobsScreen />, { route: '/jobs' });

    expect(await within(group('Location')).findByRole('checkbox', { name: 'Pune, 12 jobs' })).toBeEnabled();
    expect(checkbox('Location', 'Mumbai, 5 jobs')).toBeEnabled();
    expect(checkbox('Job type', 'Full Time, 17 jobs')).toBeInTheDocument();
    expect(checkbox('Experience', '2–4 years, 13 jobs')).toBeInTheDocument();
    expect(checkbox('Salary', '3–6 LPA, 9 jobs')).toBeInTheDocument();
    expect(checkbox('Company', 'Globex, 1 job')).toBeInTheDocument();
    // Seen as the name and a number.
    expect(checkbox('Location', 'Pune, 12 jobs').closest('label')).toHaveTextContent(/^Pune 12$/);
    expect(screen.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked)).toEqual([]);
    expect(searches()).toEqual(['facets=1&limit=24']);
  });

  it('shows a value that would find nothing disabled, not hidden, unless it is chosen', async () => {
    api.on('GET', '/job/get', serve({ facets: { ...LOCATIONS, jobType: [facet('Internship', 0)] } }));
    await renderWithShell(<JobsScreen />, { route: '/jobs?jobType=Internship' });

    expect(await within(group('Location')).findByRole('checkbox', { name: 'Delhi NCR, 0 jobs' })).toBeDisabled();
    // Chosen: it stays enabled, so it can be unchosen.
    const internship = checkbox('Job type', 'Internship, 0 jobs');
    expect(internship).toBeChecked();
    expect(internship).toBeEnabled();
    await userEvent.setup().click(internship);
    expect(currentLocation()).toBe('/jobs');
  });

  it('puts two chosen locations in the URL and in the request, each as a parameter of its own', async () => {
    api.on('GET', '/job/get', serve({ jobs: jobs('Pune Developer', 'Mumbai Developer'), facets: LOCATIONS }));
    await renderWithShell(<JobsScreen />, { route: '/jobs' });
    const user = userEvent.setup();

    await user.click(await within(group('Location')).findByRole('checkbox', { name: /^Pune/ }));
    await user.click(checkbox('Location', /^Mumbai/));

    expect(checkbox('Location', /^Pune/)).toBeChecked();
    expect(checkbox('Location', /^Mumbai/)).toBeChecked();
    expect(currentLocation()).toBe('/jobs?location=Pune&location=Mumbai');
    await waitFor(() => expect(searches().at(-1)).toBe('location=Pune&location=Mumbai&facets=1&limit=24'));
  });

  it("shows each facet's counts as the API gives them, its own choice left out: the other locations keep theirs", async () => {
    api.on(
      'GET',
      '/job/get',
      serve((request) =>
        request.query.has('location')
          ? { jobs: jobs('Pune Developer'), facets: { ...LOCATIONS, jobType: [facet('Full Time', 10), facet('Internship', 2)] } }
          : { jobs: jobs('Pune Developer', 'Mumbai Developer'), facets: { ...LOCATIONS, jobType: [facet('Full Time', 15), facet('Internship', 2)] } },
      ),
    );
    await renderWithShell(<JobsScreen />, { route: '/jobs' });
    await userEvent.setup().click(await within(group('Location')).findByRole('checkbox', { name: 'Pune, 12 jobs' }));

    // The job types are now counted in Pune; Mumbai still finds its 5 (any of the chosen locations).
    expect(await within(group('Job type')).findByRole('checkbox', { name: 'Full Time, 10 jobs' })).toBeInTheDocument();
    expect(checkbox('Location', 'Mumbai, 5 jobs')).toBeEnabled();
    expect(checkbox('Location', 'Pune, 12 jobs')).toBeChecked();
  });

  it('opens with the choices in the URL, dropping what the API would refuse', async () => {
    api.on('GET', '/job/get', serve({ facets: LOCATIONS }));
    await renderWithShell(<JobsScreen />, { route: '/jobs?location=Pune&salary=0-40k&salary=3-6&experience=lots&companyId=12' });

    expect(await within(group('Location')).findByRole('checkbox', { name: 'Pune, 12 jobs' })).toBeChecked();
    expect(searches()).toEqual(['location=Pune&salary=3-6&companyId=12&facets=1&limit=24']);
  });

  it('lists the bands, without counts, before the first answer', async () => {
    const held = heldReply();
    api.on('GET', '/job/get', (request) => (request.query.get('limit') === '1' ? jobPage([]) : held.route()));
    await renderWithShell(<JobsScreen />, { route: '/jobs?location=Pune' });

    expect(optionTexts('Salary')).toEqual(['Up to 3 LPA', '3–6 LPA', '6–10 LPA', '10–20 LPA', '20 LPA and more']);
    expect(checkbox('Location', 'Pune')).toBeChecked();
    await act(async () => held.send(jobPage([])));
  });

  it('folds a long list after six values, keeping a chosen one in sight', async () => {
    const cities = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((city, index) => facet(`City ${city}`, 10 - index));
    api.on('GET', '/job/get', serve({ facets: { location: cities } }));
    await renderWithShell(<JobsScreen />, { route: '/jobs?location=City+H' });
    const user = userEvent.setup();

    const more = await within(group('Location')).findByRole('button', { name: 'Show all 8 locations' });
    expect(within(group('Location')).getAllByRole('checkbox')).toHaveLength(7);
    expect(checkbox('Location', /^City H/)).toBeChecked();

    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(within(group('Location')).getAllByRole('checkbox')).toHaveLength(8);
    await user.click(within(group('Location')).getByRole('button', { name: 'Show fewer locations' }));
    expect(within(group('Location')).getAllByRole('checkbox')).toHaveLength(7);
  });

  it('is operable by keyboard: Space chooses the focused value', async () => {
    api.on('GET', '/job/get', serve({ facets: LOCATIONS }));
    await renderWithShell(<JobsScreen />, { route: '/jobs' });
    const pune = await within(group('Location')).findByRole('checkbox', { name: /^Pune/ });
    const user = userEvent.setup();
    while (document.activeElement !== pune) await user.tab();
    await user.keyboard(' ');
    expect(pune).toBeChecked();
    expect(currentLocation()).toBe('/jobs?location=Pune');
  });

  it('has no WCAG violations axe can find', async () => {
    api.on('GET', '/job/get', serve({ jobs: jobs('Frontend Developer'), facets: LOCATIONS }, { 'Data Science': 3 }));
    await renderWithShell(<JobsScreen />, { route: '/jobs?location=Pune' });
    await screen.findByRole('checkbox', { name: 'Mumbai, 5 jobs' });
    await screen.findByRole('radio', { name: 'Data Science, 3 jobs' });
    expect(await accessibilityViolations()).toEqual([]);
  });
});

describe('JobsScreen: Back and the order of the options', () => {
  /** The browser's Back button, as a test can press it. */
  const BackButton = () => {
    const navigate = useNavigate();
    return (
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    );
  };
  const back = () => userEvent.setup().click(screen.getByRole('button', { name: 'Back' }));
  const allOptions = () => screen.getAllByRole('checkbox').map((box) => box.getAttribute('aria-label'));

  it('undoes the last filter on Back, one choice at a time, then the clearing of them all', async () => {
    api.on('GET', '/job/get', serve({ jobs: jobs('Any Job'), facets: LOCATIONS }, { 'Data Science': 3 }));
    await renderWithShell(
      <>
        <BackButton />
        <JobsScreen />
      </>,
      { route: '/jobs' },
    );
    const user = userEvent.setup();
    await user.click(await within(group('Location')).findByRole('checkbox', { name: /^Pune/ }));
    await user.click(checkbox('Location', /^Mumbai/));
    await user.click(within(group('Industry')).getByRole('radio', { name: /^Data Science/ }));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(currentLocation()).toBe('/jobs');

    await back();
    expect(currentLocation()).toBe('/jobs?industry=Data+Science&location=Pune&location=Mumbai');
    expect(within(group('Industry')).getByRole('radio', { name: /^Data Science/ })).toBeChecked();
    await back();
    expect(currentLocation()).toBe('/jobs?location=Pune&location=Mumbai');
    expect(within(group('Industry')).getByRole('radio', { name: 'All industries' })).toBeChecked();
    await back();
    expect(currentLocation()).toBe('/jobs?location=Pune');
    expect(checkbox('Location', /^Pune/)).toBeChecked();
    expect(checkbox('Location', /^Mumbai/)).not.toBeChecked();
  });

  it('undoes a change of order on Back', async () => {
    api.on('GET', '/job/get', serve({ jobs: jobs('Any Job') }));
    await renderWithShell(
      <>
        <BackButton />
        <JobsScreen />
      </>,
      { route: '/jobs' },
    );
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Salary: high to low');
    expect(currentLocation()).toBe('/jobs?sort=salary');

    await back();
    expect(currentLocation()).toBe('/jobs');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');
  });

  it('keeps every option where it was after a click while the counts change, one the API stops listing too', async () => {
    api.on(
      'GET',
      '/job/get',
      serve((request) =>
        request.query.has('jobType')
          ? // The internships are all in Mumbai: the API lists Pune and Delhi NCR no more.
            { jobs: jobs('Intern'), facets: { location: [facet('Mumbai', 2)], jobType: [facet('Full Time', 15), facet('Internship', 8)] } }
          : { jobs: jobs('Any Job'), facets: { location: [facet('Pune', 12), facet('Mumbai', 5), facet('Delhi NCR', 3)], jobType: [facet('Full Time', 15), facet('Internship', 8)] } },
      ),
    );
    await renderWithShell(<JobsScreen />, { route: '/jobs' });
    const internship = await within(group('Job type')).findByRole('checkbox', { name: 'Internship, 8 jobs' });
    const before = allOptions();
    const place = before.indexOf('Internship, 8 jobs');

    await userEvent.setup().click(internship);
    await within(group('Location')).findByRole('checkbox', { name: 'Mumbai, 2 jobs' });

    expect(optionTexts('Location')).toEqual(['Pune', 'Mumbai 2', 'Delhi NCR']);
    // Not counted in this search: no number, and still a choice.
    expect(checkbox('Location', 'Pune')).toBeEnabled();
    expect(allOptions().indexOf('Internship, 8 jobs')).toBe(place);
    expect(checkbox('Job type', 'Internship, 8 jobs')).toBeChecked();
  });

  it('keeps the order of the first answer when a click re-sorts another group', async () => {
    api.on(
      'GET',
      '/job/get',
      serve((request) =>
        request.query.has('location')
          ? { jobs: jobs('Pune Intern'), facets: { ...LOCATIONS, jobType: [facet('Internship', 6), facet('Full Time', 4)] } }
          : { jobs: jobs('Any Job'), facets: { ...LOCATIONS, jobType: [facet('Full Time', 15), facet('Internship', 2)] } },
      ),
    );
    await renderWithShell(<JobsScreen />, { route: '/jobs' });
    await userEvent.setup().click(await within(group('Location')).findByRole('checkbox', { name: 'Pune, 12 jobs' }));

    await within(group('Job type')).findByRole('checkbox', { name: 'Internship, 6 jobs' });
    expect(optionTexts('Job type')).toEqual(['Full Time 4', 'Internship 6']);
  });
});

describe('JobsScreen: the industry', () => {
  it('offers the five categories, one at a time, each with the jobs it would find with the other filters; one with none is disabled', async () => {
    api.on('GET', '/job/get', serve({ facets: LOCATIONS }, { 'Frontend Developer': 7, 'Backend Developer': 4, 'Data Science': 2, 'FullStack Developer': 1 }));
    await renderWithShell(<JobsScreen />, { route: '/jobs?location=Pune' });

    const industry = group('Industry');
    expect(await within(industry).findByRole('radio', { name: 'Frontend Developer, 7 jobs' })).toBeEnabled();
    await within(industry).findByRole('radio', { name: 'FullStack Developer, 1 job' });
    expect(within(industry).getByRole('radio', { name: 'Graphic Designer, 0 jobs' })).toBeDisabled();
    expect(within(industry).getByRole('radio', { name: 'All industries' })).toBeChecked();

    // Each count is the search that choosing it would make.
    const counts = api
      .requests('GET', '/job/get')
      .filter((request) => request.query.get('limit') === '1')
      .map((request) => request.query.toString());
    expect(counts.sort()).toEqual(
      ['Backend+Developer', 'Data+Science', 'Frontend+Developer', 'FullStack+Developer', 'Graphic+Designer'].map((keyword) => `keyword=${keyword}&location=Pune&limit=1`),
    );

    await userEvent.setup().click(within(industry).getByRole('radio', { name: /^Data Science/ }));
    expect(currentLocation()).toBe('/jobs?industry=Data+Science&location=Pune');
    await waitFor(() => expect(searches().at(-1)).toBe('keyword=Data+Science&location=Pune&facets=1&limit=24'));
  });
});

describe('JobsScreen: the order', () => {
  const sortBy = () => screen.getByRole('combobox', { name: 'Sort by' });
  const orders = () => within(sortBy()).getAllByRole('option').map((option) => option.textContent);

  it('offers Newest and Salary without a keyword, Newest first; the choice goes in the URL and the request', async () => {
    api.on('GET', '/job/get', serve({ jobs: jobs('Any Job') }));
    await renderWithShell(<JobsScreen />, { route: '/jobs' });
    expect(orders()).toEqual(['Newest', 'Salary: high to low']);
    expect(sortBy()).toHaveValue('newest');

    await userEvent.setup().selectOptions(sortBy(), 'Salary: high to low');
    expect(currentLocation()).toBe('/jobs?sort=salary');
    await waitFor(() => expect(searches()).toEqual(['facets=1&limit=24', 'sort=salary&facets=1&limit=24']));

    // Back to the default: nothing in the URL, the first answer again from the cache.
    await userEvent.setup().selectOptions(sortBy(), 'Newest');
    expect(currentLocation()).toBe('/jobs');
  });

  it('offers Relevance, first, once an industry is the keyword; an order in the URL is kept on reload', async () => {
    api.on('GET', '/job/get', serve({ jobs: jobs('Any Job') }, { 'Data Science': 3 }));
    await renderWithShell(<JobsScreen />, { route: '/jobs?industry=Data+Science&sort=newest' });
    expect(orders()).toEqual(['Relevance', 'Newest', 'Salary: high to low']);
    expect(sortBy()).toHaveValue('newest');
    await screen.findByText('Any Job');
    expect(searches()).toEqual(['keyword=Data+Science&sort=newest&facets=1&limit=24']);

    await userEvent.setup().selectOptions(sortBy(), 'Relevance');
    expect(currentLocation()).toBe('/jobs?industry=Data+Science');
  });

  it('falls back to Newest when the keyword that made relevance possible is gone', async () => {
    api.on('GET', '/job/get', serve({ jobs: jobs('Any Job') }));
    await renderWithShell(<JobsScreen />, { route: '/jobs?sort=relevance' });
    expect(sortBy()).toHaveValue('newest');
    await screen.findByText('Any Job');
    expect(searches()).toEqual(['facets=1&limit=24']);
  });
});

describe('JobsScreen: the count', () => {
  it('counts every match, in a polite live region, and says "About" for an estimate', async () => {
    api.on('GET', '/job/get', serve((request) => (request.query.has('location') ? { jobs: jobs('One'), total: 12_345, totalIsEstimate: true, facets: LOCATIONS } : { jobs: jobs('One', 'Two'), total: 24, facets: LOCATIONS })));
    await renderWithShell(<JobsScreen />, { route: '/jobs' });

    await waitFor(() => expect(resultCount()).toHaveTextContent('24 jobs'));
    expect(resultCount()).toHaveAttribute('role', 'status');

    await userEvent.setup().click(within(group('Location')).getByRole('checkbox', { name: /^Pune/ }));
    await waitFor(() => expect(resultCount()).toHaveTextContent('About 12,000 jobs'));
  });

  it('says "1 job" for one', async () => {
    api.on('GET', '/job/get', serve({ jobs: jobs('One') }));
    await renderWithShell(<JobsScreen />, { route: '/jobs' });
    await waitFor(() => expect(resultCount()).toHaveTextContent(/^1 job$/));
  });
});

describe('JobsScreen: the list', () => {
  it('clears every filter, keeping the order', async () => {
    api.on('GET', '/job/get', serve({ jobs: jobs('Any Job'), facets: LOCATIONS }, { 'Data Science': 3 }));
    await renderWithShell(<JobsScreen />, { route: '/jobs?location=Pune&location=Mumbai&industry=Data+Science&sort=salary' });
    await screen.findByText('Any Job');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked)).toEqual([]);
    expect(within(group('Industry')).getByRole('radio', { name: 'All industries' })).toBeChecked();
    expect(currentLocation()).toBe('/jobs?sort=salary');
  });

  it("folds the filters behind a 'Show filters' disclosure that counts the chosen values", async () => {
    api.on('GET', '/job/get', serve({}));
    await renderWithShell(<JobsScreen />, { route: '/jobs?location=Pune&location=Mumbai&industry=Backend+Developer' });
    await screen.findByRole('heading', { name: 'Job not found' });
    // Shown below the medium breakpoint only: jsdom applies no media query, so it is hidden here
    // and has no accessible name; it is found by its text.
    const disclosure = screen.getByText('Show filters (3 chosen)');
    expect(disclosure.tagName).toBe('BUTTON');
    expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(disclosure.getAttribute('aria-controls')!)).toContainElement(group('Location'));

    await userEvent.setup().click(disclosure);
    expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    expect(disclosure).toHaveTextContent('Hide filters');
  });

  it('follows the URL when it changes from outside, as when the header links to /jobs', async () => {
    api.on('GET', '/job/get', serve({ facets: LOCATIONS }));
    await renderWithShell(
      <>
        <Link to="/jobs">All jobs</Link>
        <JobsScreen />
      </>,
      { route: '/jobs?location=Pune' },
    );
    await screen.findByRole('heading', { name: 'Job not found' });
    await userEvent.setup().click(screen.getByRole('link', { name: 'All jobs' }));

    expect(checkbox('Location', /^Pune/)).not.toBeChecked();
    await waitFor(() => expect(searches()).toEqual(['location=Pune&facets=1&limit=24', 'facets=1&limit=24']));
  });

  it("says 'Job not found' when nothing matches, with a way on when filters are chosen", async () => {
    api.on('GET', '/job/get', serve((request) => (request.query.has('location') ? {} : { jobs: [aJob({ title: 'Any Job' })] })));
    await renderWithShell(<JobsScreen />, { route: '/jobs?location=Pune' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Clear filters and see all jobs' }));

    expect(await screen.findByText('Any Job')).toBeInTheDocument();
    expect(currentLocation()).toBe('/jobs');
  });

  it("offers no way on when nothing at all matches", async () => {
    api.on('GET', '/job/get', serve({}));
    await renderWithShell(<JobsScreen />, { route: '/jobs' });
    expect(await screen.findByRole('heading', { name: 'Job not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters and see all jobs' })).not.toBeInTheDocument();
  });

  it("shows skeletons while loading, then the server's message when the search fails", async () => {
    const held = heldReply();
    api.on('GET', '/job/get', (request) => (request.query.get('limit') === '1' ? jobPage([]) : held.route()));
    await renderWithShell(<JobsScreen />, { route: '/jobs' });
    expect(screen.getByText('Loading jobs…')).toBeInTheDocument();

    await act(async () => held.send([400, { success: false, message: 'at most 20 values of location' }]));
    expect(await screen.findByRole('alert')).toHaveTextContent('at most 20 values of location');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the answer to the latest choice even when an earlier search answers last', async () => {
    const slow = heldReply();
    api.on('GET', '/job/get', (request) =>
      request.query.get('limit') === '1' ? jobPage([], { total: 3 }) : request.query.has('keyword') ? jobPage(jobs('Data Scientist')) : slow.route(),
    );
    await renderWithShell(<JobsScreen />, { route: '/jobs' });
    await userEvent.setup().click(await within(group('Industry')).findByRole('radio', { name: 'Data Science, 3 jobs' }));
    await screen.findByText('Data Scientist');

    await act(async () => slow.send(jobPage(jobs('Stale Developer'))));
    expect(cardTitles()).toEqual(['Data Scientist']);
  });

  it('loads the next page, without the facets again, when the end of the list scrolls into view on the page', async () => {
    const firstPage = jobs('One', 'Two', 'Three');
    api.on(
      'GET',
      '/job/get',
      serve((request) => (request.query.get('cursor') === 'page-2' ? { jobs: jobs('Four'), total: 4 } : { jobs: firstPage, total: 4, nextCursor: 'page-2', facets: LOCATIONS })),
    );
    await renderWithShell(<JobsScreen />, { route: '/jobs?location=Pune' });
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    // The page scrolls, not a box of the list's own: the observer watches the viewport.
    expect(observer.roots()).toEqual([null]);

    await observer.scrollToEnd();
    await screen.findByText('Four');
    expect(cardTitles()).toEqual(['One', 'Two', 'Three', 'Four']);
    expect(searches()).toEqual(['location=Pune&facets=1&limit=24', 'location=Pune&limit=24&cursor=page-2']);
    // The facets of the first page stay.
    expect(checkbox('Location', 'Mumbai, 5 jobs')).toBeInTheDocument();
    expect(observer.roots()).toEqual([]);
  });
});
