export { screenRouteAt } from './screenRouteAt';
export { SCREEN_ROUTES, type ScreenRoute } from './screenRoutes';
