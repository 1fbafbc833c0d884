import { act, screen, within } from '@testing-library/react';
import type { User } from '@portal/shared-state';
import { Route, Routes } from '@portal/shared-ui';
import { accessibilityViolations } from '@portal/test-support/axe';
import { aRecruiter, aStudent } from '@portal/shared-state/testing';
import { logInAs, renderWithShell } from '@portal/shell/testing';
import CompanyScreen from '../company/CompanyScreen';
import HomeScreen from '../home/HomeScreen';
import JobDescriptionScreen, { loadData as loadJobData } from '../job-description/JobDescriptionScreen';
import JobsScreen from '../jobs/JobsScreen';
import { aCompany, aJob, jobPage, startFakeApi, type ApiRequest, type FakeApi } from '../testing/fakeApi';
import { installIntersectionObserver } from '../testing/intersectionObserver';
import { loadPage } from '../testing/loadPage';

let api: FakeApi;
beforeAll(async () => (api = await startFakeApi()));
afterAll(() => api.close());
afterEach(() => api.reset());
beforeEach(() => installIntersectionObserver());

const withSkills = aStudent({ profile: { ...aStudent().profile, skills: ['react', 'Node JS', 'css'] } });
const withoutSkills = aStudent();

// As a visitor's answer has it: no `match` (the browser works it out from the student's skills).
const job = aJob({
  _id: '5',
  title: 'Frontend Developer',
  requirements: ['React', 'TypeScript', 'Node.js', '3 years of CSS'],
  company: aCompany({ _id: '12', name: 'Initech' }),
});
const noRequirements = aJob({ _id: '6', title: 'Frontend Intern', requirements: [] });

const skillList = () => screen.queryByRole('list', { name: /skills? match/ });
const chipsOf = (list: HTMLElement) => within(list).getAllByRole('listitem').map((chip) => chip.textContent);
/** A search answer for the list, and 0 for the counts of the categories (limit=1). */
const searchAnswer = (jobs: unknown[]) => (request: ApiRequest) => (request.query.get('limit') === '1' ? jobPage([], { total: 0 }) : jobPage(jobs));

const openJob = (id: string, user: User | null) =>
  renderWithShell(
    <Routes>
      <Route path="/description/:id" element={<JobDescriptionScreen />} />
    </Routes>,
    { route: `/description/${id}`, user },
  );

describe("a job's page", () => {
  it('shows a student with skills how many match, and every requirement as a chip they have or miss', async () => {
    api.on('GET', '/job/get/5', [200, { success: true, job }]);
    await openJob('5', withSkills);

    const list = await screen.findByRole('list', { name: '3 of 4 skills match' });
    expect(chipsOf(list)).toEqual(['✓has React', '✓has Node.js', '✓has 3 years of CSS', '✕missing TypeScript']);
    expect(await accessibilityViolations()).toEqual([]);
  });

  it('asks a student without skills to add them to their profile', async () => {
    api.on('GET', '/job/get/5', [200, { success: true, job }]);
    await openJob('5', withoutSkills);

    expect(await screen.findByRole('link', { name: 'Add your skills' })).toHaveAttribute('href', '/profile');
    expect(skillList()).not.toBeInTheDocument();
  });

  it.each([
    ['a visitor', null],
    ['a recruiter', aRecruiter({ profile: { ...aRecruiter().profile, skills: ['React'] } })],
  ])('shows %s nothing of it', async (_who, user) => {
    api.on('GET', '/job/get/5', [200, { success: true, job }]);
    await openJob('5', user);

    await screen.findByRole('heading', { level: 1, name: 'Frontend Developer' });
    expect(skillList()).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add your skills' })).not.toBeInTheDocument();
  });

  it('shows nothing of it for a job without requirements', async () => {
    api.on('GET', '/job/get/6', [200, { success: true, job: noRequirements }]);
    await openJob('6', withSkills);

    await screen.findByRole('heading', { level: 1, name: 'Frontend Intern' });
    expect(skillList()).not.toBeInTheDocument();
  });

  it("rendered on the server for a visitor, has no match; once the student's own data is there, it shows theirs", async () => {
    api.on('GET', '/job/get/5', [200, { success: true, job }]);
    const page = await loadPage(loadJobData, '/description/:id', '/description/5');
    expect(page.renderOnServer(<JobDescriptionScreen />)).not.toContain('skills match');

    const hydrated = await page.hydrate(<JobDescriptionScreen />);
    expect(skillList()).not.toBeInTheDocument();
    // The remembered student, restored after the page is React's, as the shell does.
    await act(() => logInAs(page.store, withSkills));

    expect(await screen.findByRole('list', { name: '3 of 4 skills match' })).toBeInTheDocument();
    expect(hydrated.hydrationErrors).not.toHaveBeenCalled();
    // Worked out from the student's skills: the job the server sent is not asked for again.
    expect(api.requests('GET', '/job/get/5')).toHaveLength(1);
    hydrated.unmount();
  });
});

