import type { Notification, NotificationKind } from '@portal/contract';
import { toIso } from '../../db/time';
import type { notificationRepository } from './notification-repository';

type NotificationRow = Awaited<ReturnType<ReturnType<typeof notificationRepository>['page']>>[number];

export const toNotification = (row: NotificationRow): Notification => ({
  _id: String(row.id),
  kind: row.kind as NotificationKind,
  title: row.title,
  body: row.body,
  link: row.link,
  read: row.read_at !== null,
  createdAt: toIso(row.created_at),
});
