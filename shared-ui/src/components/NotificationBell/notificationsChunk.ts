// What loads once a logged-in user's header shows the bell (see lazyNotifications.ts).
export { NotificationBell } from './NotificationBell';
export { NotificationItem, NotificationList } from './NotificationList';
