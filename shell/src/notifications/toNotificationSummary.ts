import type { Notification } from '@portal/shared-state';
import type { NotificationSummary } from '@portal/shared-ui';

// A notification's link is a path of this site; anything else (an absolute or protocol-relative
// address) is never followed from here: the reader lands on the list of notifications instead.
const sitePath = (link: string): string => (link.startsWith('/') && !link.startsWith('//') ? link : '/notifications');

/** What the design system shows of a notification. */
export const toNotificationSummary = ({ _id, title, body, link, read, createdAt }: Notification): NotificationSummary => ({
  id: _id,
  title,
  body,
  link: sitePath(link),
  read,
  createdAt,
});
