import { lazy, Suspense } from 'react';
import { selectRememberedUser, useAppSelector } from '@portal/shared-state';
import { useSaveRememberedJobs } from '../saved/useSaveRememberedJobs';
import { CategoryCarousel } from './CategoryCarousel';
import { Hero } from './Hero';
import { LatestJobs } from './LatestJobs';

// Only a logged-in student's home has the row: visitors, for whom the home page is the first
// page most often, never download its code.
const JobsForYou = lazy(() => import('./JobsForYou').then(({ JobsForYou: Row }) => ({ default: Row })));

const JobsForYouForStudents = () => {
  const isStudent = useAppSelector((state) => selectRememberedUser(state)?.role === 'student');
  return isStudent ? (
    <Suspense fallback={null}>
      <JobsForYou />
    </Suspense>
  ) : null;
};

export { loadHomeData as loadData } from './loadHomeData';

/** /: the hero search, the category chips, a logged-in student's jobs for them and the newest jobs. */
export default function HomeScreen() {
  useSaveRememberedJobs();
  return (
    <>
      <Hero />
      <CategoryCarousel />
      <JobsForYouForStudents />
      <LatestJobs />
    </>
  );
}
