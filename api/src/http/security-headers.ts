import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** What an API answer (JSON, files) may do in a browser: nothing. */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

type Options = {
  /** The policy for the site's pages, when a site is served (it depends on where the remotes are). */
  pagePolicy?: () => string;
};

/**
 * Headers every response carries: no MIME sniffing, no framing, no full referrer to other
 * origins, and a Content-Security-Policy (the site's for its pages; none of anything for
 * the API). The docs page sets its own policy.
 */
export const securityHeaders = fp<Options>(async function securityHeadersPlugin(app: FastifyInstance, { pagePolicy }) {
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (request.url.startsWith('/api/docs')) return;
    const isPage = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    reply.header('Content-Security-Policy', isPage && pagePolicy ? pagePolicy() : API_POLICY);
  });
});
