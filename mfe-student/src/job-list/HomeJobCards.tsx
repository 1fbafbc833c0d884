import { formatSalary, pagePaths, type Job, type SkillMatch } from '@portal/shared-state';
import { HomeJobCard, useNavigate } from '@portal/shared-ui';
import { JobGrid, JobGridItem } from './JobGrid';

type HomeJobCardsProps<J extends Job> = {
  jobs: J[];
  /** The student's match with a job's requirements; none for anyone else. */
  matchOf: (job: J) => SkillMatch | null | undefined;
  /** Why a job is shown ("Matches React, Node · In Pune"), where the list says. */
  reasonsOf?: (job: J) => string[];
};

/** Jobs as the home page's cards, each opening its job's page. */
export function HomeJobCards<J extends Job>({ jobs, matchOf, reasonsOf }: HomeJobCardsProps<J>) {
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
            match={matchOf(job) ?? undefined}
            reasons={reasonsOf?.(job)}
          />
        </JobGridItem>
      ))}
    </JobGrid>
  );
}
