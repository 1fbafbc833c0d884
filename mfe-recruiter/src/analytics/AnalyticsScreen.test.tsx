import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompanyAnalytics } from '@portal/shared-state';
import { accessibilityViolations } from '@portal/test-support/axe';
import { type Answer, setUpFakeApi } from '@portal/shared-state/testing';
import { cellTexts } from '@portal/test-support/cell-texts';
import { currentLocation } from '@portal/shell/testing';
import { aCompany } from '../testing/fixtures';
import { failThenRetry, openWhileLoading } from '../testing/loadStates';
import { ButtonLink } from '@portal/shared-ui';
import { renderScreen, renderScreens } from '../testing/renderScreen';
import AnalyticsScreen from './AnalyticsScreen';

const api = setUpFakeApi();

const ACME = { ...aCompany(), role: 'owner' };
const GLOBEX = { ...aCompany({ _id: 'c2', name: 'Globex' }), role: 'viewer' };
const WEEK = '?from=2026-11-01&to=2026-11-07';

const ANALYTICS: CompanyAnalytics = {
  applicationsPerDay: [3, 0, 5, 1, 0, 1, 0].map((count, index) => ({ date: `2026-11-0${index + 1}`, count })),
  funnel: [
    { status: 'pending', reached: 10 },
    { status: 'shortlisted', reached: 5 },
    { status: 'interview', reached: 2 },
    { status: 'accepted', reached: 1 },
  ],
  medianDaysToFirstResponse: 1.5,
  medianDaysInStage: { pending: 2, shortlisted: 1, interview: null },
  byJob: [
    { jobId: 'j1', title: 'Frontend Developer', applications: 7, accepted: 1, medianDaysToFirstResponse: 1.5 },
    { jobId: 'j2', title: 'Data Scientist', applications: 3, accepted: 0, medianDaysToFirstResponse: null },
  ],
};
const NOTHING: CompanyAnalytics = {
  applicationsPerDay: ANALYTICS.applicationsPerDay.map(({ date }) => ({ date, count: 0 })),
  funnel: ANALYTICS.funnel.map(({ status }) => ({ status, reached: 0 })),
  medianDaysToFirstResponse: null,
  medianDaysInStage: { pending: null, shortlisted: null, interview: null },
  byJob: [],
};

const answer = (analytics: CompanyAnalytics): Answer => [200, { success: true, analytics }];
const serveCompanies = (companies = [ACME, GLOBEX]) => api.on('GET /company/get', [200, { success: true, companies }]);

const show = (search = `?company=c1&${WEEK.slice(1)}`) => renderScreen('/admin/analytics', <AnalyticsScreen />, `/admin/analytics${search}`);

/** Opens the page for Acme's week with `analytics` as the API's answer, once its charts are drawn. */
async function showWeek(analytics = ANALYTICS) {
  serveCompanies();
  api.on(`GET /company/c1/analytics${WEEK}`, answer(analytics));
  await show();
  await screen.findByRole('img', { name: 'The funnel' });
  return userEvent.setup();
}

/** The chart's section (named by its heading), with the data table behind its disclosure opened. */
async function openTable(user: ReturnType<typeof userEvent.setup>, chart: string) {
  const section = screen.getByRole('region', { name: chart });
  await user.click(within(section).getByText('Show the table'));
  return within(section).getByRole('table');
}

const JOBS_TABLE = 'Applications per job sent in the range, most first';

const bodyRows = (table: HTMLElement) => within(within(table).getAllByRole('rowgroup')[1]!).getAllByRole('row').map(cellTexts);

const LOAD = {
  api,
  route: `GET /company/c1/analytics${WEEK}`,
  what: 'the analytics',
  open: async () => {
    serveCompanies();
    await show();
    await screen.findByRole('combobox', { name: 'Company' });
  },
};

