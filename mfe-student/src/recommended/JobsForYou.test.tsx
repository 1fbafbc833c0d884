import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecommendedJob, User } from '@portal/shared-state';
import { Route, Routes } from '@portal/shared-ui';
import { accessibilityViolations } from '@portal/test-support/axe';
import { aRecruiter, aStudent } from '@portal/shared-state/testing';
import { currentLocation, logInAs, renderWithShell } from '@portal/shell/testing';
import HomeScreen, { loadData as loadHomeData } from '../home/HomeScreen';
import { aCompany, aJob, jobPage, startFakeApi, type FakeApi } from '../testing/fakeApi';
import { loadPage } from '../testing/loadPage';
import JobsForYouScreen from './JobsForYouScreen';

let api: FakeApi;
beforeAll(async () => (api = await startFakeApi()));
afterAll(() => api.close());
afterEach(() => api.reset());
beforeEach(() => api.on('GET', '/job/get', jobPage([])));

const recommended = (id: string, title: string, reasons: string[]): RecommendedJob => ({
  ...aJob({ _id: id, title, requirements: ['React', 'Node.js'], company: aCompany({ name: `${title} Co` }) }),
  match: { score: 100, matched: ['React', 'Node.js'], missing: [] },
  reasons,
});

const withSkills = aStudent({ profile: { ...aStudent().profile, skills: ['React', 'Node.js'] } });
const withPreferencesOnly = aStudent({ profile: { ...aStudent().profile, preferences: { locations: ['Pune'], jobTypes: [], minSalary: null } } });
const withNeither = aStudent({ profile: { ...aStudent().profile, preferences: { locations: [], jobTypes: [], minSalary: null } } });

const serveRecommendations = (jobs: RecommendedJob[]) => api.on('GET', '/job/recommended', () => [200, { success: true, jobs }]);

const renderAt = (route: string, user: User | null) =>
  renderWithShell(
    <Routes>
      <Route path="/" element={<HomeScreen />} />
      <Route path="/jobs/for-you" element={<JobsForYouScreen />} />
      <Route path="/profile" element={<p>Profile page</p>} />
      <Route path="/description/:id" element={<p>Job page</p>} />
    </Routes>,
    { route, user },
  );

const jobsForYou = () => screen.getByRole('region', { name: 'Jobs for you' });

describe('Jobs for you on the home page', () => {
  it('shows a student with skills their recommended jobs, each with its reasons, and links to the full list', async () => {
    serveRecommendations([recommended('1', 'React Developer', ['Matches React, Node.js', 'In Pune']), recommended('2', 'Node Engineer', ['Matches Node.js'])]);
    await renderAt('/', withSkills);

    const cards = await within(await screen.findByRole('region', { name: 'Jobs for you' })).findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Matches React, Node.js · In Pune');
    expect(cards[1]).toHaveTextContent('Matches Node.js');
    expect(api.requests('GET', '/job/recommended').map((request) => request.query.toString())).toEqual(['limit=6']);
    expect(await accessibilityViolations()).toEqual([]);

    await userEvent.setup().click(within(jobsForYou()).getByRole('link', { name: 'See all jobs for you' }));
    expect(currentLocation()).toBe('/jobs/for-you');
  });

  it('opens a job from its card', async () => {
    serveRecommendations([recommended('7', 'React Developer', ['Matches React'])]);
    await renderAt('/', withPreferencesOnly);
    await userEvent.setup().click(await within(jobsForYou()).findByRole('button', { name: 'React Developer' }));
    expect(currentLocation()).toBe('/description/7');
  });

  it('asks a student with neither skills nor preferences to add them, without asking the server', async () => {
    await renderAt('/', withNeither);
    expect(within(jobsForYou()).getByText(/Add your skills and job preferences to your profile/)).toBeInTheDocument();
    expect(within(jobsForYou()).getByRole('link', { name: 'Update your profile' })).toHaveAttribute('href', '/profile');
    expect(api.requests('GET', '/job/recommended')).toEqual([]);
    expect(await accessibilityViolations()).toEqual([]);
  });

  it("is not in the home page rendered on the server, and appears once the student's own data is there", async () => {
    serveRecommendations([recommended('1', 'React Developer', ['Matches React'])]);
    const page = await loadPage(loadHomeData, '/', '/');
    expect(page.renderOnServer(<HomeScreen />)).not.toContain('Jobs for you');

    const hydrated = await page.hydrate(<HomeScreen />);
    expect(screen.queryByRole('region', { name: 'Jobs for you' })).not.toBeInTheDocument();
    // The remembered student, restored after the page is React's, as the shell does.
    await act(() => logInAs(page.store, withSkills));

    expect(await within(jobsForYou()).findByRole('button', { name: 'React Developer' })).toBeInTheDocument();
    expect(hydrated.hydrationErrors).not.toHaveBeenCalled();
    hydrated.unmount();
  });

  it('is not there for visitors and recruiters', async () => {
    for (const user of [null, aRecruiter()]) {
      const { unmount } = await renderAt('/', user);
      expect(await screen.findByRole('region', { name: 'Latest & Top Job Openings' })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Jobs for you' })).not.toBeInTheDocument();
      unmount();
    }
    expect(api.requests('GET', '/job/recommended')).toEqual([]);
  });
});

describe('the Jobs for you page', () => {
  it('lists every recommended job with its reasons', async () => {
    serveRecommendations([recommended('1', 'React Developer', ['Matches React', 'Full Time']), recommended('2', 'Sales Lead', ['In Pune'])]);
    await renderAt('/jobs/for-you', withSkills);

    expect(screen.getByRole('heading', { level: 1, name: 'Jobs for you' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('button').textContent)).toEqual(['React Developer', 'Sales Lead']);
    expect(cards[0]).toHaveTextContent('Matches React · Full Time');
    expect(api.requests('GET', '/job/recommended').map((request) => request.query.toString())).toEqual(['limit=50']);
    expect(await accessibilityViolations()).toEqual([]);
  });

  it('says so when nothing matches, and prompts a student with nothing to match', async () => {
    serveRecommendations([]);
    const { unmount } = await renderAt('/jobs/for-you', withSkills);
    expect(await screen.findByRole('heading', { name: 'No jobs for you yet' })).toBeInTheDocument();
    unmount();

    await renderAt('/jobs/for-you', withNeither);
    expect(screen.getByRole('link', { name: 'Update your profile' })).toBeInTheDocument();
  });
});
