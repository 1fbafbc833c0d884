import { JobGrid, JobGridItem } from './JobGrid';
import { JobResultCard, type CardJob } from './JobResultCard';

/** Jobs as the student's result cards, in the grid: search results, a company's jobs, similar jobs. */
export const JobCards = ({ jobs }: { jobs: CardJob[] }) => (
  <JobGrid>
    {jobs.map((job) => (
      <JobGridItem key={job._id}>
        <JobResultCard job={job} />
      </JobGridItem>
    ))}
  </JobGrid>
);
