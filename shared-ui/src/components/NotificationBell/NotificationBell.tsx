import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, ButtonLink } from '../Button';
import { Popover } from '../Popover';
import { VisuallyHidden } from '../VisuallyHidden';
import { NotificationItem, NotificationList } from './NotificationList';
import type { NotificationSummary } from './notificationSummary';

export type NotificationBellProps = {
  /** Unread notifications in all, not only among those listed. */
  unread: number;
  /** The latest few, newest first. */
  notifications: readonly NotificationSummary[];
  /** The first answer has not come yet. */
  loading?: boolean;
  /** The notifications could not be loaded. */
  failed?: boolean;
  /** The reader follows a notification's link (the panel then closes), e.g. to mark it read. */
  onOpenNotification: (id: string) => void;
  onMarkAllRead: () => void;
  /** The page of all notifications. */
  allHref?: string;
};

/** What the button shows: the count, or "9+" above nine. */
export const badgeText = (unread: number): string => (unread > 9 ? '9+' : String(unread));

/**
 * The button's name: it begins with the badge's text, so a user who says what they see ("9+")
 * names the button (WCAG label in name), and above nine it goes on with the exact count.
 */
export const bellLabel = (unread: number): string => {
  if (unread === 0) return 'Notifications';
  const shown = `${badgeText(unread)} unread ${unread === 1 ? 'notification' : 'notifications'}`;
  return unread > 9 ? `${shown}, ${unread} in all` : shown;
};

const newMessage = (count: number): string => (count === 1 ? '1 new notification' : `${count} new notifications`);

const Root = styled.div`
  display: inline-flex;
`;

const Face = styled.span`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.full};
  color: ${({ theme }) => theme.colors.heading};

  button:hover > & {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

// White on the accessible red is above 4.5:1 (see the contrast test); the count is text, not colour.
const Count = styled.span`
  position: absolute;
  top: 0;
  right: -2px;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border: 2px solid ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.accentText};
  color: ${({ theme }) => theme.colors.onBrand};
  font-size: 11px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 16px;
  text-align: center;
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.heading};

  &:focus {
    outline: none;
  }
`;

// The panel stays within the screen's height, header and footer included: on a short screen the list scrolls.
const Scroll = styled.div`
  max-height: calc(100vh - 260px);
  overflow-y: auto;
`;

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  justify-content: space-between;
  margin-top: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  /* Narrow enough for both to share a line in the 320 px panel. */
  & > * {
    padding: 0 6px;
  }

  & > :last-child {
    margin-left: auto;
  }
`;

const BellIcon = () => (
  <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </svg>
);

/**
 * The header's bell: the unread count on a button that opens the latest notifications, each a
 * link to what it is about, with "Mark all as read" and the way to all of them. A count that
 * grows while the page is open is announced politely ("1 new notification").
 */
export const NotificationBell = ({
  unread,
  notifications,
  loading = false,
  failed = false,
  onOpenNotification,
  onMarkAllRead,
  allHref = '/notifications',
}: NotificationBellProps) => {
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The count last seen (null until the first answer) and what the live region says. Kept in
  // state and adjusted while rendering, so the announcement comes with the count that caused it.
  const [seen, setSeen] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState({ text: '', key: 0 });
  if (!loading && unread !== seen) {
    setSeen(unread);
    if (seen !== null && unread > seen) setAnnouncement(({ key }) => ({ text: newMessage(unread - seen), key: key + 1 }));
  }

  return (
    <Root>
      <Popover
        label="Notifications"
        triggerLabel={bellLabel(unread)}
        trigger={
          <Face>
            <BellIcon />
            {unread > 0 && <Count aria-hidden="true">{badgeText(unread)}</Count>}
          </Face>
        }
      >
        {(close) => (
          <>
            <Heading ref={headingRef} tabIndex={-1}>
              Notifications
            </Heading>
            {notifications.length > 0 ? (
              <Scroll>
                <NotificationList>
                  {notifications.map((notification) => (
                    <NotificationItem
                      key={notification.id}
                      notification={notification}
                      compact
                      onOpen={(id) => {
                        onOpenNotification(id);
                        close();
                      }}
                    />
                  ))}
                </NotificationList>
              </Scroll>
            ) : loading ? (
              <Note role="status">Loading notifications…</Note>
            ) : failed ? (
              <Note role="alert">Your notifications could not be loaded.</Note>
            ) : (
              <Note>No notifications yet.</Note>
            )}
            <Footer>
              {unread > 0 && (
                <Button
                  variant="ghost"
                  onClick={() => {
                    // The button goes once all are read: focus must not be lost with it.
                    headingRef.current?.focus();
                    onMarkAllRead();
                  }}
                >
                  Mark all as read
                </Button>
              )}
              <ButtonLink variant="ghost" to={allHref} onClick={close}>
                See all notifications
              </ButtonLink>
            </Footer>
          </>
        )}
      </Popover>
      <VisuallyHidden role="status">
        {/* A new node each time, so the same words said twice are announced twice. */}
        <span key={announcement.key}>{announcement.text}</span>
      </VisuallyHidden>
    </Root>
  );
};
