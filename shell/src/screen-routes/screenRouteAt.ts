import { isScreenRoute, pageRouteAt } from '@portal/site/site-pages';
import { PAGE_ROUTES, type ScreenRoute } from './screenRoutes';

/**
 * The screen route of `pathname`, without the router, which is not loaded yet when the page's
 * first screen starts downloading; none at a page of the shell's own.
 */
export function screenRouteAt(pathname: string): ScreenRoute | undefined {
  const route = pageRouteAt(PAGE_ROUTES, pathname);
  return route && isScreenRoute(route) ? route : undefined;
}
