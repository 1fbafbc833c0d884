import { useRef, useState } from 'react';
import styled from 'styled-components';
import { useAlertsQuery, type Alert } from '@portal/shared-state';
import { Button, ButtonLink, EmptyState, Loading, QueryState, Skeleton } from '@portal/shared-ui';
import { filterFacts, FREQUENCY_LABELS } from '../alerts/alertSearch';
import { useDeleteAlert } from '../alerts/useDeleteAlert';
import { Item, ItemList, ItemMeta, ItemText, ItemTitle } from './profileLists';
import { useRefocusAfterRemoval } from './useRefocusAfterRemoval';

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Fact = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

const Term = styled.dt`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.heading};

  &::after {
    content: ':';
  }
`;

const Detail = styled.dd`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`;

const AlertsSkeleton = () => (
  <Loading label="Loading your job alerts…">
    {Array.from({ length: 2 }, (_, index) => (
      <Item key={index} as="div">
        <ItemText>
          <Skeleton width="30%" height="1.25em" />
          <Skeleton width="70%" />
        </ItemText>
      </Item>
    ))}
  </Loading>
);

/** What an alert looks for besides its keyword, how often it tells, and since when. */
const AlertFacts = ({ alert }: { alert: Alert }) => (
  <Facts>
    {[...filterFacts({ ...alert.filters, companies: alert.companies }), ['Frequency', FREQUENCY_LABELS[alert.frequency]], ['Created', alert.createdAt.slice(0, 10)]].map(([term, value]) => (
      <Fact key={term}>
        <Term>{term}</Term>
        <Detail>{term === 'Created' ? <time dateTime={alert.createdAt}>{value}</time> : value}</Detail>
      </Fact>
    ))}
  </Facts>
);

const AlertList = ({ alerts }: { alerts: Alert[] }) => {
  const deleteAlert = useDeleteAlert();
  const [deleting, setDeleting] = useState<string | null>(null);
  const emptyAction = useRef<HTMLAnchorElement>(null);
  const focus = useRefocusAfterRemoval(
    alerts.map((alert) => alert._id),
    emptyAction,
  );

  const remove = async (alert: Alert) => {
    setDeleting(alert._id);
    // The focus moves on to the next alert's button, and to this one's if it stays or Undo brings it back.
    focus.removing(alert._id);
    if (!(await deleteAlert(alert, focus.stayed))) focus.stayed(alert._id);
    setDeleting(null);
  };

  if (alerts.length === 0) {
    return (
      <EmptyState
        title="No job alerts yet."
        message="Search for jobs and press 'Create alert' to hear of new ones that match."
        action={
          <ButtonLink ref={emptyAction} to="/jobs">
            Find jobs
          </ButtonLink>
        }
      />
    );
  }
  return (
    <ItemList aria-label="Job alerts">
      {alerts.map((alert) => (
        <Item key={alert._id}>
          <ItemText>
            <ItemTitle>“{alert.keyword}”</ItemTitle>
            <ItemMeta as="div">
              <AlertFacts alert={alert} />
            </ItemMeta>
          </ItemText>
          <Button
            ref={focus.buttonRef(alert._id)}
            variant="outline"
            busy={deleting === alert._id}
            aria-label={deleting === alert._id ? undefined : `Delete the alert ${alert.keyword}`}
            onClick={() => void remove(alert)}
          >
            Delete
          </Button>
        </Item>
      ))}
    </ItemList>
  );
};

/** The 'Job alerts' tab: the student's alerts, newest first, each with what it looks for and Delete. */
export const JobAlerts = () => {
  const query = useAlertsQuery();
  return (
    <QueryState query={query} loading={<AlertsSkeleton />} failedTitle="Couldn't load your job alerts">
      {({ alerts }) => <AlertList alerts={alerts} />}
    </QueryState>
  );
};
