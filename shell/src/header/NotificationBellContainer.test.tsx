import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOTIFICATION_POLL_MS } from '@portal/shared-state';
import { aNotification, notificationsAnswer } from '../notifications/aNotification';
import { aRecruiter, aStudent } from '@portal/shared-state/testing';
import { currentLocation, renderWithShell } from '../testing';
import { setUpFakeApi } from '@portal/shared-state/testing';
import { AppHeader } from './AppHeader';

const api = setUpFakeApi();

/** The bell's request: the latest five. */
const BELL = 'GET /notification/get?limit=5';
const READ = 'POST /notification/read';

const applicant = aNotification();
const shortlisted = aNotification({
  _id: '3',
  kind: 'application.status',
  title: 'Application update',
  body: 'You were shortlisted for Backend Developer.',
  link: '/description/9',
  read: true,
});

const bell = () => screen.getByRole('button', { name: /^Notifications$|unread notification/ });

async function openBell() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /^Notifications$|unread notification/ }));
  return { user, panel: screen.getByRole('dialog', { name: 'Notifications' }) };
}

afterEach(() => jest.useRealTimers());

describe('the notification bell in the header', () => {
  it.each([
    ['a student', aStudent()],
    ['a recruiter', aRecruiter()],
  ])("shows %s the unread count from the server, left of the avatar", async (_who, user) => {
    api.on(BELL, notificationsAnswer([applicant, shortlisted], { unread: 3 }));
    await renderWithShell(<AppHeader />, { user });

    const button = await screen.findByRole('button', { name: '3 unread notifications' });
    expect(button).toHaveTextContent('3');
    const avatar = screen.getByRole('button', { name: /^Open account menu/ });
    expect(button.compareDocumentPosition(avatar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(api.calls(BELL)).toHaveLength(1);
  });

  it('is not shown to a visitor, who asks for nothing', async () => {
    await renderWithShell(<AppHeader />);
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Notifications$|unread notification/ })).not.toBeInTheDocument();
    expect(api.calls()).toHaveLength(0);
  });

  it('lists the latest in its panel', async () => {
    api.on(BELL, notificationsAnswer([applicant, shortlisted]));
    await renderWithShell(<AppHeader />, { user: aRecruiter() });
    await screen.findByRole('button', { name: '1 unread notification' });
    const { panel } = await openBell();

    const links = within(panel).getAllByRole('link', { name: /New applicant|Application update/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/admin/jobs/42/applicants', '/description/9']);
    expect(links[0]).toHaveTextContent(/^Unread: New applicant/);
    expect(within(panel).getByRole('link', { name: 'See all notifications' })).toHaveAttribute('href', '/notifications');
  });

  it('opens an unread one: marks it read on the server, goes to its page and shows the new count', async () => {
    let read = false;
    api.on(BELL, () => notificationsAnswer([{ ...applicant, read }, shortlisted]));
    api.on(READ, () => {
      read = true;
      return [200, { success: true, message: 'Marked as read.' }];
    });
    await renderWithShell(<AppHeader />, { route: '/', user: aRecruiter() });
    await screen.findByRole('button', { name: '1 unread notification' });
    const { user, panel } = await openBell();

    await user.click(within(panel).getByRole('link', { name: /New applicant/ }));

    expect(currentLocation()).toBe('/admin/jobs/42/applicants');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(api.calls(READ).map((call) => call.json)).toEqual([{ ids: ['7'] }]));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBe(bell());
  });

  it('opens a read one without telling the server again', async () => {
    api.on(BELL, notificationsAnswer([applicant, shortlisted]));
    await renderWithShell(<AppHeader />, { user: aStudent() });
    await screen.findByRole('button', { name: '1 unread notification' });
    const { user, panel } = await openBell();

    await user.click(within(panel).getByRole('link', { name: /Application update/ }));

    expect(currentLocation()).toBe('/description/9');
    expect(api.calls(READ)).toHaveLength(0);
  });

  it('never follows a link that is not a path of this site', async () => {
    api.on(BELL, notificationsAnswer([aNotification({ link: 'https://evil.example/phish' })]));
    await renderWithShell(<AppHeader />, { user: aStudent() });
    await screen.findByRole('button', { name: '1 unread notification' });
    const { panel } = await openBell();
    expect(within(panel).getByRole('link', { name: /New applicant/ })).toHaveAttribute('href', '/notifications');
  });

  it("marks all as read: tells the server, toasts its answer and shows the count it then gives", async () => {
    let read = false;
    api.on(BELL, () => notificationsAnswer([{ ...applicant, read }], { unread: read ? 0 : 12 }));
    api.on(READ, () => {
      read = true;
      return [200, { success: true, message: 'Marked as read.' }];
    });
    await renderWithShell(<AppHeader />, { user: aStudent() });
    await screen.findByRole('button', { name: '9+ unread notifications, 12 in all' });
    expect(bell()).toHaveTextContent('9+');
    const { user, panel } = await openBell();

    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));

    expect(await screen.findByText('Marked as read.')).toBeInTheDocument();
    expect(api.calls(READ).map((call) => call.json)).toEqual([{ all: true }]);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
    expect(within(panel).queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
    expect(within(panel).queryByText(/Unread/)).not.toBeInTheDocument();
  });

  it("toasts the server's error when marking read fails", async () => {
    api.on(BELL, notificationsAnswer([applicant]));
    api.on(READ, [503, { success: false, message: 'Notifications are unavailable.' }]);
    await renderWithShell(<AppHeader />, { user: aStudent() });
    await screen.findByRole('button', { name: '1 unread notification' });
    const { user, panel } = await openBell();

    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));

    expect(await screen.findByText('Notifications are unavailable.')).toBeInTheDocument();
  });

  it('says "No notifications yet." to someone who has none', async () => {
    api.on(BELL, notificationsAnswer([]));
    await renderWithShell(<AppHeader />, { user: aStudent() });
    await screen.findByRole('button', { name: 'Notifications' });
    // The first answer is in (a focus event may ask again: the store refetches on focus).
    await waitFor(() => expect(api.calls(BELL).length).toBeGreaterThan(0));
    const { panel } = await openBell();
    expect(await within(panel).findByText('No notifications yet.')).toBeInTheDocument();
  });

  it('shows a new notification after the poll interval, without a reload, and announces it', async () => {
    jest.useFakeTimers();
    api.on(BELL, notificationsAnswer([applicant, shortlisted]));
    await renderWithShell(<AppHeader />, { user: aStudent() });
    // With fake timers findBy* waits in fake time, 50 ms a step, each step one turn of the real
    // event loop for the fake API's round trip: a long fake timeout gives a busy machine the turns.
    const patiently = { timeout: 10_000 };
    // The first answer is in: the next poll is due one interval from now.
    expect(await screen.findByRole('button', { name: '1 unread notification' }, patiently)).toBeInTheDocument();

    const withdrawn = aNotification({ _id: '8', kind: 'application.withdrawn', title: 'Application withdrawn', createdAt: new Date().toISOString() });
    api.on(BELL, notificationsAnswer([withdrawn, applicant, shortlisted]));
    await act(() => jest.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS - 1_000));
    expect(api.calls(BELL)).toHaveLength(1);

    await act(() => jest.advanceTimersByTimeAsync(1_000));
    expect(await screen.findByRole('button', { name: '2 unread notifications' }, patiently)).toBeInTheDocument();
    expect(api.calls(BELL)).toHaveLength(2);
    expect(screen.getByText('1 new notification').closest('[role="status"]')).not.toBeNull();

    fireEvent.click(bell());
    expect(within(screen.getByRole('dialog', { name: 'Notifications' })).getAllByRole('link', { name: /^Unread/ })[0]).toHaveTextContent(
      'Application withdrawn',
    );
  });
});
