import type { ReactNode } from 'react';
import { EmptyState, QueryState } from '@portal/shared-ui';
import { JobCards } from './JobCards';
import { JobGridSkeleton } from './JobGridSkeleton';
import { MoreResults } from './MoreResults';
import type { JobSearch } from './useJobSearch';

type JobResultsProps = {
  search: JobSearch;
  /** Shown when nothing matches. */
  emptyTitle: string;
  /** The way on from an empty result, e.g. clearing the filters. */
  emptyAction?: ReactNode;
};

/** A search's results as cards, loading further pages on scroll, or its loading, error or empty state. */
export const JobResults = ({ search, emptyTitle, emptyAction }: JobResultsProps) => {
  return (
    <QueryState query={search.first} loading={<JobGridSkeleton count={6} cardHeight="300px" />} failedTitle="Couldn't load the jobs">
      {(jobs) =>
        jobs.length === 0 ? (
          <EmptyState title={emptyTitle} action={emptyAction || undefined} />
        ) : (
          <>
            <JobCards jobs={jobs} />
            <MoreResults search={search} />
          </>
        )
      }
    </QueryState>
  );
};
