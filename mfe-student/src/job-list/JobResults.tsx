import type { RefObject } from 'react';
import { EmptyState } from '@portal/shared-ui';
import { LoadError } from '../load/LoadError';
import { JobGrid, JobGridItem } from './JobGrid';
import { JobGridSkeleton } from './JobGridSkeleton';
import { JobResultCard } from './JobResultCard';
import { MoreResults } from './MoreResults';
import type { JobSearch } from './useJobSearch';

type JobResultsProps = {
  search: JobSearch;
  /** Shown when nothing matches. */
  emptyTitle: string;
  /** The scrolling box the results are in; the page when omitted. */
  scrollRoot?: RefObject<Element | null>;
};

/** A search's results as cards, loading further pages on scroll, or its loading, error or empty state. */
export const JobResults = ({ search, emptyTitle, scrollRoot }: JobResultsProps) => {
  const { first, jobs } = search;
  if (first.status === 'loading') return <JobGridSkeleton count={6} cardHeight="300px" />;
  if (first.status === 'failed') return <LoadError title="Couldn't load the jobs" error={first.error} onRetry={first.retry} />;
  if (jobs.length === 0) return <EmptyState title={emptyTitle} />;
  return (
    <>
      <JobGrid>
        {jobs.map((job) => (
          <JobGridItem key={job._id}>
            <JobResultCard job={job} />
          </JobGridItem>
        ))}
      </JobGrid>
      <MoreResults search={search} scrollRoot={scrollRoot} />
    </>
  );
};
