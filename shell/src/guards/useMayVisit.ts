import { mayVisit } from '@portal/site/site-pages';
import type { User } from '@portal/shared-state';
import { useCurrentUser, useSessionUnsettled } from '../session/useCurrentUser';
import type { Access } from './access';

type Role = User['role'] | null;

/**
 * Who the session being confirmed may turn out to be: the remembered user or, if it ended,
 * nobody; anyone at all when no user is remembered and only the server's hint said to ask.
 */
const possibleRoles = (user: User | null): Role[] => (user ? [user.role, null] : [null, 'student', 'recruiter']);

/**
 * Whether the user may see a route of `access`; undefined while their session is being
 * confirmed and the answer depends on it (a visitor would be turned away where the remembered
 * user would not, or the reverse). Where every outcome gets the same answer, nobody waits.
 */
export function useMayVisit(access: Access): boolean | undefined {
  const user = useCurrentUser();
  const unsettled = useSessionUnsettled();
  const allowed = mayVisit(access, user?.role ?? null);
  if (!unsettled) return allowed;
  return possibleRoles(user).every((role) => mayVisit(access, role) === allowed) ? allowed : undefined;
}
