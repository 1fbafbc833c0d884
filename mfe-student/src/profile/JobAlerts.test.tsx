import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Alert } from '@portal/shared-state';
import { accessibilityViolations } from '@portal/test-support/axe';
import { aStudent } from '@portal/shared-state/testing';
import { renderWithShell } from '@portal/shell/testing';
import { findToast } from '../testing/findToast';
import { heldReply, startFakeApi, type FakeApi } from '../testing/fakeApi';
import ProfileScreen from './ProfileScreen';

let api: FakeApi;
beforeAll(async () => (api = await startFakeApi()));
afterAll(() => api.close());
afterEach(() => api.reset());

const NO_FILTERS: Alert['filters'] = { location: [], jobType: [], experience: [], salary: [], companyId: [], salaryMin: null, salaryMax: null, experienceMax: null };

const anAlert = ({ filters, ...overrides }: Partial<Omit<Alert, 'filters'>> & { filters?: Partial<Alert['filters']> }): Alert => {
  const all = { ...NO_FILTERS, ...filters };
  return {
    _id: '1',
    keyword: 'react',
    filters: all,
    companies: [],
    location: all.location[0] ?? null,
    jobType: all.jobType[0] ?? null,
    salaryMin: all.salaryMin,
    frequency: 'daily',
    createdAt: '2025-07-04T09:00:00.000Z',
    ...overrides,
  };
};

const react = anAlert({ _id: '1', keyword: 'react' });
const backend = anAlert({
  _id: '2',
  keyword: 'Backend Developer',
  filters: { location: ['Pune'], jobType: ['Full Time'], salaryMin: 5.04 },
  frequency: 'instant',
  createdAt: '2025-06-30T22:15:00.000Z',
});

/** The alerts as the server keeps them: listed by GET /alert/get, deleted by DELETE /alert/delete/:id. */
function serveAlerts(...alerts: Alert[]) {
  let kept = new Map(alerts.map((alert) => [alert._id, alert]));
  api.on('GET', '/alert/get', () => [200, { success: true, alerts: [...kept.values()] }]);
  for (const alert of alerts) {
    api.on('DELETE', `/alert/delete/${alert._id}`, () => {
      kept.delete(alert._id);
      return [200, { success: true, message: 'Alert deleted.' }];
    });
  }
  // A new alert, with a new id, comes first (newest first).
  api.on('POST', '/alert/create', (request) => {
    const { keyword, frequency, ...filters } = JSON.parse(request.body) as Alert & Alert['filters'];
    const created = anAlert({ _id: `new-${kept.size}`, keyword, frequency, filters, createdAt: '2025-07-05T10:00:00.000Z' });
    kept = new Map([[created._id, created], ...kept]);
    return [201, { success: true, message: 'Alert created.', alert: created }];
  });
}

async function openAlerts() {
  api.on('GET', '/application/get', [200, { success: true, application: [] }]);
  const rendered = await renderWithShell(<ProfileScreen />, { route: '/profile?tab=alerts', user: aStudent() });
  return { ...rendered, user: userEvent.setup(), panel: screen.getByRole('tabpanel', { name: 'Job alerts' }) };
}

