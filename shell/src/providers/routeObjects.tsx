import type { ReactNode } from 'react';
import { useRouteError, type RouteObject } from 'react-router-dom';

// An error the app's own boundaries let through goes on up, as it did before the data router:
// its default error page (a stack trace for developers) is not for the portal's visitors.
const PassErrorOn = () => {
  throw useRouteError();
};

/**
 * `layout` around every one of `pages`, which it draws at an <Outlet />: the router's routes.
 * A data router, rather than <BrowserRouter>, is what lets a form ask before its user leaves it
 * (useBlocker).
 */
export const layoutRoutes = (layout: ReactNode, pages: RouteObject[]): RouteObject[] => [{ element: layout, errorElement: <PassErrorOn />, children: pages }];

/** One route drawing `app` at every path: for a tree that picks its screens with its own <Routes> (a remote's standalone page, tests). */
export const everyPathRoutes = (app: ReactNode): RouteObject[] => [{ path: '*', element: app, errorElement: <PassErrorOn /> }];
