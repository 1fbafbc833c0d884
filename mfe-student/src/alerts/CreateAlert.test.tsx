import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@portal/shared-state';
import { Route, Routes } from '@portal/shared-ui';
import { accessibilityViolations } from '@portal/test-support/axe';
import { aRecruiter, aStudent } from '@portal/shared-state/testing';
import { currentLocation, renderWithShell } from '@portal/shell/testing';
import BrowseScreen from '../browse/BrowseScreen';
import JobsScreen from '../jobs/JobsScreen';
import { findToast } from '../testing/findToast';
import { facet, heldReply, jobPage, startFakeApi, type FakeApi } from '../testing/fakeApi';
import { installIntersectionObserver } from '../testing/intersectionObserver';

let api: FakeApi;
beforeAll(async () => (api = await startFakeApi()));
afterAll(() => api.close());
afterEach(() => api.reset());
beforeEach(() => installIntersectionObserver());

const created = (body: Record<string, unknown>) => [
  201,
  { success: true, message: 'Alert created.', alert: { _id: '4', location: null, jobType: null, salaryMin: null, createdAt: '2025-07-04T09:00:00.000Z', ...body } },
] as [number, unknown];

async function open(route: string, user: User | null = aStudent()) {
  api.on('GET', '/job/get', jobPage([], { facets: { location: [facet('Pune', 0), facet('Mumbai', 2)], company: [facet('12', 1, 'Globex')] } }));
  api.on('POST', '/alert/create', (request) => created(JSON.parse(request.body)));
  const rendered = await renderWithShell(
    <Routes>
      <Route path="/jobs" element={<JobsScreen />} />
      <Route path="/browse" element={<BrowseScreen />} />
      <Route path="/login" element={<p>Login page</p>} />
    </Routes>,
    { route, user },
  );
  // The (empty) results are in: nothing changes under the test any more.
  await waitFor(() => expect(screen.queryByText('Loading jobs…')).not.toBeInTheDocument());
  return { ...rendered, user: userEvent.setup() };
}

