import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicCompany, PublicJob } from '@portal/shared-state';
import { Route, Routes } from '@portal/shared-ui';
import { accessibilityViolations } from '@portal/test-support/axe';
import { aStudent } from '@portal/shared-state/testing';
import { currentLocation, renderWithShell } from '@portal/shell/testing';
import { aCompany, aJob, heldReply, startFakeApi, type FakeApi } from '../testing/fakeApi';
import CompanyScreen from './CompanyScreen';
import { externalUrl } from './externalUrl';

let api: FakeApi;
beforeAll(async () => (api = await startFakeApi()));
afterAll(() => api.close());
afterEach(() => api.reset());

/** A company as its public page has it: no owner id. */
const publicCompany = (overrides: Partial<PublicCompany> = {}): PublicCompany => {
  const { userId: _owner, ...company } = aCompany({
    _id: '31',
    name: 'Globex Corporation',
    description: 'Energy and engineering.\nSince 1989.',
    website: 'https://globex.example',
    location: 'Hyderabad',
    logo: 'https://cdn.example/globex.png',
  });
  return { ...company, ...overrides };
};

const publicJob = (overrides: Partial<PublicJob>): PublicJob => {
  const { created_by: _poster, applications: _applications, ...job } = aJob({ company: aCompany() });
  return { ...job, company: publicCompany(), ...overrides };
};

const jobs = [publicJob({ _id: '7', title: 'Plant Engineer' }), publicJob({ _id: '8', title: 'Data Analyst' })];

const openCompany = (id: string) =>
  renderWithShell(
    <Routes>
      <Route path="/company/:id" element={<CompanyScreen />} />
      <Route path="/description/:id" element={<p>Job page</p>} />
    </Routes>,
    { route: `/company/${id}`, user: aStudent() },
  );

describe('CompanyScreen', () => {
  it("shows the company's logo, name, description, website and location, and its open jobs as cards", async () => {
    api.on('GET', '/company/profile/31', [200, { success: true, company: publicCompany(), jobs }]);
    api.on('GET', '/job/saved/ids', [200, { success: true, ids: [] }]);
    await openCompany('31');

    expect(await screen.findByRole('heading', { level: 1, name: 'Globex Corporation' })).toBeInTheDocument();
    expect(document.title).toBe('Globex Corporation: jobs and company profile · JobPortal');
    expect(document.querySelector('img[src="https://cdn.example/globex.png"]')).toBeInTheDocument();
    expect(screen.getByText(/Energy and engineering/)).toHaveTextContent('Energy and engineering. Since 1989.');
    const website = screen.getByRole('link', { name: /globex\.example/ });
    expect(website).toHaveAttribute('href', 'https://globex.example/');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(website).toHaveAccessibleName('https://globex.example (opens in a new tab)');
    expect(screen.getByText('Location', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Hyderabad');

    const openJobs = screen.getByRole('region', { name: 'Open jobs (2)' });
    const cards = within(openJobs).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Plant Engineer', 'Data Analyst']);
    expect(within(cards[0]!).getByRole('link', { name: 'Globex Corporation' })).toHaveAttribute('href', '/company/31');
    expect(within(cards[0]!).getByRole('link', { name: 'Details' })).toHaveAttribute('href', '/description/7');
    await waitFor(() => expect(within(cards[0]!).getByRole('button', { name: 'Save For Later' })).toBeEnabled());
    expect(await accessibilityViolations()).toEqual([]);
    expect(api.requests('GET', '/company/profile/31')).toHaveLength(1);
  });

  it('shows initials without a logo, leaves out what the company has not filled in, and says when no job is open', async () => {
    api.on('GET', '/company/profile/31', [200, { success: true, company: publicCompany({ logo: null, description: '', website: '', location: '' }), jobs: [] }]);
    await openCompany('31');

    await screen.findByRole('heading', { level: 1, name: 'Globex Corporation' });
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('[data-initials="GC"]')).toBeInTheDocument();
    expect(screen.queryByText('Website')).not.toBeInTheDocument();
    expect(screen.queryByText('Location')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No open jobs right now' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all jobs' })).toHaveAttribute('href', '/jobs');
    expect(await accessibilityViolations()).toEqual([]);
  });

  it('never links a website that is no web address', async () => {
    api.on('GET', '/company/profile/31', [200, { success: true, company: publicCompany({ website: 'javascript:alert(1)' }), jobs: [] }]);
    await openCompany('31');
    await screen.findByRole('heading', { level: 1, name: 'Globex Corporation' });
    expect(screen.queryByRole('link', { name: /alert/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Website')).not.toBeInTheDocument();
  });

  it('shows a skeleton while the company loads', async () => {
    const held = heldReply();
    api.on('GET', '/company/profile/31', held.route);
    await openCompany('31');
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Loading the company…');
    await act(async () => held.send([200, { success: true, company: publicCompany(), jobs: [] }]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Globex Corporation' })).toBeInTheDocument();
  });

  it("says 'Company not found' for an unknown company, with a way to the jobs", async () => {
    api.on('GET', '/company/profile/404', [404, { success: false, message: 'Company not found.' }]);
    await openCompany('404');
    expect(await screen.findByRole('heading', { name: 'Company not found' })).toBeInTheDocument();
    expect(document.title).toBe('Company not found · JobPortal');
    const allJobs = screen.getByRole('link', { name: 'See all jobs' });
    expect(allJobs).toHaveAttribute('href', '/jobs');
    expect(await accessibilityViolations()).toEqual([]);
  });

  it("shows the server's message for other failures, and loads the company on Try again", async () => {
    api.on('GET', '/company/profile/31', [500, { success: false, message: 'Something went wrong on our side.' }]);
    await openCompany('31');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');

    api.on('GET', '/company/profile/31', [200, { success: true, company: publicCompany(), jobs }]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Globex Corporation' })).toBeInTheDocument();
  });

  it("opens a job's page from its card", async () => {
    api.on('GET', '/company/profile/31', [200, { success: true, company: publicCompany(), jobs }]);
    await openCompany('31');
    const card = await screen.findByRole('article', { name: 'Data Analyst' });
    await userEvent.setup().click(within(card).getByRole('link', { name: 'Details' }));
    expect(screen.getByText('Job page')).toBeInTheDocument();
    expect(currentLocation()).toBe('/description/8');
  });
});

describe('externalUrl', () => {
  it.each([
    ['https://acme.example', 'https://acme.example/'],
    ['http://acme.example/about', 'http://acme.example/about'],
    ['acme.example', 'https://acme.example/'],
    ['  www.acme.example  ', 'https://www.acme.example/'],
    ['', null],
    ['javascript:alert(1)', null],
    ['mailto:hr@acme.example', null],
    ['https://', null],
  ])('%j is %j', (website, url) => {
    expect(externalUrl(website)).toBe(url);
  });
});
