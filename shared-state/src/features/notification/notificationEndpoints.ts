import type { MessageResponse, Notification, NotificationKind, NotificationReadBody, NotificationsResponse } from '@portal/contract';
import { portalApi } from '../../api/portalApi';

/** What a new notification makes stale: the screen it is about shows the news without a reload. */
const STALE_AFTER: Record<NotificationKind, ('AppliedJobs' | 'Applicants' | 'AdminJobs' | 'Job')[]> = {
  'application.status': ['AppliedJobs'],
  'job.closed': ['AppliedJobs', 'Job'],
  'application.received': ['Applicants', 'AdminJobs'],
  'application.withdrawn': ['Applicants', 'AdminJobs'],
  'alert.match': [],
  'interview.proposed': ['AppliedJobs'],
  'applications.waiting': ['AdminJobs'],
};

const newerThan = (known: Notification[], answer: NotificationsResponse) => {
  const newest = known[0] ? Number(known[0]._id) : 0;
  return answer.notifications.filter((notification) => Number(notification._id) > newest);
};

/** How often the bell asks; the browser revalidates with the answer's ETag, so an unchanged list costs the server two index reads. */
export const NOTIFICATION_POLL_MS = 30_000;

export type NotificationPage = { limit?: number; cursor?: string };

export const notificationEndpoints = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** The caller's notifications, newest first, with the unread count. */
    notifications: build.query<NotificationsResponse, NotificationPage>({
      query: ({ limit, cursor }) => {
        const params = new URLSearchParams();
        if (limit !== undefined) params.set('limit', String(limit));
        if (cursor !== undefined) params.set('cursor', cursor);
        return { url: '/notification/get', params };
      },
      providesTags: ['Notifications'],
      // Not on the first answer: what was already there is reflected in what the screens loaded.
      async onQueryStarted(_page, { dispatch, getCacheEntry, queryFulfilled }) {
        const known = getCacheEntry().data?.notifications;
        const answer = await queryFulfilled.then(({ data }) => data, () => null);
        if (!answer || !known) return;
        const stale = [...new Set(newerThan(known, answer).flatMap(({ kind }) => STALE_AFTER[kind]))];
        if (stale.length > 0) dispatch(portalApi.util.invalidateTags(stale));
      },
    }),

    /** Marks some read (ids), or all; every list and count then reloads. */
    markNotificationsRead: build.mutation<MessageResponse, NotificationReadBody>({
      query: (body) => ({ url: '/notification/read', method: 'POST', body }),
      invalidatesTags: ['Notifications'],
    }),
  }),
});

export const { useNotificationsQuery, useMarkNotificationsReadMutation } = notificationEndpoints;
