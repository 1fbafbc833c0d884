import type { User } from '@portal/shared-state';
import { mayVisit } from '../guards';
import { preloadNotificationsPage } from '../notifications/NotificationsRoute';
import { NOTIFICATIONS_PATH } from '../notifications/paths';
import { preloadScreen } from '../remotes';
import { screenRouteAt } from '../screen-routes';

/** Starts loading the screen (or the shell's own page) at `pathname`, if its guard will show it to `user`. */
export function warmUpScreenAt(pathname: string, user: User | null): void {
  if (pathname === NOTIFICATIONS_PATH && user) preloadNotificationsPage();
  const route = screenRouteAt(pathname);
  if (route && mayVisit(route.access, user)) preloadScreen(route.remote, route.screen);
}
