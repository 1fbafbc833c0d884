export { NotificationBell, type NotificationBellProps } from './NotificationBell';
export { NotificationItem, NotificationList, type NotificationItemProps } from './NotificationList';
export type { NotificationSummary } from './notificationSummary';
