import { Header, type HeaderUser } from '@portal/shared-ui';
import type { User } from '@portal/shared-state';
import { useCurrentUser, useSessionChecking } from '../session/useCurrentUser';
import { NotificationBellContainer } from './NotificationBellContainer';
import { useLogout } from './useLogout';

const toHeaderUser = ({ fullname, role, profile }: User): HeaderUser => ({
  fullname,
  role,
  profile: { bio: profile.bio, profilePhoto: profile.profilePhoto ?? undefined },
});

/** The header of every page: links by role, Login/Signup or the notification bell and the account menu. */
export const AppHeader = () => {
  const user = useCurrentUser();
  const checking = useSessionChecking();
  const onLogout = useLogout();
  // The header shows the bell only to a logged-in user whose session is confirmed: only they poll.
  return (
    <Header
      user={user && toHeaderUser(user)}
      checking={checking}
      onLogout={onLogout}
      notifications={<NotificationBellContainer />}
    />
  );
};
