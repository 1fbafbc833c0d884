import { selectRememberedUser, useAppSelector } from '@portal/shared-state';
import { Page } from '../layout/Page';
import { useSaveRememberedJobs } from '../saved/useSaveRememberedJobs';
import { ProfileCard } from './ProfileCard';
import { ProfileTabs } from './ProfileTabs';

/** /profile: the student's details with the edit dialog, and their applied jobs, saved jobs and job alerts. */
export default function ProfileScreen() {
  const user = useAppSelector(selectRememberedUser);
  useSaveRememberedJobs();
  // The shell lets only a logged-in student in; the user is gone for a moment after logout.
  if (!user) return null;
  return (
    <Page>
      <ProfileCard user={user} />
      <ProfileTabs />
    </Page>
  );
}
