import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { knockoutReason, type ApplicationStatus, type StudentApplication } from '@portal/shared-state';
import { aStudent } from '@portal/shared-state/testing';
import { cellTexts } from '@portal/test-support/cell-texts';
import { currentLocation, renderWithShell } from '@portal/shell/testing';
import { aCompany, aJob, aStudentApplication, heldReply, startFakeApi, type FakeApi } from '../testing/fakeApi';
import { findToast } from '../testing/findToast';
import ProfileScreen from './ProfileScreen';

let api: FakeApi;
beforeAll(async () => (api = await startFakeApi()));
afterAll(() => api.close());
afterEach(() => api.reset());

const job = aJob({ _id: 'j1', title: 'Frontend Developer', company: aCompany({ name: 'Acme' }) });

const shortlisted = aStudentApplication({
  _id: 'a1',
  job,
  status: 'shortlisted',
  history: [
    { status: 'pending', message: null, createdAt: '2025-07-04T09:00:00.000Z' },
    { status: 'shortlisted', message: 'Your profile fits the team.', createdAt: '2025-07-06T10:30:00.000Z' },
  ],
});

const withdrawn: StudentApplication = {
  ...shortlisted,
  status: 'withdrawn',
  history: [...shortlisted.history, { status: 'withdrawn', message: null, createdAt: '2025-07-08T12:00:00.000Z' }],
};

const listed = (...application: StudentApplication[]) => [200, { success: true, application }] as [number, unknown];

/** Answers the applied jobs as the server would: withdrawn once a withdrawal was received. */
const serveWithdrawable = () =>
  api.on('GET', '/application/get', () => listed(api.requests('POST', '/application/withdraw/a1').length > 0 ? withdrawn : shortlisted));

const historyButton = () => screen.findByRole('button', { name: 'View the history of your application to Frontend Developer' });
const row = () => screen.getAllByRole('row')[1]!;
const shownToasts = () => screen.queryAllByRole('status').map((status) => status.textContent);

async function openHistory() {
  const rendered = await renderWithShell(<ProfileScreen />, { route: '/profile', user: aStudent() });
  const user = userEvent.setup();
  await user.click(await historyButton());
  return { ...rendered, user, details: screen.getByRole('dialog', { name: 'Frontend Developer at Acme' }) };
}

async function askToWithdraw() {
  const opened = await openHistory();
  await opened.user.click(within(opened.details).getByRole('button', { name: 'Withdraw application' }));
  return { ...opened, confirmation: screen.getByRole('dialog', { name: 'Withdraw your application to Frontend Developer?' }) };
}

