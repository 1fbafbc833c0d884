import type { Notification } from '@portal/contract';
import type { AppDeps } from '../../deps';
import { notificationRepository } from './notification-repository';
import { toNotification } from './notification-serializer';

export type NotificationPage = { notifications: Notification[]; unread: number; nextCursor: string | null };

/**
 * A user's notifications: the routes read the request and shape the answer, this reads and
 * marks them. Writing them is the notifier's, in the transaction of the event they tell of.
 */
export function notificationService({ db }: Pick<AppDeps, 'db'>) {
  const notifications = notificationRepository(db);

  return {
    /**
     * A page, newest first, named by an ETag: the newest id and the unread count (read flags only
     * ever turn on, so the two name the page) with the page's parameters. When the caller already
     * has that version, `page` is null and the list is never read: two index reads answer a poll
     * that finds nothing new.
     */
    async page(userId: number, limit: number, cursor: string | undefined, knownEtag: string | undefined): Promise<{ etag: string; page: NotificationPage | null }> {
      const { newestId, unread } = await notifications.summary(userId);
      const etag = `"n${newestId}-u${unread}-l${limit}-c${cursor ?? ''}"`;
      if (knownEtag === etag) return { etag, page: null };
      const rows = await notifications.page(userId, limit, cursor === undefined ? undefined : Number(cursor));
      const shown = rows.slice(0, limit);
      return { etag, page: { notifications: shown.map(toNotification), unread, nextCursor: rows.length > limit ? String(shown.at(-1)!.id) : null } };
    },

    /** Marks some of the user's notifications read, or all of them; anyone else's are left alone. */
    markRead: (userId: number, ids: number[] | 'all'): Promise<void> => notifications.markRead(userId, ids),

    /** Every notification of the user, newest first: for their data export. */
    async all(userId: number): Promise<Notification[]> {
      return (await notifications.all(userId)).map(toNotification);
    },
  };
}
