import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { JobReads } from '../../features/jobs/job-reads';
import { SSR_ENTRY_FILE } from '../../contract/server-render';
import { mayVisit, pageRouteAt } from '../../contract/site-pages';
import { withSiteRelativeUrls } from '../../http/absolute-urls';
import { API_PREFIX } from '../../http/api-prefix';
import type { LiveRemotes } from '../live-remotes';
import { liveScreenRoutes } from '../live-screen-routes';
import { RenderPool, type Send } from './render-pool';
import { RenderedScreens, type ScreenRender } from './rendered-screens';
import { liveGeneration } from './site-generation';
import type { RenderedScreen } from './with-rendered-screen';

export type ServerRenderOptions = {
  siteDir: string;
  budgetMs: number;
  /** The live remotes.json, as the page reads it. */
  remotes: () => Promise<LiveRemotes | null>;
  /** The public job reads, whose writes make rendered screens stale. */
  jobReads: JobReads;
  /** How long a rendered screen is kept (JOB_CACHE_SECONDS); 0 keeps none. */
  keepForMs: number;
};

/** Rendered screens kept at most: about 60 KB each. */
const KEPT_SCREENS = 200;

/** The files whose release makes a new generation. */
const GENERATION_FILES = new Set(['remotes.json', SSR_ENTRY_FILE]);

/**
 * Calls `released` when a release switches a generation's file in `siteDir`, so the new
 * generation's worker starts before the first page needs it (starting takes longer than the
 * budget: that page would go out unrendered). Without file events (a system out of watches)
 * the first page starts it, as it would anyway.
 */
function watchReleases(siteDir: string, released: () => void, app: FastifyInstance): fs.FSWatcher | undefined {
  try {
    const watcher = fs.watch(siteDir, (_event, file) => {
      if (file && GENERATION_FILES.has(file)) released();
    });
    watcher.on('error', (error) => app.log.warn({ err: error }, 'releases are no longer watched: a release starts its render worker at its first page'));
    return watcher.unref();
  } catch (error) {
    app.log.warn({ err: error }, 'releases are not watched: a release starts its render worker at its first page');
    return undefined;
  }
}

/**
 * A screen's API call made on the server, answered in this process as the browser's would be
 * for a visitor (no cookie): through the same routes, checks and caches, with file URLs
 * relative to the site the page is on. Only reads: a render must change nothing.
 */
function sendAsVisitor(app: FastifyInstance): Send {
  return async ({ url }) => {
    if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return { status: 400, body: { message: 'Not an API path' } };
    const response = await withSiteRelativeUrls(() => app.inject({ method: 'GET', url: `${API_PREFIX}${url}`, headers: { accept: 'application/json' } }));
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
export function serverRender(app: FastifyInstance, { siteDir, budgetMs, remotes, jobReads, keepForMs }: ServerRenderOptions) {
  const generation = liveGeneration(siteDir);
  const routes = liveScreenRoutes(siteDir);
  const pool = new RenderPool({ budgetMs });
  const send = sendAsVisitor(app);
  const kept = new RenderedScreens({ ttlMs: keepForMs, maxEntries: KEPT_SCREENS });
  jobReads.onWrite(() => kept.clear());
  const warm = async () => {
    const site = await generation(await remotes());
    if (site) pool.warm(site);
  };
  let watcher: fs.FSWatcher | undefined;

  app.addHook('onReady', async () => {
    await warm();
    watcher = watchReleases(siteDir, () => void warm().catch((error: unknown) => app.log.warn({ err: error }, 'render worker not started ahead')), app);
  });
  app.addHook('onClose', async () => {
    watcher?.close();
    await pool.close();
  });

  return async function renderedScreen(url: string, role: 'student' | 'recruiter' | null, live: LiveRemotes | null): Promise<RenderedScreen | null> {
    if (role !== null) return null;
    const route = pageRouteAt(await routes(), url.split('?')[0]!);
    const site = await generation(live);
    if (!route || !mayVisit(route.access, null) || !site?.serverEntries[route.remote]) return null;
    return kept.get(site.key, url, async (): Promise<ScreenRender> => {
      const outcome = await pool.render(site, url, send);
      if (!outcome.ok) {
        app.log.warn({ url, phase: outcome.phase, err: outcome.error }, 'page sent unrendered: the browser renders it');
        return { screen: null, complete: false };
      }
      if (outcome.errors.length > 0) app.log.warn({ url, errors: outcome.errors }, 'parts of the page sent unrendered: the browser renders them');
      return { screen: { html: outcome.html, styles: outcome.styles, state: outcome.state }, complete: outcome.errors.length === 0 };
    });
  };
}
