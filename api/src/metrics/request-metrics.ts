import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UNMATCHED_ROUTE, type PortalMetrics } from './portal-metrics';

const pageRoutes = new WeakMap<FastifyRequest, string>();

/**
 * Counts a request under `route`, a pattern from the site's route table: pages are answered
 * by the site's one route (`/*`), whose pattern says nothing of the page.
 */
export function countUnderRoute(request: FastifyRequest, route: string): void {
  pageRoutes.set(request, route);
}

/** The route pattern a request is counted (and its span named) under: UNMATCHED_ROUTE when no route took it. */
export const routeOf = (request: FastifyRequest): string => pageRoutes.get(request) ?? request.routeOptions.url ?? UNMATCHED_ROUTE;

/**
 * Times every answer by method, route pattern and status code, the 503s sent while closing
 * included. A path no route matches counts as UNMATCHED_ROUTE, whatever it is, so a scan of
 * random URLs adds no series.
 */
export function measureRequests(app: FastifyInstance, metrics: PortalMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(request.method, routeOf(request), reply.statusCode, reply.elapsedTime);
  });
}
