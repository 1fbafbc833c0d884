import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { useSimilarJobsQuery } from '@portal/shared-state';
import { JobCards } from '../job-list/JobCards';

/** As many as two full rows of cards. */
export const SIMILAR_JOBS = 6;

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding-bottom: ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.heading};
`;

const unchanging = () => () => undefined;

/**
 * False on the server and while the browser hydrates its markup, true after: the similar jobs
 * are below the job, past the page's first screen, so the server renders the job without them
 * (a third of a job page's render) and the browser asks for them once it has the page.
 */
const useHydrated = (): boolean => useSyncExternalStore(unchanging, () => true, () => false);

/**
 * Open jobs like this one, as the result cards show them, under its own heading. A way on, not
 * the page's subject: nothing is shown while they load, when there are none, or when they could
 * not be loaded.
 */
export const SimilarJobs = ({ jobId }: { jobId: string }) => {
  // currentData: the previous job's similar jobs are never shown under this one.
  const jobs = useSimilarJobsQuery({ id: jobId, limit: SIMILAR_JOBS }, { skip: !useHydrated() }).currentData?.jobs.filter((job) => job._id !== jobId) ?? [];
  if (jobs.length === 0) return null;
  return (
    <Section aria-labelledby="similar-jobs-heading">
      <Heading id="similar-jobs-heading">Similar jobs</Heading>
      <JobCards jobs={jobs} />
    </Section>
  );
};
