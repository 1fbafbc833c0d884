import { Suspense, useEffect, useMemo, useRef, useState, type Ref } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { Button, EmptyState, Loading, NotificationItem, NotificationList, QueryState, Skeleton, type NotificationSummary } from '@portal/shared-ui';
import { useNotificationsQuery, type Notification } from '@portal/shared-state';
import { toNotificationSummary } from './toNotificationSummary';
import { useMarkNotificationsRead } from './useMarkNotificationsRead';

/** How many one page of the list holds. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

type Page = { notifications: readonly NotificationSummary[]; nextCursor: string | null };

type PageProps = {
  /** Which page of the list this is (0 is the newest), and how many the reader has asked for. */
  index: number;
  pages: number;
  /** Where the last page puts "Show older" (or what stands in for it), after the list. */
  footer: HTMLElement | null;
  onShowOlder: () => void;
  onOpen: (shown: readonly NotificationSummary[], id: string) => void;
};

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  max-width: 720px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  justify-content: space-between;
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.heading};

  &:focus {
    outline: none;
  }
`;

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  &:empty {
    display: none;
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Placeholder = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const toPage = ({ notifications, nextCursor }: { notifications: Notification[]; nextCursor: string | null }): Page => ({
  notifications: notifications.map(toNotificationSummary),
  nextCursor,
});

/**
 * One page's items, then the next page the reader asked for, or (on the last) "Show older".
 * Each page asks for what is older than the page before it as it is now, like an infinite
 * query: when a new notification pushes one off the first page, the next page takes it in.
 */
const PageItems = ({ page, firstLinkRef, ...props }: PageProps & { page: Page; firstLinkRef?: Ref<HTMLAnchorElement> }) => {
  const { index, pages, footer, onShowOlder, onOpen } = props;
  const { notifications, nextCursor } = page;
  const isLast = index === pages - 1;
  return (
    <>
      {notifications.map((notification, position) => (
        <NotificationItem
          key={notification.id}
          notification={notification}
          linkRef={position === 0 ? firstLinkRef : undefined}
          onOpen={(id) => onOpen(notifications, id)}
        />
      ))}
      {nextCursor !== null && !isLast && <OlderPage {...props} index={index + 1} cursor={nextCursor} />}
      {nextCursor !== null &&
        isLast &&
        footer &&
        createPortal(
          <Button variant="outline" onClick={onShowOlder}>
            Show older
          </Button>,
          footer,
        )}
    </>
  );
};

/** A page after the first: shown once loaded, with its first item focused so the reader reads on from there. */
const OlderPage = ({ cursor, ...props }: PageProps & { cursor: string }) => {
  const query = useNotificationsQuery({ limit: NOTIFICATIONS_PAGE_SIZE, cursor });
  const page = useMemo(() => query.data && toPage(query.data), [query.data]);
  const firstLinkRef = useRef<HTMLAnchorElement>(null);
  const focused = useRef(false);
  const loaded = page !== undefined;

  useEffect(() => {
    if (!loaded || focused.current) return;
    focused.current = true;
    firstLinkRef.current?.focus();
  }, [loaded]);

  if (page) return <PageItems {...props} page={page} firstLinkRef={firstLinkRef} />;
  if (!props.footer) return null;
  return createPortal(
    query.isError ? (
      <>
        <Note role="alert">The older notifications could not be loaded.</Note>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </>
    ) : (
      <Note role="status">Loading older notifications…</Note>
    ),
    props.footer,
  );
};

const LoadingList = () => (
  <Loading label="Loading your notifications">
    <Placeholder>
      {[0, 1, 2].map((row) => (
        <div key={row}>
          <Skeleton width="40%" height="1.25em" />
          <Skeleton width="90%" />
          <Skeleton width="25%" height="0.75em" />
        </div>
      ))}
    </Placeholder>
  </Loading>
);

/** Every notification of the logged-in user, newest first, a page at a time. */
export const NotificationsPage = () => {
  const first = useNotificationsQuery({ limit: NOTIFICATIONS_PAGE_SIZE });
  const firstPage = useMemo(() => first.data && toPage(first.data), [first.data]);
  const [pages, setPages] = useState(1);
  const [footer, setFooter] = useState<HTMLDivElement | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const { openNotification, markAllRead } = useMarkNotificationsRead();
  const unread = first.data?.unread ?? 0;

  const showOlder = () => {
    // "Show older" goes while the next page loads: focus waits on the last item shown, then moves to the first new one.
    listRef.current?.querySelector<HTMLAnchorElement>('li:last-child a')?.focus();
    setPages((count) => count + 1);
  };

  return (
    <Root>
      <Top>
        <Title ref={titleRef} tabIndex={-1}>
          Notifications
        </Title>
        {unread > 0 && (
          <Button
            variant="outline"
            onClick={() => {
              // The button goes once all are read: focus must not go with it.
              titleRef.current?.focus();
              markAllRead();
            }}
          >
            Mark all as read
          </Button>
        )}
      </Top>
      <QueryState query={{ ...first, data: firstPage }} loading={<LoadingList />} failedTitle="Couldn't load your notifications">
        {(page) =>
          page.notifications.length === 0 ? (
            <EmptyState title="No notifications yet." message="When something happens to your applications or jobs, you will see it here." />
          ) : (
            <Suspense fallback={<LoadingList />}>
              <NotificationList ref={listRef}>
                <PageItems page={page} index={0} pages={pages} footer={footer} onShowOlder={showOlder} onOpen={openNotification} />
              </NotificationList>
            </Suspense>
          )
        }
      </QueryState>
      <Footer ref={setFooter} />
    </Root>
  );
};
