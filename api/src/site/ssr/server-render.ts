import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { JobReads } from '../../features/jobs/job-reads';
import { SSR_ENTRY_FILE } from '../../contract/server-render';
import { mayVisit, pageRouteAt } from '../../contract/site-pages';
import { withSiteRelativeUrls } from '../../http/absolute-urls';
import { API_PREFIX } from '../../http/api-prefix';
import type { LiveRemotes } from '../live-remotes';
import { liveScreenRoutes } from '../live-screen-routes';
import { inRenderSpan } from '../../tracing/render-span';
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
 * rendered by their browser) at a route they may see, or at no route (the shell's not-found
 * page). At a route whose remote's live release has no server build (login, say), only the
 * shell is drawn, for readers without JavaScript (the header and its links, instead of a bare
 * page): that markup carries no answers, so the browser renders the page whole, as before. A
 * page whose screen says its job or company is missing, and any page whose render fails or
 * overruns the budget, go out unrendered: the browser renders them. Every such fallback is
 * logged with its phase. Each page this renders is counted and timed by outcome (rendered,
 * cached, fallback: portal_page_renders_total); one whose screen failed to load or render
 * counts as a `render` error of that screen's remote and version (the telemetry's).
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

  /** `found`: the page's head found what its path names (a job page's job, say). */
  return async function renderedScreen(url: string, role: 'student' | 'recruiter' | null, live: LiveRemotes | null, found: boolean): Promise<RenderedScreen | null> {
    if (role !== null) return null;
    const route = pageRouteAt(await routes(), url.split('?')[0]!);
    const site = await generation(live);
    // Without a route, a page not found is the shell's not-found page; a found one is a page of
    // the shell's own (notifications), for logged-in users only.
    const forVisitors = route ? found && mayVisit(route.access, null) : !found;
    if (!site || !forVisitors) return null;
    const screenRendered = !route || Boolean(site.serverEntries[route.remote]);
    const started = performance.now();
    let renderedHere = false;
    const screen = await kept.get(site.key, url, async (): Promise<ScreenRender> => {
      renderedHere = true;
      const outcome = await inRenderSpan(route?.path ?? 'not-found', send, (traced) => pool.render(site, url, traced));
      // The screen's own code failed (not the worker, not the clock): an error of its release.
      if (outcome.ok ? outcome.errors.length > 0 : outcome.phase === 'load' || outcome.phase === 'render') {
        void app.telemetry.countRenderFailure(screenRendered && route ? route.remote : 'shell', route?.path, live);
      }
      if (!outcome.ok) {
        app.log.warn({ url, phase: outcome.phase, err: outcome.error }, 'page sent unrendered: the browser renders it');
        return { screen: null, complete: false };
      }
      if (outcome.errors.length > 0) app.log.warn({ url, errors: outcome.errors }, 'parts of the page sent unrendered: the browser renders them');
      return { screen: { html: outcome.html, styles: outcome.styles, state: screenRendered ? outcome.state : null }, complete: outcome.errors.length === 0 };
    });
    app.metrics.countPageRender(screen === null ? 'fallback' : renderedHere ? 'rendered' : 'cached', performance.now() - started);
    return screen;
  };
}
