import { pageRouteAt } from '@portal/api/contract/site-pages';
import { SCREEN_ROUTES, type ScreenRoute } from './screenRoutes';

/** The screen route of `pathname`, without the router, which is not loaded yet when the page's first screen starts downloading. */
export const screenRouteAt = (pathname: string): ScreenRoute | undefined => pageRouteAt(SCREEN_ROUTES, pathname);
