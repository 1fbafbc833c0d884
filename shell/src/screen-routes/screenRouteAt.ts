import { SCREEN_ROUTES, type ScreenRoute } from './screenRoutes';

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * The screen route of `pathname`, ranked as <Routes> ranks them for this table: a static
 * segment wins over a parameter (/admin/companies/create is not /admin/companies/:id). Without
 * the router, which is not loaded yet when the page's first screen starts downloading.
 */
export function screenRouteAt(pathname: string): ScreenRoute | undefined {
  const wanted = segmentsOf(pathname);
  let best: { route: ScreenRoute; staticSegments: number } | undefined;
  for (const route of SCREEN_ROUTES) {
    const segments = segmentsOf(route.path);
    if (segments.length !== wanted.length) continue;
    if (!segments.every((segment, i) => segment.startsWith(':') || segment === wanted[i])) continue;
    const staticSegments = segments.filter((segment) => !segment.startsWith(':')).length;
    if (!best || staticSegments > best.staticSegments) best = { route, staticSegments };
  }
  return best?.route;
}
