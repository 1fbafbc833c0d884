import { lazy } from 'react';

/**
 * The bell and the notification list load only when a page shows them (a logged-in user's
 * header, the notifications page): a visitor's first page never pays for them. Render them
 * inside a Suspense boundary.
 */
const load = () => import(/* webpackChunkName: "notifications" */ './notificationsChunk');

export const NotificationBell = lazy(() => load().then(({ NotificationBell }) => ({ default: NotificationBell })));
export const NotificationList = lazy(() => load().then(({ NotificationList }) => ({ default: NotificationList })));
export const NotificationItem = lazy(() => load().then(({ NotificationItem }) => ({ default: NotificationItem })));