describe('job cards', () => {
  it("on the home page's latest jobs: the match of each job with requirements", async () => {
    api.on('GET', '/job/get', searchAnswer([job, noRequirements]));
    await renderWithShell(<HomeScreen />, { user: withSkills });

    const latest = screen.getByRole('region', { name: 'Latest & Top Job Openings' });
    const [first, second] = await within(latest).findAllByRole('article');
    expect(chipsOf(within(first!).getByRole('list', { name: '3 of 4 skills match' }))).toEqual([
      '✓has React',
      '✓has Node.js',
      '✓has 3 years of CSS',
      '✕missing TypeScript',
    ]);
    expect(within(second!).queryByRole('list')).not.toBeInTheDocument();
  });

  it('in the search results, at most five chips a card', async () => {
    const many = aJob({ _id: '7', title: 'Polyglot', requirements: ['Go', 'React', 'Rust', 'Elm', 'Zig', 'Dart', 'CSS'] });
    api.on('GET', '/job/get', searchAnswer([job, many]));
    await renderWithShell(<JobsScreen />, { route: '/jobs', user: withSkills });

    const card = await screen.findByRole('article', { name: 'Polyglot' });
    expect(chipsOf(within(card).getByRole('list', { name: '2 of 7 skills match' }))).toEqual([
      '✓has React',
      '✓has CSS',
      '✕missing Go',
      '✕missing Rust',
      '✕missing Elm',
      '+2 more',
    ]);
    expect(within(screen.getByRole('article', { name: 'Frontend Developer' })).getByRole('list', { name: '3 of 4 skills match' })).toBeInTheDocument();
  });

  it("on a company's page", async () => {
    const { created_by: _poster, applications: _own, company, ...publicJob } = job;
    const { userId: _owner, ...publicCompany } = company;
    api.on('GET', '/company/profile/12', [200, { success: true, company: publicCompany, jobs: [{ ...publicJob, company: publicCompany }] }]);
    await renderWithShell(
      <Routes>
        <Route path="/company/:id" element={<CompanyScreen />} />
      </Routes>,
      { route: '/company/12', user: withSkills },
    );

    const card = await screen.findByRole('article', { name: 'Frontend Developer' });
    expect(within(card).getByRole('list', { name: '3 of 4 skills match' })).toBeInTheDocument();
  });

  it.each([
    ['a visitor', null],
    ['a student without skills', withoutSkills],
    ['a recruiter', aRecruiter()],
  ])('show %s no match', async (_who, user) => {
    api.on('GET', '/job/get', searchAnswer([job]));
    await renderWithShell(<JobsScreen />, { route: '/jobs', user });

    await screen.findByRole('article', { name: 'Frontend Developer' });
    expect(skillList()).not.toBeInTheDocument();
  });
});
