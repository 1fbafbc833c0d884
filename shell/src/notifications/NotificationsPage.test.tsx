import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notification } from '@portal/shared-state';
import { formatDateTime } from '@portal/shared-ui';
import { aRecruiter, aStudent } from '@portal/shared-state/testing';
import { currentLocation, renderWithShell } from '../testing';
import { setUpFakeApi } from '@portal/shared-state/testing';
import { aNotification, notificationsAnswer } from './aNotification';
import { NOTIFICATIONS_PAGE_SIZE, NotificationsPage } from './NotificationsPage';

const api = setUpFakeApi();
const READ = 'POST /notification/read';

/** Notifications numbered `from` down to `to`, newest first; the even ones unread. */
const numbered = (from: number, to: number): Notification[] =>
  Array.from({ length: from - to + 1 }, (_, index) => {
    const id = from - index;
    return aNotification({ _id: String(id), title: `Notification ${id}`, body: `Body of ${id}`, link: `/description/${id}`, read: id % 2 === 1 });
  });

/**
 * Serves `current()` as the API pages it: newest first, PAGE_SIZE at a time, each page's
 * nextCursor the id of its last item, a cursor asking for what is older than it.
 */
function servePages(current: () => Notification[]) {
  const page = (cursor?: string) => {
    const list = current();
    const older = cursor === undefined ? list : list.filter(({ _id }) => Number(_id) < Number(cursor));
    const shown = older.slice(0, NOTIFICATIONS_PAGE_SIZE);
    const more = older.length > NOTIFICATIONS_PAGE_SIZE;
    return notificationsAnswer(shown, { unread: list.filter(({ read }) => !read).length, nextCursor: more ? shown.at(-1)!._id : null });
  };
  api.on(`GET /notification/get?limit=${NOTIFICATIONS_PAGE_SIZE}`, () => page());
  for (let id = 1; id <= 100; id += 1) api.on(`GET /notification/get?limit=${NOTIFICATIONS_PAGE_SIZE}&cursor=${id}`, () => page(String(id)));
}

// Read straight from the DOM: role queries over forty links are slow enough to make waitFor miss its time on a busy machine.
const titles = () => Array.from(screen.getByRole('list').querySelectorAll('li a'), (link) => /Notification \d+/.exec(link.textContent ?? '')![0]);

const range = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, index) => `Notification ${from - index}`);