describe('AnalyticsScreen', () => {
  it('shows a loading state until the figures arrive', async () => {
    const release = await openWhileLoading(LOAD, answer(ANALYTICS));
    release();
    expect(await screen.findByRole('img', { name: 'The funnel' })).toBeInTheDocument();
  });

  it('draws the funnel with the conversion between steps, says it in a sentence and gives its table', async () => {
    const user = await showWeek();
    const funnel = screen.getByRole('img', { name: 'The funnel' });
    expect(funnel.tagName).toBe('svg');
    expect(within(funnel).getByText('The funnel', { selector: 'title' })).toBeInTheDocument();
    expect(funnel).toHaveTextContent('Interview: 2 · 40% of Shortlisted');
    expect(funnel).toHaveAccessibleDescription(
      'Of 10 applications, 5 reached Shortlisted (50% of Applied), 2 reached Interview (40% of Shortlisted) and 1 reached Accepted (50% of Interview).',
    );

    const table = await openTable(user, 'The funnel');
    expect(table).toHaveAccessibleName('Applications that reached each step, and the share of the step before');
    expect(bodyRows(table)).toEqual([
      ['Applied', '10', 'First step'],
      ['Shortlisted', '5', '50% of Applied'],
      ['Interview', '2', '40% of Shortlisted'],
      ['Accepted', '1', '50% of Interview'],
    ]);
  });

  it('charts the applications per day with a summary and a table of every day', async () => {
    const user = await showWeek();
    const chart = screen.getByRole('img', { name: 'Applications per day' });
    const summary = '10 applications from 2026-11-01 to 2026-11-07, 1.4 a day on average; the busiest day was 2026-11-03 with 5.';
    expect(chart).toHaveAccessibleDescription(summary);
    expect(screen.getByText(summary)).toBeVisible();

    const table = await openTable(user, 'Applications per day');
    expect(bodyRows(table)).toEqual(ANALYTICS.applicationsPerDay.map(({ date, count }) => [date, String(count)]));
  });

  it('lists the median waits, saying where there is no data', async () => {
    await showWeek();
    const waits = within(screen.getByRole('region', { name: 'Median waits' }));
    const stats = waits.getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(stats).toEqual(['To the first response: 1.5 days', 'In Applied: 2 days', 'In Shortlisted: 1 day', 'In Interview: No data']);
  });

  it('tables the jobs, each linking to its applicants', async () => {
    await showWeek();
    const table = screen.getByRole('table', { name: JOBS_TABLE });
    expect(bodyRows(table)).toEqual([
      ['Frontend Developer', '7', '1', '1.5 days'],
      ['Data Scientist', '3', '0', 'No data'],
    ]);
    expect(within(table).getByRole('link', { name: 'Data Scientist' })).toHaveAttribute('href', '/admin/jobs/j2/applicants');
  });

  it('shows the figures as they are now when the page is opened again, not as they were', async () => {
    serveCompanies();
    let analytics = ANALYTICS;
    api.on(`GET /company/c1/analytics${WEEK}`, () => answer(analytics));
    const page = `/admin/analytics?company=c1&${WEEK.slice(1)}`;
    await renderScreens({ '/admin/analytics': <AnalyticsScreen />, '/admin/jobs/:id/applicants': <ButtonLink to={page}>Back to the analytics</ButtonLink> }, page);
    const user = userEvent.setup();
    await user.click(within(await screen.findByRole('table', { name: JOBS_TABLE })).getByRole('link', { name: 'Frontend Developer' }));

    // Meanwhile an applicant to Frontend Developer was accepted.
    analytics = { ...ANALYTICS, byJob: [{ ...ANALYTICS.byJob[0]!, accepted: 2 }, ANALYTICS.byJob[1]!] };
    await user.click(await screen.findByRole('link', { name: 'Back to the analytics' }));
    await waitFor(() => expect(bodyRows(screen.getByRole('table', { name: JOBS_TABLE }))[0]).toEqual(['Frontend Developer', '7', '2', '1.5 days']));
  });

  it("downloads the range's per-job table as CSV from the API", async () => {
    await showWeek();
    const link = screen.getByRole('link', { name: 'Download CSV' });
    expect(link).toHaveAttribute('download');
    expect(new URL(link.getAttribute('href')!).pathname + new URL(link.getAttribute('href')!).search).toBe(
      '/api/v1/company/c1/analytics?from=2026-11-01&to=2026-11-07&format=csv',
    );
  });

  it('opens on the first company over the last 30 days, and keeps the company and range chosen in the address', async () => {
    jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-27T23:30:00Z'));
    serveCompanies();
    api.on('GET /company/c1/analytics?from=2026-10-29&to=2026-11-27', answer(ANALYTICS));
    api.on('GET /company/c2/analytics?from=2026-10-29&to=2026-11-27', answer(ANALYTICS));
    api.on('GET /company/c2/analytics?from=2026-11-01&to=2026-11-07', answer(NOTHING));
    await show('');
    const user = userEvent.setup();
    await screen.findByRole('img', { name: 'The funnel' });
    expect(screen.getByRole('combobox', { name: 'Company' })).toHaveDisplayValue('Acme');
    expect(screen.getByLabelText('From')).toHaveValue('2026-10-29');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-27');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Company' }), 'Globex');
    expect(currentLocation()).toBe('/admin/analytics?company=c2');
    await screen.findByRole('img', { name: 'The funnel' });

    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-11-07');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(currentLocation()).toBe('/admin/analytics?company=c2&from=2026-11-01&to=2026-11-07');
    expect(await screen.findByRole('heading', { name: 'No applications in this range' })).toBeInTheDocument();
  });

  it('refuses a range that ends before it starts, by the dates, without asking the API', async () => {
    const user = await showWeek();
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-11-09');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The range starts (2026-11-09) after it ends (2026-11-07): choose a start on or before the end.');
    expect(currentLocation()).toBe(`/admin/analytics?company=c1&${WEEK.slice(1)}`);
    expect(api.calls().filter(({ path }) => path.includes('/analytics'))).toHaveLength(1);
  });

  it('says so when no one applied in the range', async () => {
    serveCompanies();
    api.on(`GET /company/c1/analytics${WEEK}`, answer(NOTHING));
    await show();
    expect(await screen.findByRole('heading', { name: 'No applications in this range' })).toBeInTheDocument();
    expect(screen.getByText("No one applied to Acme's jobs from 2026-11-01 to 2026-11-07. Choose a longer range or another company.")).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download CSV' })).not.toBeInTheDocument();
  });

  it('invites registering a company when the recruiter has none', async () => {
    serveCompanies([]);
    await show('');
    expect(await screen.findByRole('heading', { name: 'No companies yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register your first company' })).toHaveAttribute('href', '/admin/companies/create');
  });

  it("shows the server's message when loading fails, and tries again on request", async () => {
    await failThenRetry(LOAD, answer(ANALYTICS));
    expect(await screen.findByRole('img', { name: 'The funnel' })).toBeInTheDocument();
  });

  it('has no WCAG violations axe can find, with the data tables open', async () => {
    const user = await showWeek();
    await openTable(user, 'The funnel');
    await openTable(user, 'Applications per day');
    expect(await accessibilityViolations()).toEqual([]);
  });
});
