import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime } from '../../format/formatDateTime';
import { renderWithProviders } from '../../test/render';
import { NotificationItem, NotificationList } from './NotificationList';
import type { NotificationSummary } from './notificationSummary';

const status: NotificationSummary = {
  id: '12',
  title: 'Application update',
  body: 'You were shortlisted for Backend Developer.\nWe will call you this week to arrange an interview.',
  link: '/description/9',
  read: false,
  createdAt: '2026-03-12T09:30:00.000Z',
};

const renderList = (notification: NotificationSummary, compact = false) => {
  const onOpen = jest.fn();
  renderWithProviders(
    <NotificationList>
      <NotificationItem notification={notification} onOpen={onOpen} compact={compact} />
    </NotificationList>,
  );
  return { onOpen, link: screen.getByRole('link', { name: new RegExp(notification.title) }) };
};

const body = () => screen.getByText(/shortlisted/, { selector: 'span' });

describe('NotificationItem', () => {
  it('in full shows the whole body, kept in its lines, and the date and time', () => {
    const { link } = renderList(status);
    expect(screen.getByRole('listitem')).toContainElement(link);
    expect(link).toHaveAttribute('href', '/description/9');
    expect(link).toHaveTextContent('We will call you this week to arrange an interview.');
    expect(body()).toHaveStyle({ whiteSpace: 'pre-wrap' });
    expect(body()).not.toHaveStyle({ overflow: 'hidden' });
    expect(link.querySelector('time')).toHaveTextContent(formatDateTime(status.createdAt));
  });

  it('in short clamps the body and gives the full date as a tooltip', () => {
    const { link } = renderList(status, true);
    expect(body()).toHaveStyle({ overflow: 'hidden' });
    expect(link.querySelector('time')).toHaveAttribute('title', formatDateTime(status.createdAt));
  });

  it('marks an unread one with a dot and in words', () => {
    const { link } = renderList(status);
    expect(link).toHaveTextContent(/^Unread: Application update/);
    expect(link.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('marks a read one with neither the dot nor the word', () => {
    const { link } = renderList({ ...status, read: true });
    expect(link).not.toHaveTextContent(/Unread/);
    expect(link.querySelector('[aria-hidden="true"]')).toBeNull();
  });

  it('reports its id when followed', async () => {
    const { onOpen, link } = renderList(status);
    await userEvent.setup().click(link);
    expect(onOpen).toHaveBeenCalledWith('12');
  });
});