describe('NotificationsPage', () => {
  it('lists each notification with its title, whole body and date, unread ones marked, each a link to its page', async () => {
    const status = aNotification({
      _id: '4',
      title: 'Application update',
      body: 'You were shortlisted for Backend Developer.\nWe will call you this week.',
      link: '/description/9',
      createdAt: '2026-03-12T09:30:00.000Z',
    });
    const closed = aNotification({ _id: '2', title: 'Job closed', body: 'Frontend Developer is closed.', link: '/description/5', read: true });
    api.on('GET /notification/get?limit=20', notificationsAnswer([status, closed]));
    await renderWithShell(<NotificationsPage />, { route: '/notifications', user: aStudent() });

    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    const [first, second] = await within(await screen.findByRole('list')).findAllByRole('link');
    expect(first).toHaveAttribute('href', '/description/9');
    expect(first).toHaveTextContent(/^Unread: Application update/);
    expect(first).toHaveTextContent('We will call you this week.');
    expect(first).toHaveTextContent(formatDateTime('2026-03-12T09:30:00.000Z'));
    expect(second).toHaveAttribute('href', '/description/5');
    expect(second).not.toHaveTextContent(/Unread/);
    expect(screen.queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
  });

  it('shows older ones a page at a time, keeping those shown, and takes focus to the first new one', async () => {
    servePages(() => numbered(45, 1));
    await renderWithShell(<NotificationsPage />, { route: '/notifications', user: aRecruiter() });
    await screen.findByRole('list');
    expect(titles()).toEqual(range(45, 26));

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show older' }));
    await waitFor(() => expect(titles()).toEqual(range(45, 6)));
    expect(screen.getByRole('link', { name: /Notification 25/ })).toHaveFocus();
    expect(api.calls().map((call) => call.path)).toEqual(['/notification/get?limit=20', '/notification/get?limit=20&cursor=26']);

    await user.click(screen.getByRole('button', { name: 'Show older' }));
    await waitFor(() => expect(titles()).toEqual(range(45, 1)));
    expect(screen.getByRole('link', { name: /Notification 5\b/ })).toHaveFocus();
    expect(api.calls().at(-1)!.path).toBe('/notification/get?limit=20&cursor=6');
    expect(screen.queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
  });

  it('loses none of the pages shown when new notifications push the first page on', async () => {
    let list = numbered(30, 1);
    servePages(() => list);
    api.on(READ, [200, { success: true, message: 'Marked as read.' }]);
    await renderWithShell(<NotificationsPage />, { route: '/notifications', user: aStudent() });
    await screen.findByRole('list');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show older' }));
    await waitFor(() => expect(titles()).toEqual(range(30, 1)));

    // Two more arrive; marking all read reloads every page shown.
    list = [...numbered(32, 31), ...list];
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(titles()).toEqual(range(32, 1)));
    expect(api.calls().at(-1)!.path).toBe('/notification/get?limit=20&cursor=13');
  });

  it('says when older ones could not be loaded, keeping those shown, and tries again', async () => {
    servePages(() => numbered(25, 1));
    api.on('GET /notification/get?limit=20&cursor=6', [503, { success: false, message: 'Notifications are unavailable.' }]);
    await renderWithShell(<NotificationsPage />, { route: '/notifications', user: aStudent() });
    await screen.findByRole('list');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show older' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The older notifications could not be loaded.');
    expect(titles()).toEqual(range(25, 6));

    servePages(() => numbered(25, 1));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(titles()).toEqual(range(25, 1)));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens a notification: marks it read on the server and goes to its page', async () => {
    api.on('GET /notification/get?limit=20', notificationsAnswer([aNotification({ _id: '7', link: '/admin/jobs/42/applicants' })]));
    api.on(READ, [200, { success: true, message: 'Marked as read.' }]);
    await renderWithShell(<NotificationsPage />, { route: '/notifications', user: aRecruiter() });

    await userEvent.setup().click(await screen.findByRole('link', { name: /New applicant/ }));

    expect(currentLocation()).toBe('/admin/jobs/42/applicants');
    await waitFor(() => expect(api.calls(READ).map((call) => call.json)).toEqual([{ ids: ['7'] }]));
  });

  it('marks all as read: tells the server, shows them read and keeps focus on the page', async () => {
    let read = false;
    api.on('GET /notification/get?limit=20', () => notificationsAnswer([aNotification({ read })]));
    api.on(READ, () => {
      read = true;
      return [200, { success: true, message: 'Marked as read.' }];
    });
    await renderWithShell(<NotificationsPage />, { route: '/notifications', user: aStudent() });

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Mark all as read' }));

    expect(await screen.findByText('Marked as read.')).toBeInTheDocument();
    expect(api.calls(READ).map((call) => call.json)).toEqual([{ all: true }]);
    await waitFor(() => expect(screen.getByRole('link', { name: /New applicant/ })).not.toHaveTextContent(/Unread/));
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toHaveFocus();
  });

  it('says "No notifications yet." to someone who has none, with nothing to mark', async () => {
    api.on('GET /notification/get?limit=20', notificationsAnswer([]));
    await renderWithShell(<NotificationsPage />, { route: '/notifications', user: aStudent() });
    expect(await screen.findByRole('heading', { name: 'No notifications yet.' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it("says what failed and offers to try again when they cannot be loaded", async () => {
    api.on('GET /notification/get?limit=20', [503, { success: false, message: 'Notifications are unavailable.' }]);
    await renderWithShell(<NotificationsPage />, { route: '/notifications', user: aStudent() });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load your notifications");
    expect(alert).toHaveTextContent('Notifications are unavailable.');

    api.on('GET /notification/get?limit=20', notificationsAnswer([aNotification()]));
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /New applicant/ })).toBeInTheDocument();
  });
});
