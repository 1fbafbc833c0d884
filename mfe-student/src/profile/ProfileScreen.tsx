import { selectRememberedUser, useAppSelector } from '@portal/shared-state';
import { Page } from '../layout/Page';
import { AppliedJobs } from './AppliedJobs';
import { ProfileCard } from './ProfileCard';

/** /profile: the student's details with the edit dialog, and their applications. */
export default function ProfileScreen() {
  const user = useAppSelector(selectRememberedUser);
  // The shell lets only a logged-in student in; the user is gone for a moment after logout.
  if (!user) return null;
  return (
    <Page>
      <ProfileCard user={user} />
      <AppliedJobs />
    </Page>
  );
}
