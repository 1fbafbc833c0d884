import { mayVisit } from '../guards/mayVisit';
import { loadScreen } from '../remotes/useRemoteScreen';
import { screenRouteAt } from '../screen-routes';

/**
 * Loads the screen of `pathname` when a visitor sees it there, as the server rendered it: with
 * the screen already loaded, the first render draws it as the server did instead of its
 * loading state. Rejects when the screen cannot be loaded.
 */
export async function loadFirstScreen(pathname: string): Promise<void> {
  const route = screenRouteAt(pathname);
  if (route && mayVisit(route.access, null)) await loadScreen(route.remote, route.screen);
}
