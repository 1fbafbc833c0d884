import { useCallback } from 'react';
import { toErrorMessage, useMarkNotificationsReadMutation } from '@portal/shared-state';
import { notify, type NotificationSummary } from '@portal/shared-ui';

export type MarkNotificationsRead = {
  /** The reader opens one of `shown`: it is marked read unless it already is. */
  openNotification: (shown: readonly NotificationSummary[], id: string) => void;
  /** Marks every notification read and toasts the server's answer. */
  markAllRead: () => void;
};

/** Marking read, as the bell and the notifications page do it; a failure is toasted, the reader is never held up. */
export function useMarkNotificationsRead(): MarkNotificationsRead {
  const [markRead] = useMarkNotificationsReadMutation();

  const openNotification = useCallback(
    (shown: readonly NotificationSummary[], id: string) => {
      if (shown.find((notification) => notification.id === id)?.read !== false) return;
      markRead({ ids: [id] })
        .unwrap()
        .catch((error: unknown) => notify.error(toErrorMessage(error)));
    },
    [markRead],
  );

  const markAllRead = useCallback(() => {
    markRead({ all: true })
      .unwrap()
      .then(({ message }) => notify.success(message))
      .catch((error: unknown) => notify.error(toErrorMessage(error)));
  }, [markRead]);

  return { openNotification, markAllRead };
}
