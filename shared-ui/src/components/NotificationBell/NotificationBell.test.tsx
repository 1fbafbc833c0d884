import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '../../test/render';
import { theme } from '../../theme';
import { contrastRatio } from '../../theme/contrast';
import { NotificationBell, type NotificationBellProps } from './NotificationBell';
import type { NotificationSummary } from './notificationSummary';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const received: NotificationSummary = {
  id: '7',
  title: 'New applicant',
  body: 'Jane Doe applied to Frontend Developer.',
  link: '/admin/jobs/42/applicants',
  read: false,
  createdAt: minutesAgo(5),
};
const shortlisted: NotificationSummary = {
  id: '3',
  title: 'Application update',
  body: 'You were shortlisted for Backend Developer.',
  link: '/description/9',
  read: true,
  createdAt: minutesAgo(3 * 60),
};

const Where = () => <p data-testid="where">{useLocation().pathname}</p>;

function renderBell(props: Partial<NotificationBellProps> = {}) {
  const handlers = { onOpenNotification: jest.fn(), onMarkAllRead: jest.fn() };
  let all: NotificationBellProps = { unread: 1, notifications: [received, shortlisted], ...handlers, ...props };
  const ui = () => (
    <>
      <NotificationBell {...all} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>
  );
  const view = renderWithProviders(ui());
  // Each rerender changes some props and keeps the rest, as the app's data does.
  const rerender = (next: Partial<NotificationBellProps>) => {
    all = { ...all, ...next };
    view.rerender(ui());
  };
  return { ...handlers, rerender, user: userEvent.setup() };
}

const bell = () => screen.getByRole('button', { name: /^Notifications$|unread notification/ });

async function openPanel(user: ReturnType<typeof userEvent.setup>) {
  await user.click(bell());
  return screen.getByRole('dialog', { name: 'Notifications' });
}

describe('NotificationBell', () => {
  it.each([
    [0, 'Notifications', null],
    [1, '1 unread notification', '1'],
    [9, '9 unread notifications', '9'],
    [10, '9+ unread notifications, 10 in all', '9+'],
    [123, '9+ unread notifications, 123 in all', '9+'],
  ])('with %i unread is named "%s", beginning with the badge it shows (%s)', (unread, name, badge) => {
    renderBell({ unread });
    const button = screen.getByRole('button', { name });
    const shown = button.querySelector('[aria-hidden="true"]:not(svg)');
    expect(shown?.textContent ?? null).toBe(badge);
    if (badge) expect(name.startsWith(`${badge} `)).toBe(true);
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists the notifications with title, body and age, unread ones marked in words, each a link to its page', async () => {
    const { user } = renderBell();
    const panel = await openPanel(user);
    const links = within(panel).getAllByRole('link', { name: /applicant|update/i });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/admin/jobs/42/applicants', '/description/9']);

    const [newest, older] = links as [HTMLElement, HTMLElement];
    expect(newest).toHaveTextContent(/^Unread: New applicant/);
    expect(newest).toHaveTextContent('Jane Doe applied to Frontend Developer.');
    expect(newest).toHaveTextContent('5 min ago');
    expect(newest.querySelector('time')).toHaveAttribute('datetime', received.createdAt);
    expect(older).not.toHaveTextContent(/Unread/);
    expect(older).toHaveTextContent('3 h ago');
    // Focus starts on the newest notification.
    expect(newest).toHaveFocus();
  });

  it('opens a notification: reports it, closes, returns focus to the bell and follows its link', async () => {
    const { user, onOpenNotification } = renderBell();
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole('link', { name: /New applicant/ }));

    expect(onOpenNotification).toHaveBeenCalledWith('7');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bell()).toHaveFocus();
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/jobs/42/applicants');
  });

  it('is reachable and usable by keyboard alone', async () => {
    const { user, onOpenNotification } = renderBell();
    await user.tab();
    expect(bell()).toHaveFocus();
    await user.keyboard('{Enter}');
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    await user.tab();
    expect(within(panel).getByRole('link', { name: /Application update/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onOpenNotification).toHaveBeenCalledWith('3');
    expect(screen.getByTestId('where')).toHaveTextContent('/description/9');
  });

  it('marks all as read while any is unread, keeping focus in the panel', async () => {
    const { user, onMarkAllRead, rerender } = renderBell();
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    expect(onMarkAllRead).toHaveBeenCalledTimes(1);
    expect(within(panel).getByRole('heading', { name: 'Notifications' })).toHaveFocus();

    rerender({ unread: 0, notifications: [{ ...received, read: true }, shortlisted] });
    expect(within(panel).queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
    expect(within(panel).queryByText(/Unread/)).not.toBeInTheDocument();
    expect(bell()).toHaveAccessibleName('Notifications');
  });

  it('offers no "Mark all as read" when nothing is unread', async () => {
    const { user } = renderBell({ unread: 0, notifications: [shortlisted] });
    const panel = await openPanel(user);
    expect(within(panel).queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('links to all notifications and closes as that link is followed', async () => {
    const { user } = renderBell();
    const panel = await openPanel(user);
    const all = within(panel).getByRole('link', { name: 'See all notifications' });
    expect(all).toHaveAttribute('href', '/notifications');
    await user.click(all);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/notifications');
  });

  it('says so when there are none yet', async () => {
    const { user } = renderBell({ unread: 0, notifications: [] });
    const panel = await openPanel(user);
    expect(within(panel).getByText('No notifications yet.')).toBeInTheDocument();
    expect(within(panel).queryByRole('list')).not.toBeInTheDocument();
  });

  it('says they are loading, or that they could not be loaded, instead of "none yet"', async () => {
    const { user, rerender } = renderBell({ unread: 0, notifications: [], loading: true });
    const panel = await openPanel(user);
    expect(within(panel).getByRole('status')).toHaveTextContent('Loading notifications…');
    rerender({ loading: false, failed: true });
    expect(within(panel).getByRole('alert')).toHaveTextContent('Your notifications could not be loaded.');
    expect(within(panel).queryByText('No notifications yet.')).not.toBeInTheDocument();
  });

  it('closes on Escape and returns focus to the bell', async () => {
    const { user } = renderBell();
    await openPanel(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bell()).toHaveFocus();
    expect(bell()).toHaveAttribute('aria-expanded', 'false');
  });

  it('announces politely how many came while the page is open, not the count found on arrival', () => {
    const { rerender } = renderBell({ unread: 0, notifications: [], loading: true });
    const liveRegion = () => screen.getAllByRole('status').find((region) => !region.closest('[role="dialog"]'))!;
    expect(liveRegion()).toHaveTextContent(/^$/);

    rerender({ unread: 2, loading: false });
    expect(liveRegion()).toHaveTextContent(/^$/);

    rerender({ unread: 3 });
    expect(liveRegion()).toHaveTextContent('1 new notification');
    rerender({ unread: 1 });
    rerender({ unread: 4 });
    expect(liveRegion()).toHaveTextContent('3 new notifications');
  });

  it('says the same words again as a new announcement', () => {
    const { rerender } = renderBell({ unread: 1 });
    const region = screen.getByRole('status');
    rerender({ unread: 2 });
    const first = region.firstElementChild;
    rerender({ unread: 1 });
    rerender({ unread: 2 });
    expect(region).toHaveTextContent('1 new notification');
    expect(region.firstElementChild).not.toBe(first);
  });

  it('paints its count white on red at 4.5:1 or more', () => {
    expect(contrastRatio(theme.colors.onBrand, theme.colors.accentText)).toBeGreaterThanOrEqual(4.5);
  });
});
