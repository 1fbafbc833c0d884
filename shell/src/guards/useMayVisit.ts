import { useCurrentUser, useSessionChecking } from '../session/useCurrentUser';
import type { Access } from './access';
import { mayVisit } from './mayVisit';

/**
 * Whether the user may see a route of `access`; undefined while their remembered session is
 * being confirmed and the answer depends on it (a visitor would be turned away where the
 * remembered user would not, or the reverse). Where both get the same answer, nobody waits.
 */
export function useMayVisit(access: Access): boolean | undefined {
  const user = useCurrentUser();
  const checking = useSessionChecking();
  const allowed = mayVisit(access, user);
  return checking && allowed !== mayVisit(access, null) ? undefined : allowed;
}
