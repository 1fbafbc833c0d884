import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, renderWithShell } from '@portal/shell/testing';
import { aCompany, aJob, heldReply, jobPage, startFakeApi, type FakeApi } from '../testing/fakeApi';
import HomeScreen from './HomeScreen';

let api: FakeApi;
beforeAll(async () => (api = await startFakeApi()));
afterAll(() => api.close());
afterEach(() => api.reset());

const sixJobs = Array.from({ length: 6 }, (_, index) =>
  aJob({ _id: String(index + 1), title: `Job ${index + 1}`, company: aCompany({ name: `Company ${index + 1}` }) }),
);

const latestJobs = () => screen.getByRole('region', { name: 'Latest & Top Job Openings' });

describe('HomeScreen', () => {
  it('shows the hero, the category chips and the six newest jobs, fetched once', async () => {
    api.on('GET', '/job/get', jobPage(sixJobs, { total: 40, nextCursor: 'more' }));
    await renderWithShell(<HomeScreen />);

    expect(screen.getByText('No. 1 Job Hunt Website')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search jobs' })).toHaveAttribute('placeholder', 'Find your dream jobs');
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    const carousel = screen.getByRole('region', { name: 'Job categories' });
    expect(within(carousel).getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Frontend Developer' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Social media' })).toBeInTheDocument();

    expect(await within(latestJobs()).findAllByRole('article')).toHaveLength(6);
    const first = within(latestJobs()).getAllByRole('article')[0]!;
    expect(first).toHaveTextContent('Company 1');
    expect(first).toHaveTextContent('India');
    expect(within(first).getByRole('button', { name: 'Job 1' })).toBeInTheDocument();
    expect(first).toHaveTextContent('React and TypeScript');
    expect(first).toHaveTextContent('3 Positions');
    expect(first).toHaveTextContent('Full Time');
    expect(first).toHaveTextContent('12LPA');

    // Only what the section shows: the newest six.
    expect(api.requests('GET', '/job/get').map((request) => request.query.toString())).toEqual(['limit=6']);
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
    api.on('GET', '/job/get', jobPage([]));
    await renderWithShell(<HomeScreen />);
    const user = userEvent.setup();
    const carousel = screen.getByRole('region', { name: 'Job categories' });
    expect(within(carousel).queryByRole('button', { name: 'Graphic Designer' })).not.toBeInTheDocument();

    await user.click(within(carousel).getByRole('button', { name: 'Next slide' }));
    await user.click(within(carousel).getByRole('button', { name: 'Graphic Designer' }));

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
