import type { MessageResponse, NotificationReadBody, NotificationsResponse } from '@portal/api/contract';
import { portalApi } from '../../api/portalApi';

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
    }),

    /** Marks some read (ids), or all; every list and count then reloads. */
    markNotificationsRead: build.mutation<MessageResponse, NotificationReadBody>({
      query: (body) => ({ url: '/notification/read', method: 'POST', body }),
      invalidatesTags: ['Notifications'],
    }),
  }),
});

export const { useNotificationsQuery, useMarkNotificationsReadMutation } = notificationEndpoints;
