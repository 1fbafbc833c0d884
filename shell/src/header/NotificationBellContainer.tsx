import { Suspense, useMemo } from 'react';
import styled from 'styled-components';
import { NotificationBell } from '@portal/shared-ui';
import { NOTIFICATION_POLL_MS, useNotificationsQuery } from '@portal/shared-state';
import { NOTIFICATIONS_PATH } from '../notifications/paths';
import { toNotificationSummary } from '../notifications/toNotificationSummary';
import { useMarkNotificationsRead } from '../notifications/useMarkNotificationsRead';
import { useCurrentUser } from '../session/useCurrentUser';

// Where the bell will be while its code loads: the header does not shift when it arrives.
const BellSpace = styled.span`
  display: inline-block;
  width: 40px;
  height: 40px;
`;

/** How many the bell's panel lists; the rest are on the notifications page. */
export const BELL_LIMIT = 5;

/**
 * The bell wired to the logged-in user's notifications. It asks every NOTIFICATION_POLL_MS while
 * the page has focus and again as it regains it, so a new one shows without a reload.
 */
export const NotificationBellContainer = () => {
  const user = useCurrentUser();
  const { data, isLoading, isError } = useNotificationsQuery(
    { limit: BELL_LIMIT },
    { skip: !user, pollingInterval: NOTIFICATION_POLL_MS, skipPollingIfUnfocused: true, refetchOnFocus: true },
  );
  const { openNotification, markAllRead } = useMarkNotificationsRead();
  const notifications = useMemo(() => data?.notifications.map(toNotificationSummary) ?? [], [data]);

  return (
    <Suspense fallback={<BellSpace aria-hidden="true" />}>
      <NotificationBell
      unread={data?.unread ?? 0}
      notifications={notifications}
      loading={isLoading}
      failed={isError && !data}
      onOpenNotification={(id) => openNotification(notifications, id)}
      onMarkAllRead={markAllRead}
        allHref={NOTIFICATIONS_PATH}
      />
    </Suspense>
  );
};
