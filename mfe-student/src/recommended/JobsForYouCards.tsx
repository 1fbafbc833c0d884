import { formatSalary, pagePaths, type RecommendedJob } from '@portal/shared-state';
import { HomeJobCard, useNavigate } from '@portal/shared-ui';
import { JobGrid, JobGridItem } from '../job-list/JobGrid';

/** Recommended jobs as cards, each saying why it is recommended ("Matches React, Node · In Pune"). */
export const JobsForYouCards = ({ jobs }: { jobs: RecommendedJob[] }) => {
  const navigate = useNavigate();
  return (
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
            match={job.match ?? undefined}
            reasons={job.reasons}
          />
        </JobGridItem>
      ))}
    </JobGrid>
  );
};
