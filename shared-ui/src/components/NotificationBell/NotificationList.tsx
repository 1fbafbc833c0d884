import type { ComponentPropsWithRef } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { formatDateTime } from '../../format/formatDateTime';
import { focusRing } from '../../styles/control';
import { VisuallyHidden } from '../VisuallyHidden';
import { formatNotificationAge } from './notificationTime';
import type { NotificationSummary } from './notificationSummary';

/** The list the items go in: one list however many pages of them are shown. */
export const NotificationList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export type NotificationItemProps = {
  notification: NotificationSummary;
  /** Called as the reader follows the notification's link, e.g. to mark it read. */
  onOpen: (id: string) => void;
  /** The bell's short form: the body clamped to two lines and the time as an age ("5 min ago"). */
  compact?: boolean;
  /** The link, e.g. to move focus to the first of a newly shown page. */
  linkRef?: ComponentPropsWithRef<typeof Link>['ref'];
};

const Item = styled.li`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child {
    border-bottom: 0;
  }
`;

// The whole item is the link. Its ring is drawn inside, so a scrolling list never clips it.
const ItemLink = styled(Link)`
  display: block;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }

  &:hover [data-title] {
    text-decoration: underline;
  }

  &:focus-visible {
    ${focusRing}
    outline-offset: -2px;
  }
`;

// Unread is told by a dot and a bold title, and in words to a screen reader: never by colour alone.
const Title = styled.span<{ $unread: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: baseline;
  color: ${({ theme }) => theme.colors.heading};
  font-weight: ${({ theme, $unread }) => ($unread ? theme.fontWeights.bold : theme.fontWeights.regular)};
  overflow-wrap: anywhere;
`;

const UnreadDot = styled.span`
  flex-shrink: 0;
  width: 8px;
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.brand};
  transform: translateY(-1px);
`;

const clamped = css`
  display: -webkit-box;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
`;

const Body = styled.span<{ $compact: boolean }>`
  display: block;
  margin-top: 2px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
  ${({ $compact }) => ($compact ? clamped : 'white-space: pre-wrap;')}
`;

const When = styled.time`
  display: block;
  margin-top: 2px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

/** One notification: its title, body and time, unread ones marked; the whole of it links to its page. */
export const NotificationItem = ({ notification, onOpen, compact = false, linkRef }: NotificationItemProps) => {
  const { id, title, body, link, read, createdAt } = notification;
  const fullDate = formatDateTime(createdAt);
  return (
    <Item>
      <ItemLink ref={linkRef} to={link} onClick={() => onOpen(id)}>
        <Title $unread={!read} data-title="">
          {!read && (
            <>
              <UnreadDot aria-hidden="true" />
              <VisuallyHidden>Unread: </VisuallyHidden>
            </>
          )}
          <span>{title}</span>
        </Title>
        <Body $compact={compact}>{body}</Body>
        <When dateTime={createdAt} title={compact ? fullDate : undefined}>
          {compact ? formatNotificationAge(createdAt) : fullDate}
        </When>
      </ItemLink>
    </Item>
  );
};