const sentAlerts = () => api.requests('POST', '/alert/create').map((request) => JSON.parse(request.body));
const dialog = () => screen.getByRole('dialog', { name: 'Create a job alert' });
/** The search the dialog says it saves, as [term, value] pairs. */
const summary = () =>
  [...dialog().querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('Create alert', () => {
  it('saves the /browse query as an alert with the chosen frequency, and toasts', async () => {
    const { user } = await open('/browse?q=react');
    const button = screen.getByRole('button', { name: 'Create alert' });
    await user.click(button);

    expect(summary()).toEqual([['Keyword', 'react']]);
    expect(screen.queryByRole('textbox', { name: 'Keyword' })).not.toBeInTheDocument();
    const frequency = within(dialog()).getByRole('radiogroup', { name: 'How often' });
    expect(within(frequency).getByRole('radio', { name: 'Daily' })).toBeChecked();
    expect(await accessibilityViolations()).toEqual([]);
    await user.click(within(frequency).getByRole('radio', { name: 'Instant' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Create alert' }));

    expect(await screen.findByText('Alert created.')).toBeInTheDocument();
    expect(sentAlerts()).toEqual([{ keyword: 'react', frequency: 'instant' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('saves the whole /jobs search: the industry as the keyword, and every chosen value of every facet', async () => {
    const { user } = await open('/jobs?location=Pune&location=Mumbai&industry=Frontend+Developer&jobType=Internship&experience=2-4&salary=10-20&salary=6-10&companyId=12');
    await user.click(screen.getByRole('button', { name: 'Create alert' }));

    expect(summary()).toEqual([
      ['Keyword', 'Frontend Developer'],
      ['Location', 'Pune or Mumbai'],
      ['Job type', 'Internship'],
      ['Experience', '2–4 years'],
      ['Salary', '10–20 LPA or 6–10 LPA'],
      ['Company', 'Globex'],
    ]);
    await user.click(within(dialog()).getByRole('button', { name: 'Create alert' }));
    await screen.findByText('Alert created.');
    expect(sentAlerts()).toEqual([
      {
        keyword: 'Frontend Developer',
        location: ['Pune', 'Mumbai'],
        jobType: ['Internship'],
        experience: ['2-4'],
        salary: ['10-20', '6-10'],
        companyId: ['12'],
        frequency: 'daily',
      },
    ]);
  });

  it('follows the filters as they change', async () => {
    const { user } = await open('/jobs?industry=Backend+Developer');
    await user.click(await screen.findByRole('checkbox', { name: 'Mumbai, 2 jobs' }));
    await user.click(screen.getByRole('button', { name: 'Create alert' }));
    expect(summary()).toEqual([
      ['Keyword', 'Backend Developer'],
      ['Location', 'Mumbai'],
    ]);
  });

  it('asks for a keyword when the search has none, and sends it with the filters', async () => {
    const { user } = await open('/jobs?location=Pune&salary=0-3');
    await user.click(screen.getByRole('button', { name: 'Create alert' }));

    expect(summary()).toEqual([
      ['Location', 'Pune'],
      ['Salary', 'Up to 3 LPA'],
    ]);
    const keyword = within(dialog()).getByRole('textbox', { name: 'Keyword' });
    expect(keyword).toHaveFocus();
    await user.click(within(dialog()).getByRole('button', { name: 'Create alert' }));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Enter a keyword for the alert, e.g. React developer.');
    expect(keyword).toHaveAttribute('aria-invalid', 'true');
    expect(keyword).toHaveAccessibleDescription('Enter a keyword for the alert, e.g. React developer.');
    expect(keyword).toHaveFocus();
    expect(sentAlerts()).toEqual([]);

    await user.type(keyword, '  data science ');
    await user.click(within(dialog()).getByRole('radio', { name: 'Instant' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Create alert' }));
    await screen.findByText('Alert created.');
    expect(sentAlerts()).toEqual([{ keyword: 'data science', location: ['Pune'], salary: ['0-3'], frequency: 'instant' }]);
  });

  it('asks for a keyword on /browse with no query', async () => {
    const { user } = await open('/browse');
    await user.click(screen.getByRole('button', { name: 'Create alert' }));
    expect(within(dialog()).getByRole('textbox', { name: 'Keyword' })).toBeInTheDocument();
    expect(dialog().querySelector('dl')).toBeNull();
  });

  it("waits for the server, then shows its refusal and keeps the dialog open to try again", async () => {
    const held = heldReply();
    const { user } = await open('/browse?q=react');
    api.on('POST', '/alert/create', held.route);
    await user.click(screen.getByRole('button', { name: 'Create alert' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Create alert' }));

    expect(within(dialog()).getByRole('button', { name: 'Please wait' })).toBeDisabled();
    expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(dialog()).toBeInTheDocument();

    await act(async () => held.send([409, { success: false, message: 'You can keep at most 50 alerts. Delete one first.' }]));
    expect(await screen.findByText('You can keep at most 50 alerts. Delete one first.')).toBeInTheDocument();
    expect(await within(dialog()).findByRole('button', { name: 'Create alert' })).toBeEnabled();
    expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it("takes the refusal's toast away once a try succeeds", async () => {
    const { user } = await open('/browse?q=react');
    api.on('POST', '/alert/create', [503, { success: false, message: 'The database is busy. Please try again.' }]);
    await user.click(screen.getByRole('button', { name: 'Create alert' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Create alert' }));
    expect(await findToast('The database is busy. Please try again.')).toBeInTheDocument();

    api.on('POST', '/alert/create', (request) => created(JSON.parse(request.body)));
    await user.click(await within(dialog()).findByRole('button', { name: 'Create alert' }));
    expect(await findToast('Alert created.')).toBeInTheDocument();
    expect(screen.queryByText('The database is busy. Please try again.')).not.toBeInTheDocument();
  });

  it('closes on Cancel without sending anything', async () => {
    const { user } = await open('/browse?q=react');
    await user.click(screen.getByRole('button', { name: 'Create alert' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sentAlerts()).toEqual([]);
  });

  it('sends a visitor to log in first, to come back to the same search', async () => {
    const { user } = await open('/jobs?location=Pune', null);
    await user.click(screen.getByRole('button', { name: 'Create alert' }));
    expect(screen.getByText('Login page')).toBeInTheDocument();
    expect(currentLocation()).toBe(`/login?redirect=${encodeURIComponent('/jobs?location=Pune')}`);
    expect(sentAlerts()).toEqual([]);
  });

  it('is not offered to a recruiter', async () => {
    await open('/browse?q=react', aRecruiter());
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Search Results (0)'));
    expect(screen.queryByRole('button', { name: 'Create alert' })).not.toBeInTheDocument();
  });
});
