import { useSaveRememberedJobs } from '../saved/useSaveRememberedJobs';
import { CategoryCarousel } from './CategoryCarousel';
import { Hero } from './Hero';
import { JobsForYou } from './JobsForYou';
import { LatestJobs } from './LatestJobs';

export { loadHomeData as loadData } from './loadHomeData';

/** /: the hero search, the category chips, a logged-in student's jobs for them and the newest jobs. */
export default function HomeScreen() {
  useSaveRememberedJobs();
  return (
    <>
      <Hero />
      <CategoryCarousel />
      <JobsForYou />
      <LatestJobs />
    </>
  );
}