const items = (panel: HTMLElement) => within(within(panel).getByRole('list', { name: 'Job alerts' })).queryAllByRole('listitem');
/** An alert's facts as [term, value] pairs. */
const facts = (item: HTMLElement) => [...item.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('Job alerts tab', () => {
  it('lists each alert with its keyword, filters, frequency and the day it was created', async () => {
    serveAlerts(react, backend);
    const { panel } = await openAlerts();

    await within(panel).findByText('“react”');
    const [first, second] = items(panel);
    expect(facts(first!)).toEqual([
      ['Frequency', 'Daily'],
      ['Created', '2025-07-04'],
    ]);
    expect(second).toHaveTextContent('“Backend Developer”');
    expect(facts(second!)).toEqual([
      ['Location', 'Pune'],
      ['Job type', 'Full Time'],
      ['Salary', 'at least 5.04 LPA'],
      ['Frequency', 'Instant'],
      ['Created', '2025-06-30'],
    ]);
    expect(second!.querySelector('time')).toHaveAttribute('dateTime', '2025-06-30T22:15:00.000Z');
    expect(within(second!).getByRole('button', { name: 'Delete the alert Backend Developer' })).toHaveTextContent('Delete');
    expect(await accessibilityViolations()).toEqual([]);
  });

  it('shows everything an alert made on the search page watches: every location, type, band and company', async () => {
    serveAlerts(
      anAlert({
        keyword: 'Data Science',
        filters: { location: ['Pune', 'Mumbai', 'Delhi'], jobType: ['Internship', 'Contract'], experience: ['0-1', '2-4'], salary: ['6-10'], companyId: ['12', '14'], salaryMax: 15 },
        companies: [
          { _id: '12', name: 'Globex' },
          { _id: '14', name: 'Initech' },
        ],
      }),
    );
    const { panel } = await openAlerts();

    await within(panel).findByText('“Data Science”');
    expect(facts(items(panel)[0]!)).toEqual([
      ['Location', 'Pune, Mumbai, or Delhi'],
      ['Job type', 'Internship or Contract'],
      ['Experience', '0–1 years or 2–4 years'],
      ['Salary', '6–10 LPA, at most 15 LPA'],
      ['Company', 'Globex or Initech'],
      ['Frequency', 'Daily'],
      ['Created', '2025-07-04'],
    ]);
  });

  it("deletes an alert with DELETE, waiting for the server, toasts its message, and keeps the keyboard on the next Delete", async () => {
    serveAlerts(react, backend);
    const held = heldReply();
    api.on('DELETE', '/alert/delete/1', held.route);
    const { panel, user } = await openAlerts();

    await user.click(await within(panel).findByRole('button', { name: 'Delete the alert react' }));
    expect(within(items(panel)[0]!).getByRole('button', { name: 'Please wait' })).toBeDisabled();
    serveAlerts(backend);
    await act(async () => held.send([200, { success: true, message: 'Alert deleted.' }]));

    expect(await screen.findByText('Alert deleted.')).toBeInTheDocument();
    await waitFor(() => expect(items(panel)).toHaveLength(1));
    expect(items(panel)[0]).toHaveTextContent('“Backend Developer”');
    expect(api.requests('DELETE', '/alert/delete/1')).toHaveLength(1);
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Delete the alert Backend Developer' })).toHaveFocus());
  });

  it('offers Undo in the toast: it creates the alert again with the same search, back in the list with the focus on its button', async () => {
    const dataScience = anAlert({
      _id: '3',
      keyword: 'Data Science',
      filters: { location: ['Pune', 'Mumbai'], jobType: ['Internship'], experience: ['0-1'], salary: ['6-10'], companyId: ['12'], salaryMin: 4, experienceMax: 3 },
      frequency: 'instant',
    });
    serveAlerts(dataScience, backend);
    const { panel, user } = await openAlerts();
    await user.click(await within(panel).findByRole('button', { name: 'Delete the alert Data Science' }));
    const toast = await findToast('Alert deleted.');
    await waitFor(() => expect(items(panel)).toHaveLength(1));

    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(api.requests('POST', '/alert/create').map((request) => JSON.parse(request.body))).toEqual([
      {
        keyword: 'Data Science',
        frequency: 'instant',
        location: ['Pune', 'Mumbai'],
        jobType: ['Internship'],
        experience: ['0-1'],
        salary: ['6-10'],
        companyId: ['12'],
        salaryMin: 4,
        experienceMax: 3,
      },
    ]);
    await waitFor(() => expect(items(panel)).toHaveLength(2));
    expect(items(panel)[0]).toHaveTextContent('“Data Science”');
    expect(facts(items(panel)[0]!).slice(0, 4)).toEqual([
      ['Location', 'Pune or Mumbai'],
      ['Job type', 'Internship'],
      ['Experience', '0–1 years, at most 3 years'],
      ['Salary', '6–10 LPA, at least 4 LPA'],
    ]);
    expect(await findToast('Alert created.')).toBeInTheDocument();
    expect(screen.queryByText('Alert deleted.')).not.toBeInTheDocument();
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Delete the alert Data Science' })).toHaveFocus());
  });

  it("keeps an alert the server refuses to delete, with its message and the focus on its button", async () => {
    serveAlerts(react);
    api.on('DELETE', '/alert/delete/1', [404, { success: false, message: 'Alert not found.' }]);
    const { panel, user } = await openAlerts();
    await user.click(await within(panel).findByRole('button', { name: 'Delete the alert react' }));

    expect(await screen.findByText('Alert not found.')).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Delete the alert react' })).toHaveFocus());
    expect(items(panel)).toHaveLength(1);
  });

  it('says when there are no alerts, with a way to a search', async () => {
    serveAlerts();
    const { panel } = await openAlerts();
    expect(await within(panel).findByRole('heading', { name: 'No job alerts yet.' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Find jobs' })).toHaveAttribute('href', '/jobs');
  });

  it("shows the server's message when the alerts cannot be loaded", async () => {
    api.on('GET', '/alert/get', [503, { success: false, message: 'The database is busy. Please try again.' }]);
    const { panel } = await openAlerts();
    expect(await within(panel).findByRole('alert')).toHaveTextContent('The database is busy. Please try again.');
  });
});
