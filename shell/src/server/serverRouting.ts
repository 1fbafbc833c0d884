import type { ReactNode } from 'react';
import { createStaticHandler, createStaticRouter, type StaticHandlerContext } from 'react-router-dom';
import { appRoutes } from '../providers/appRoutes';

export type ServerRouting = { router: ReturnType<typeof createStaticRouter>; context: StaticHandlerContext };

/** The static data router that draws `app` at `url` (a path and query), as the browser's router will when it hydrates the page. */
export async function serverRouting(app: ReactNode, url: string): Promise<ServerRouting> {
  const { dataRoutes, query } = createStaticHandler(appRoutes(app));
  const context = await query(new Request(new URL(url, 'http://server.invalid')));
  // Only a loader's redirect is answered with a Response, and the one route has no loader.
  if (!('matches' in context)) throw new Error(`${url} was answered with a redirect`);
  return { router: createStaticRouter(dataRoutes, context), context };
}
