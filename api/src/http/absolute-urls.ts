import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The contract's fields whose values are URLs of this API (photos, logos, resumes). JSON
 * escapes every quote inside a string, so `"logo":"/` only ever matches a key and its value.
 */
const API_URL_FIELDS = /"(logo|profilePhoto|resume)":"\//g;

/** A Host header (or X-Forwarded-Host) that can safely stand in a URL: name or address, optional port. */
const SAFE_HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

function originOf(request: FastifyRequest): string | null {
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  return SAFE_HOST.test(request.host) ? `${protocol}://${request.host}` : null;
}

/** Set while the API answers itself for a page it renders (see withSiteRelativeUrls). */
const forThePage = new AsyncLocalStorage<true>();

/**
 * Runs `call`, a page's render asking this API in-process, with the file URLs in its answers
 * left as the contract writes them: relative to the site, which the page is on. Made absolute,
 * they would start with the in-process request's made-up origin (http://localhost:80), which
 * the page's CSP refuses, or with an origin a visitor's Host header chose, in a render shared
 * with every visitor. Not a request header: anyone could send that, and a shared cache keep the
 * answer it got for everyone.
 */
export const withSiteRelativeUrls = <T>(call: () => Promise<T>): Promise<T> => forThePage.run(true, call);

/**
 * Makes every file URL in an API answer absolute, so a client served from another origin
 * (CORS_ORIGINS) resolves it against the API, not against itself. The origin is PUBLIC_URL,
 * or else the one the request was sent to (X-Forwarded-Proto/Host behind TRUST_PROXY). It is
 * done as the answer leaves, on the serialized text, because answers for visitors are kept
 * serialized and shared by every origin they are served to.
 */
export const absoluteUrls = fp<{ publicUrl: string | undefined }>(async function absoluteUrlsPlugin(app: FastifyInstance, { publicUrl }) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || !String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    if (forThePage.getStore()) return payload;
    const origin = publicUrl ?? originOf(request);
    return origin ? payload.replace(API_URL_FIELDS, (_match, field: string) => `"${field}":"${origin}/`) : payload;
  });
});
