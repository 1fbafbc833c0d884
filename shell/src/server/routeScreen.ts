import { matchPath } from 'react-router-dom';
import type { ScreenPage } from '@portal/shared-state';
import { mayVisit } from '../guards/mayVisit';
import type { ScreenModule } from '../remotes';
import { loadScreen } from '../remotes/useRemoteScreen';
import { screenRouteAt } from '../screen-routes';

export type RouteScreen = { module: ScreenModule; page: ScreenPage };

/**
 * Loads the screen of `url`'s route before the page renders, so the route renders the screen
 * itself rather than its loading frame (a server render has no second chance), and answers it
 * with the page it is for. A page of the shell's own (not found, say) has none, nor has a
 * screen whose remote has no server build: the page is drawn with its loading frame (for
 * readers without JavaScript, who get the header at least; the API sends it without answers,
 * so the browser renders it). Rejects when the screen cannot be rendered here.
 */
export async function loadRouteScreen(url: string, serverRemotes: ReadonlySet<string>): Promise<RouteScreen | undefined> {
  const { pathname, searchParams } = new URL(url, 'http://server.invalid');
  const route = screenRouteAt(pathname);
  if (!route) return undefined;
  // The server renders for visitors only; anyone else's guard sends them elsewhere first.
  if (!mayVisit(route.access, null)) throw new Error(`${route.path} is not for visitors`);
  if (!serverRemotes.has(route.remote)) return undefined;
  const module = await loadScreen(route.remote, route.screen);
  return { module, page: { params: matchPath(route.path, pathname)?.params ?? {}, searchParams } };
}
