import type { FastifyInstance } from 'fastify';
import { freshReads } from '../../cache/fresh-reads';
import { withSiteRelativeUrls } from '../../http/absolute-urls';
import { API_PREFIX } from '../../http/api-prefix';
import type { Send } from './render-pool';

/**
 * A screen's API call made on the server, answered in this process as the browser's would be
 * for a visitor (no cookie): through the same routes and checks, with file URLs relative to the
 * site the page is on. This is the render's one way back into the API (`app.inject`): the
 * answers a page carries are the ones the browser would have fetched. Read fresh, past this
 * instance's caches: the page is kept for every instance, which must not serve what this one
 * kept from before another's write. Only reads: a render must change nothing.
 */
export function sendAsVisitor(app: FastifyInstance): Send {
  return async ({ url }) => {
    if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return { status: 400, text: JSON.stringify({ message: 'Not an API path' }) };
    const response = await freshReads.run(() => withSiteRelativeUrls(() => app.inject({ method: 'GET', url: `${API_PREFIX}${url}`, headers: { accept: 'application/json' } })));
    return { status: response.statusCode, text: response.body };
  };
}
