import { isScreenRoute } from '@portal/site/site-pages';
import type { ReactNode } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { guardFor, RecruiterOnly } from '../guards';
import { layoutRoutes } from '../providers/routeObjects';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { RemoteScreen } from '../remotes';
import { PAGE_ROUTES, type PageRoute } from '../screen-routes';
import { SHELL_PAGES } from './shellPages';

/** A route's page: its remote's screen, or the shell's own page (not found if the shell has none by that path). */
function PageOf({ route }: { route: PageRoute }) {
  if (!isScreenRoute(route)) {
    const ShellPage = SHELL_PAGES[route.path] ?? NotFoundPage;
    return <ShellPage />;
  }
  // Keyed so two routes never share one screen's state.
  return <RemoteScreen key={route.path} remote={route.remote} screen={route.screen} path={route.path} />;
}

/**
 * The route table as the router's routes, made once: the router ranks them once too, where a
 * <Routes> element ranked them again on every render (about 8% of a server render's CPU).
 * Each guard decides before its screen's remote is even requested.
 */
const PAGE_ROUTE_OBJECTS: RouteObject[] = [
  ...PAGE_ROUTES.map((route): RouteObject => {
    const Guard = guardFor(route.access);
    return {
      path: route.path,
      element: (
        <Guard>
          <PageOf route={route} />
        </Guard>
      ),
    };
  }),
  // Unknown /admin paths are not found for recruiters and, as every /admin route, send others to /.
  {
    path: '/admin/*',
    element: (
      <RecruiterOnly>
        <NotFoundPage />
      </RecruiterOnly>
    ),
  },
  { path: '*', element: <NotFoundPage /> },
];

/** Where the page of the route the router matched is drawn, inside the shell's layout. */
export const AppRoutes = () => <Outlet />;

/**
 * The page's routes: `layout` (App: the header, the footer) around every route of the table.
 * The server renders the same routes in a static data router, so the hydrated tree has the
 * server's shape and the ids React derives from that shape match.
 */
export const appRoutes = (layout: ReactNode): RouteObject[] => layoutRoutes(layout, PAGE_ROUTE_OBJECTS);
