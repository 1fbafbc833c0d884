import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** What an API answer (JSON, files) may do in a browser: nothing. */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Two years (hstspreload.org's advice), the site's subdomains included. */
const HSTS = 'max-age=63072000; includeSubDomains';

type Options = {
  /** The policy for the site's other HTML, when a site is served (it depends on where the remotes are). */
  pagePolicy?: () => Promise<string>;
};

/**
 * Headers every response carries: no MIME sniffing, no framing, no full referrer to other
 * origins, and a Content-Security-Policy (the site's for its HTML; none of anything for
 * the API). The docs page sets its own policy, and so does a page of the site (the one of the
 * release the page was made from, site-routes.ts), which is kept. Over HTTPS (TLS here, or
 * X-Forwarded-Proto from a trusted proxy), HSTS too: the browser then never tries plain HTTP first, where a network
 * in between could answer instead. Not over plain HTTP, where browsers ignore it (RFC 6797)
 * and a site reached without TLS (a local run) has no HTTPS to send them to.
 */
export const securityHeaders = fp<Options>(async function securityHeadersPlugin(app: FastifyInstance, { pagePolicy }) {
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    if (request.url.startsWith('/api/docs')) return;
    const isPage = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    if (isPage && reply.hasHeader('Content-Security-Policy')) return;
    reply.header('Content-Security-Policy', isPage && pagePolicy ? await pagePolicy() : API_POLICY);
  });
});
