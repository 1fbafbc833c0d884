import { useRef } from 'react';
import { toErrorMessage, useSavedJobsQuery, useUnsaveJobMutation, type Job } from '@portal/shared-state';
import { Badge, Button, ButtonLink, EmptyState, Loading, notify, QueryState, Skeleton } from '@portal/shared-ui';
import { CompanyLink } from '../company/CompanyLink';
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

const SavedJobList = ({ jobs }: { jobs: Job[] }) => {
  const [unsaveJob] = useUnsaveJobMutation();
  const emptyAction = useRef<HTMLAnchorElement>(null);
  const focus = useRefocusAfterRemoval(
    jobs.map((job) => job._id),
    emptyAction,
  );

  const remove = async (job: Job) => {
    // Gone from the list at once (and from every card): the focus moves on to the next one.
    focus.removing(job._id);
    try {
      const { message } = await unsaveJob(job._id).unwrap();
      notify.success(message);
    } catch (error) {
      focus.stayed(job._id);
      notify.error(toErrorMessage(error));
    }
  };

  if (jobs.length === 0) {
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
    <ItemList aria-label="Saved jobs">
      {jobs.map((job) => (
        <Item key={job._id}>
          <ItemText>
            <ItemTitle>
              <TitleLink to={`/description/${job._id}`}>{job.title}</TitleLink>
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
  );
};

/** The 'Saved Jobs' tab: the jobs the student saved for later, the latest first, each with Remove. */
export const SavedJobs = () => {
  const query = useSavedJobsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <QueryState query={query} loading={<SavedJobsSkeleton />} failedTitle="Couldn't load your saved jobs">
      {({ jobs }) => <SavedJobList jobs={jobs} />}
    </QueryState>
  );
};
