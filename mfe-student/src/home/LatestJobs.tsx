import styled from 'styled-components';
import { formatSalary, pagePaths } from '@portal/shared-state';
import { EmptyState, HomeJobCard, QueryState, useNavigate } from '@portal/shared-ui';
import { JobGrid, JobGridItem } from '../job-list/JobGrid';
import { JobGridSkeleton } from '../job-list/JobGridSkeleton';
import { useJobSearch, type JobQuery } from '../job-list/useJobSearch';
import { Page } from '../layout/Page';
import { useSkillMatcher } from '../skills/useSkillMatcher';
import { Highlight } from './Highlight';

/** The newest six jobs, and nothing the section does not show (spec section 9). */
export const LATEST_JOBS: JobQuery = { limit: 6 };

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: clamp(1.5rem, 4vw, 2.25rem);
  color: ${({ theme }) => theme.colors.heading};
`;

const LatestJobList = () => {
  const { first } = useJobSearch(LATEST_JOBS);
  const navigate = useNavigate();
  const matchOf = useSkillMatcher();
  return (
    <QueryState query={first} loading={<JobGridSkeleton count={6} cardHeight="220px" />} failedTitle="Couldn't load the latest jobs">
      {(jobs) =>
        jobs.length === 0 ? (
          <EmptyState title="No Job Available" />
        ) : (
          <JobGrid>
            {jobs.map((job) => (
              <JobGridItem key={job._id}>
                <HomeJobCard
                  title={job.title}
                  description={job.description}
                  companyName={job.company.name}
                  location={job.location}
                  position={job.position}
                  jobType={job.jobType}
                  salary={formatSalary(job)}
                  onOpen={() => navigate(pagePaths.job(job._id))}
                  match={matchOf(job.requirements) ?? undefined}
                />
              </JobGridItem>
            ))}
          </JobGrid>
        )
      }
    </QueryState>
  );
};

export const LatestJobs = () => (
  <Page as="section" aria-labelledby="latest-jobs-heading">
    <Heading id="latest-jobs-heading">
      <Highlight>Latest &amp; Top</Highlight> Job Openings
    </Heading>
    <LatestJobList />
  </Page>
);
