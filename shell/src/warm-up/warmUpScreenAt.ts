import type { User } from '@portal/shared-state';
import { mayVisit } from '../guards';
import { preloadScreen } from '../remotes';
import { screenRouteAt } from '../screen-routes';

/** Starts loading the screen of the page at `pathname`, if its guard will show it to `user`. */
export function warmUpScreenAt(pathname: string, user: User | null): void {
  const route = screenRouteAt(pathname);
  if (route && mayVisit(route.access, user)) preloadScreen(route.remote, route.screen);
}