describe('Applied jobs: history and withdrawal', () => {
  it("opens an application's history with each stage, its date and the recruiter's message, and a link to the job", async () => {
    serveWithdrawable();
    const { user, details } = await openHistory();

    const steps = within(within(details).getByRole('list', { name: "Your application's history" })).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('span')?.textContent)).toEqual(['PENDING', 'SHORTLISTED']);
    expect(steps.map((step) => step.querySelector('time')?.getAttribute('dateTime'))).toEqual([
      '2025-07-04T09:00:00.000Z',
      '2025-07-06T10:30:00.000Z',
    ]);
    expect(steps[1]!.querySelector('time')).toHaveTextContent(/2025/);
    expect(within(steps[1]!).getByText('Your profile fits the team.')).toBeInTheDocument();

    await user.click(within(details).getByRole('link', { name: 'See the job posting' }));
    await waitFor(() => expect(currentLocation()).toBe('/description/j1'));
  });

  it('closes on Escape, returning the focus to the row', async () => {
    serveWithdrawable();
    const { user } = await openHistory();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await historyButton()).toHaveFocus();
  });

  it('asks before withdrawing, focusing the choice that changes nothing, and sends nothing when kept', async () => {
    serveWithdrawable();
    const { user, details, confirmation } = await askToWithdraw();

    expect(confirmation).toHaveTextContent('The recruiter will see it as withdrawn. You can apply again while the job is open.');
    expect(within(confirmation).getByRole('button', { name: 'Keep my application' })).toHaveFocus();
    await user.click(within(confirmation).getByRole('button', { name: 'Keep my application' }));

    expect(confirmation).not.toBeInTheDocument();
    expect(within(details).getByRole('button', { name: 'Withdraw application' })).toHaveFocus();
    await user.click(within(details).getByRole('button', { name: 'Withdraw application' }));
    await user.keyboard('{Escape}');
    expect(screen.getAllByRole('dialog')).toEqual([details]);
    expect(api.requests('POST', '/application/withdraw/a1')).toHaveLength(0);
  });

  it("says a closed job's application cannot be made again", async () => {
    api.on('GET', '/application/get', listed({ ...shortlisted, job: { ...job, status: 'closed' } }));
    const { confirmation } = await askToWithdraw();
    expect(confirmation).toHaveTextContent("The recruiter will see it as withdrawn. The job is closed, so you can't apply to it again.");
  });

  it("withdraws once confirmed: the buttons wait, the server's message shows and the row reads WITHDRAWN", async () => {
    serveWithdrawable();
    const held = heldReply();
    api.on('POST', '/application/withdraw/a1', held.route);
    const { user, confirmation } = await askToWithdraw();
    await user.click(within(confirmation).getByRole('button', { name: 'Withdraw' }));

    expect(within(confirmation).getByRole('button', { name: 'Please wait' })).toBeDisabled();
    expect(within(confirmation).getByRole('button', { name: 'Keep my application' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(confirmation).toBeInTheDocument();

    await waitFor(() => expect(api.requests('POST', '/application/withdraw/a1')).toHaveLength(1));
    await act(async () => held.send([200, { success: true, message: 'Application withdrawn.' }]));

    expect(await screen.findByText('Application withdrawn.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(cellTexts(row())[3]).toBe('WITHDRAWN'));
    expect(api.requests('GET', '/application/get')).toHaveLength(2);
    expect(await historyButton()).toHaveFocus();
  });

  it("shows the server's message when the withdrawal fails, and reloads the list to show what is true", async () => {
    api.on('GET', '/application/get', listed(shortlisted));
    api.on('POST', '/application/withdraw/a1', [503, { success: false, message: 'The database is busy; try again in a moment.' }]);
    const { user, details, confirmation } = await askToWithdraw();
    await user.click(within(confirmation).getByRole('button', { name: 'Withdraw' }));

    expect(await screen.findByText('The database is busy; try again in a moment.')).toBeInTheDocument();
    expect(confirmation).not.toBeInTheDocument();
    const withdrawAgain = within(details).getByRole('button', { name: 'Withdraw application' });
    expect(withdrawAgain).toHaveFocus();
    await waitFor(() => expect(api.requests('GET', '/application/get')).toHaveLength(2));
    expect(cellTexts(row())[3]).toBe('SHORTLISTED');
  });

  it('takes the error toast of a withdrawal that failed away once withdrawing succeeds', async () => {
    let withdrawnOnServer = false;
    api.on('GET', '/application/get', () => listed(withdrawnOnServer ? withdrawn : shortlisted));
    api.on('POST', '/application/withdraw/a1', [503, { success: false, message: 'The database is busy; try again in a moment.' }]);
    const { user, details, confirmation } = await askToWithdraw();
    await user.click(within(confirmation).getByRole('button', { name: 'Withdraw' }));
    expect(await findToast('The database is busy; try again in a moment.')).toBeInTheDocument();

    api.on('POST', '/application/withdraw/a1', () => {
      withdrawnOnServer = true;
      return [200, { success: true, message: 'Application withdrawn.' }];
    });
    await user.click(within(details).getByRole('button', { name: 'Withdraw application' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Withdraw your application to Frontend Developer?' })).getByRole('button', { name: 'Withdraw' }));
    expect(await findToast('Application withdrawn.')).toBeInTheDocument();
    await waitFor(() => expect(shownToasts()).not.toContain('The database is busy; try again in a moment.'));
  });

  it('shows an application a screening answer stopped as REJECTED, with the reason in its history', async () => {
    const reason = knockoutReason({ text: 'Are you authorised to work in India?' });
    const screenedOut = aStudentApplication({
      _id: 'a1',
      job,
      status: 'rejected',
      history: [
        { status: 'pending', message: null, createdAt: '2025-07-04T09:00:00.000Z' },
        { status: 'rejected', message: reason, createdAt: '2025-07-04T09:00:00.000Z' },
      ],
    });
    api.on('GET', '/application/get', listed(screenedOut));
    const { details } = await openHistory();

    expect(cellTexts(row())[3]).toBe('REJECTED');
    const steps = within(within(details).getByRole('list', { name: "Your application's history" })).getAllByRole('listitem');
    expect(steps.at(-1)).toHaveTextContent('REJECTED');
    expect(within(steps.at(-1)!).getByText(reason)).toBeVisible();
  });

  it.each<ApplicationStatus>(['pending', 'shortlisted', 'interview'])('offers Withdraw for a %s application', async (status) => {
    api.on('GET', '/application/get', listed({ ...shortlisted, status }));
    const { details } = await openHistory();
    expect(within(details).getByRole('button', { name: 'Withdraw application' })).toBeInTheDocument();
  });

  it.each<ApplicationStatus>(['accepted', 'rejected', 'withdrawn'])('offers no Withdraw for a %s application', async (status) => {
    api.on('GET', '/application/get', listed({ ...withdrawn, status }));
    const { details } = await openHistory();
    expect(within(details).getByRole('list', { name: "Your application's history" })).toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: /withdraw/i })).not.toBeInTheDocument();
  });
});
