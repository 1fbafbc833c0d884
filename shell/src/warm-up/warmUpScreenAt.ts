import { matchRoutes } from 'react-router-dom';
import type { User } from '@portal/shared-state';
import { mayVisit } from '../guards';
import { preloadScreen } from '../remotes';
import { SCREEN_ROUTES } from '../routes/routeTable';

/** Starts loading the screen of the page at `pathname`, if its guard will show it to `user`. */
export function warmUpScreenAt(pathname: string, user: User | null): void {
  // Ranked as <Routes> ranks them: /admin/companies/create is not /admin/companies/:id.
  const route = matchRoutes([...SCREEN_ROUTES], pathname)?.[0]?.route;
  if (route && mayVisit(route.access, user)) preloadScreen(route.remote, route.screen);
}
