import { createStaticHandler, createStaticRouter, type RouteObject, type StaticHandlerContext } from 'react-router-dom';

export type ServerRouting = { router: ReturnType<typeof createStaticRouter>; context: StaticHandlerContext };

/**
 * The static data router of `routes` (appRoutes), as the browser's router will hydrate it: made
 * once, ranking the routes once, then drawn at each request's `url` (a path and query).
 */
export function serverRouting(routes: RouteObject[]): (url: string) => Promise<ServerRouting> {
  const { dataRoutes, query } = createStaticHandler(routes);
  return async (url) => {
    const context = await query(new Request(new URL(url, 'http://server.invalid')));
    // Only a loader's redirect is answered with a Response, and no route has a loader.
    if (!('matches' in context)) throw new Error(`${url} was answered with a redirect`);
    return { router: createStaticRouter(dataRoutes, context), context };
  };
}
