import type { FastifyInstance } from 'fastify';
import { mayVisit, pageRouteAt } from '../../contract/site-pages';
import { API_PREFIX } from '../../http/api-prefix';
import { liveScreenRoutes } from '../live-screen-routes';
import { RenderPool, type Send } from './render-pool';
import { liveGeneration } from './site-generation';
import type { RenderedScreen } from './with-rendered-screen';

export type ServerRenderOptions = { siteDir: string; budgetMs: number };

/**
 * A screen's API call made on the server, answered in this process as the browser's would be
 * for a visitor (no cookie): through the same routes, checks and caches. Only reads: a render
 * must change nothing.
 */
function sendAsVisitor(app: FastifyInstance): Send {
  return async ({ url }) => {
    if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return { status: 400, body: { message: 'Not an API path' } };
    const response = await app.inject({ method: 'GET', url: `${API_PREFIX}${url}`, headers: { accept: 'application/json' } });
    let body: unknown = response.body;
    try {
      body = response.json();
    } catch {
      // Not JSON (an empty 204, say): the screen gets the text as the browser's client would.
    }
    return { status: response.statusCode, body };
  };
}

/**
 * The pages the server renders: a visitor's (a logged-in user's page is theirs alone, and
 * rendered by their browser), at a route whose remote's live release has a server build. The
 * rest, and any page whose render fails or overruns the budget, go out as before: the browser
 * renders them. Every such fallback is logged with its phase.
 */
export function serverRender(app: FastifyInstance, { siteDir, budgetMs }: ServerRenderOptions) {
  const generation = liveGeneration(siteDir);
  const routes = liveScreenRoutes(siteDir);
  const pool = new RenderPool({ budgetMs });
  const send = sendAsVisitor(app);

  app.addHook('onReady', async () => {
    const site = await generation();
    if (site) pool.warm(site);
  });
  app.addHook('onClose', () => pool.close());

  return async function renderedScreen(url: string, role: 'student' | 'recruiter' | null): Promise<RenderedScreen | null> {
    if (role !== null) return null;
    const route = pageRouteAt(await routes(), url.split('?')[0]!);
    const site = await generation();
    if (!route || !mayVisit(route.access, null) || !site?.serverEntries[route.remote]) return null;
    const outcome = await pool.render(site, url, send);
    if (!outcome.ok) {
      app.log.warn({ url, phase: outcome.phase, err: outcome.error }, 'page sent unrendered: the browser renders it');
      return null;
    }
    if (outcome.errors.length > 0) app.log.warn({ url, errors: outcome.errors }, 'parts of the page sent unrendered: the browser renders them');
    return { html: outcome.html, styles: outcome.styles, state: outcome.state };
  };
}
