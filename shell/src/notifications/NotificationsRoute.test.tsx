import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aStudent } from '@portal/shared-state/testing';
import { renderWithShell } from '../testing';
import { setUpFakeApi } from '@portal/shared-state/testing';
import { notificationsAnswer } from './aNotification';
import { NotificationsRoute } from './NotificationsRoute';

// The page's code is a chunk of its own: its first download fails, as on a dropped connection.
let downloads = 0;
jest.mock('./NotificationsPage', () => {
  downloads += 1;
  if (downloads === 1) throw new Error('Loading chunk notifications-page failed');
  return jest.requireActual('./NotificationsPage');
});

const api = setUpFakeApi();

describe('NotificationsRoute', () => {
  it('offers Retry when the page cannot be downloaded, and shows the page once it can', async () => {
    api.on('GET /notification/get?limit=20', notificationsAnswer([]));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderWithShell(<NotificationsRoute />, { route: '/notifications', user: aStudent() });

    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
    expect(downloads).toBe(2);
  });
});
