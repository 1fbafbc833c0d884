import type { Notification } from '@portal/shared-state';
import type { Answer } from '@portal/shared-state/testing';

/** A notification as the API returns one (for tests); override any field. */
export const aNotification = (overrides: Partial<Notification> = {}): Notification => ({
  _id: '7',
  kind: 'application.received',
  title: 'New applicant',
  body: 'Jane Doe applied to Frontend Developer.',
  link: '/admin/jobs/42/applicants',
  read: false,
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  ...overrides,
});

/** GET /notification/get's answer (for tests): `unread` counts the unread among `notifications` unless given. */
export const notificationsAnswer = (notifications: Notification[], { unread, nextCursor = null }: { unread?: number; nextCursor?: string | null } = {}): Answer => [
  200,
  { success: true, notifications, unread: unread ?? notifications.filter((notification) => !notification.read).length, nextCursor },
];
