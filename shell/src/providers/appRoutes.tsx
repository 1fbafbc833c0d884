import type { ReactNode } from 'react';
import { useRouteError, type RouteObject } from 'react-router-dom';

// An error the app's own boundaries let through goes on up, as it did before the data router:
// its default error page (a stack trace for developers) is not for the portal's visitors.
const PassErrorOn = () => {
  throw useRouteError();
};

/**
 * The router's one route: every path draws `app`, whose own <Routes> pick the screen. A data
 * router around it, rather than <BrowserRouter>, is what lets a form ask before its user leaves
 * it (useBlocker). The server renders the same route in a static data router, so the hydrated
 * tree has the server's shape and the ids React derives from that shape match.
 */
export const appRoutes = (app: ReactNode): RouteObject[] => [{ path: '*', element: app, errorElement: <PassErrorOn /> }];
