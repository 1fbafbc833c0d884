export { NotificationBell, NotificationItem, NotificationList } from './lazyNotifications';
export type { NotificationBellProps } from './NotificationBell';
export type { NotificationItemProps } from './NotificationList';
export type { NotificationSummary } from './notificationSummary';
