export { screenRouteAt } from './screenRouteAt';
export { PAGE_ROUTES, SCREEN_ROUTES, type PageRoute, type ScreenRoute } from './screenRoutes';
