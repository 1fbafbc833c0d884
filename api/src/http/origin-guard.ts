import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from './http-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route changes state even when called with GET (kept for older clients): guarded like a POST. */
    changesState?: boolean;
  }
}

/** Sec-Fetch-Site values of a request another site started (a link or a redirect). */
const FROM_ANOTHER_SITE = new Set(['cross-site', 'same-site']);

/**
 * A state-changing request sent by a browser from a foreign page is refused: the Origin
 * must be the API's own or one listed in CORS_ORIGINS. A browser leaves Origin out of a
 * GET navigation (a link to the GET apply route on another site), but says where it came
 * from in Sec-Fetch-Site; such a request is refused too. Requests with neither (curl,
 * server-to-server) carry no ambient browser credentials of another site and pass.
 */
export const originGuard = fp<{ allowedOrigins: string[] }>(async function originGuardPlugin(app: FastifyInstance, { allowedOrigins }) {
  const allowed = new Set(allowedOrigins);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) && !request.routeOptions.config?.changesState) return;
    const origin = request.headers.origin;
    if (!origin) {
      if (FROM_ANOTHER_SITE.has(String(request.headers['sec-fetch-site']))) throw forbidden('Requests from this origin are not allowed.');
      return;
    }
    const own = `${request.protocol}://${request.host}`;
    if (origin !== own && !allowed.has(origin)) {
      throw forbidden('Requests from this origin are not allowed.');
    }
  });
});
