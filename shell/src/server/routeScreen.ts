import { mayVisit } from '../guards/mayVisit';
import { loadScreen } from '../remotes/useRemoteScreen';
import { screenRouteAt } from '../screen-routes';

/**
 * Loads the screen of `url`'s route before the page renders, so the route renders the screen
 * itself rather than its loading frame (a server render has no second chance). A page of the
 * shell's own (not found, say) needs nothing. Rejects when the screen cannot be rendered here.
 */
export async function loadRouteScreen(url: string, serverRemotes: ReadonlySet<string>): Promise<void> {
  const route = screenRouteAt(new URL(url, 'http://server.invalid').pathname);
  if (!route) return;
  // The server renders for visitors only; anyone else's guard sends them elsewhere first.
  if (!mayVisit(route.access, null)) throw new Error(`${route.path} is not for visitors`);
  if (!serverRemotes.has(route.remote)) throw new Error(`${route.remote} has no server build`);
  await loadScreen(route.remote, route.screen);
}
