import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { MAX_SAVED_JOBS, pagePaths, toErrorMessage, useSavedJobsInfiniteQuery, type Job } from '@portal/shared-state';
import { Badge, Button, ButtonLink, EmptyState, Loading, QueryState, Skeleton } from '@portal/shared-ui';
import { CompanyLink } from '../company/CompanyLink';
import { useUnsaveJob } from '../saved/useUnsaveJob';
import { Item, ItemList, ItemMeta, ItemText, ItemTitle, TitleLink } from './profileLists';
import { useRefocusAfterRemoval } from './useRefocusAfterRemoval';

const SavedJobsSkeleton = () => (
  <Loading label="Loading your saved jobs…">
    {Array.from({ length: 3 }, (_, index) => (
      <Item key={index} as="div">
        <ItemText>
          <Skeleton width="40%" height="1.25em" />
          <Skeleton width="60%" />
        </ItemText>
      </Item>
    ))}
  </Loading>
);

/** The pages after the first: whether there are more, and asking for the next. */
type MorePages = { hasMore: boolean; loading: boolean; error: unknown; loadMore: () => void };

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.muted};
`;

const Note = styled.p`
  margin: 0;
`;

const SavedJobList = ({ jobs, total, more }: { jobs: Job[]; total: number; more: MorePages }) => {
  const unsaveJob = useUnsaveJob();
  const emptyAction = useRef<HTMLAnchorElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const focus = useRefocusAfterRemoval(
    jobs.map((job) => job._id),
    emptyAction,
  );
  // Where the next page begins: its first job takes the focus once it is shown, so the reader reads on from there.
  const nextPageAt = useRef<number | null>(null);
  useEffect(() => {
    const index = nextPageAt.current;
    if (index === null || jobs.length <= index) return;
    nextPageAt.current = null;
    list.current?.querySelectorAll<HTMLAnchorElement>(':scope > li p:first-child a')[index]?.focus();
  }, [jobs.length]);

  const loadMore = () => {
    nextPageAt.current = jobs.length;
    more.loadMore();
  };

  const remove = async (job: Job) => {
    // Gone from the list at once (and from every card): the focus moves on to the next one,
    // and back to the job's own button if the server refuses or Undo brings it back.
    focus.removing(job._id);
    const back = () => focus.stayed(job._id);
    if (!(await unsaveJob(job._id, back))) back();
  };

  if (jobs.length === 0 && !more.hasMore) {
    return (
      <EmptyState
        title="No saved jobs yet."
        message="Press 'Save For Later' on a job to keep it here."
        action={
          <ButtonLink ref={emptyAction} to="/jobs">
            Find jobs
          </ButtonLink>
        }
      />
    );
  }
  return (
    <>
      {total >= MAX_SAVED_JOBS && (
        <Note>
          You have saved {MAX_SAVED_JOBS} jobs, the most you can keep. Remove one to save another.
        </Note>
      )}
      <ItemList ref={list} aria-label="Saved jobs">
        {jobs.map((job) => (
          <Item key={job._id}>
            <ItemText>
              <ItemTitle>
                <TitleLink to={pagePaths.job(job._id)}>{job.title}</TitleLink>
                {job.status === 'closed' && <Badge variant="red">Closed</Badge>}
              </ItemTitle>
              <ItemMeta>
                <CompanyLink company={job.company} /> · {job.location}
              </ItemMeta>
            </ItemText>
            <Button ref={focus.buttonRef(job._id)} variant="outline" aria-label={`Remove ${job.title} from saved jobs`} onClick={() => void remove(job)}>
              Remove
            </Button>
          </Item>
        ))}
      </ItemList>
      <Footer>
        <Note role="status">{more.loading ? 'Loading more saved jobs…' : `Showing ${jobs.length} of ${total} saved jobs.`}</Note>
        {more.error !== null && <Note role="alert">{toErrorMessage(more.error)}</Note>}
        {more.hasMore && (
          <Button variant="outline" busy={more.loading} onClick={loadMore}>
            Load more saved jobs
          </Button>
        )}
      </Footer>
    </>
  );
};

/** The 'Saved Jobs' tab: the jobs the student saved for later, the latest first, a page at a time, each with Remove. */
export const SavedJobs = () => {
  const query = useSavedJobsInfiniteQuery(undefined, { refetchOnMountOrArgChange: true });
  const more: MorePages = {
    hasMore: query.hasNextPage,
    loading: query.isFetchingNextPage,
    error: query.isFetchNextPageError ? query.error : null,
    loadMore: () => void query.fetchNextPage(),
  };
  return (
    <QueryState query={query} loading={<SavedJobsSkeleton />} failedTitle="Couldn't load your saved jobs">
      {({ pages }) => <SavedJobList jobs={pages.flatMap((page) => page.jobs)} total={pages[0]?.total ?? 0} more={more} />}
    </QueryState>
  );
};
