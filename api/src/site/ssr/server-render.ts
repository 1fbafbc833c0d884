import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { freshReads } from '../../cache/fresh-reads';
import type { JobReads } from '../../features/jobs/job-reads';
import { isScreenRoute, type PageRoute } from '@portal/site/site-pages';
import { enqueuePageRenders, enqueueRenderAheadStep } from '../../tasks/task-queue';
import type { LiveRemotes } from '../live-remotes';
import type { LiveSite, PageSnapshot } from '../live-site';
import { pageDependencies } from '../page-store/page-dependencies';
import type { PageStore } from '../page-store/page-store';
import { pagesAhead } from '../page-store/pages-ahead';
import { renderAhead } from '../page-store/render-ahead';
import type { PageAnswer } from '../page-head/page-heads';
import { RenderedPages, type KeptPage, type PageRender } from '../page-store/rendered-pages';
import { storablePage } from '../page-store/stored-page-urls';
import { inRenderSpan } from '../../tracing/render-span';
import { remotesOfVariant } from '../visitor-release/canary-choice';
import { RenderPool } from './render-pool';
import { startWorkersOnRelease } from './release-workers';
import { sendAsVisitor } from './send-as-visitor';
import { siteGeneration, type SiteGeneration } from './site-generation';
import { screenInPage, type ScreenInPage } from './with-rendered-screen';

export type ServerRenderOptions = {
  siteDir: string;
  budgetMs: number;
  /** The most pages a release renders ahead of their first view (render-ahead.ts). */
  renderAheadPages: number;
  /** The live site's files: a page hands over its snapshot; a page rendered again in the background reads its own. */
  site: LiveSite;
  /** The public job reads, whose writes change rendered pages. */
  jobReads: JobReads;
  db: Kysely<Database>;
  /** Where rendered pages are kept for every instance. */
  store: PageStore;
  /** The page's status and head (page-head/page-heads.ts), stored with its screen. */
  answerOf: (pathname: string, routes: PageSnapshot['routes']) => Promise<PageAnswer>;
};

/** Whether `site` renders a page of `route` whole: the shell's own pages (no route: not found) always, a remote's screen with its release's server build. */
const rendersScreen = (site: SiteGeneration, route: PageRoute | undefined): boolean =>
  !route || !isScreenRoute(route) || Boolean(site.serverEntries[route.remote]);

/**
 * The pages the server renders: a visitor's (a logged-in user's page is theirs alone, and
 * rendered by their browser) at a route they may see, or at no route (the shell's not-found
 * page). At a route whose remote's live release has no server build (login, say), only the
 * shell is drawn, for readers without JavaScript (the header and its links, instead of a bare
 * page): that markup carries no answers, so the browser renders the page whole, as before. A
 * page whose screen says its job or company is missing, and any page whose render fails or
 * overruns the budget, go out unrendered: the browser renders them. Every such fallback is
 * logged with its phase. Rendered pages are kept in the shared store (page-store/), which
 * serves later views; each page this serves is counted and timed by outcome (rendered here,
 * cached in the store, fallback: portal_page_renders_total); one whose screen failed to load
 * or render counts as a `render` error of that screen's remote and version (the telemetry's).
 * `renderAgain` is the `page.render` task: a stored page rendered again in the background;
 * `renderAheadStep` the `page.render-ahead` task: a step of a release's walk over its pages.
 */
export function serverRender(app: FastifyInstance, { siteDir, budgetMs, renderAheadPages, site: liveFiles, jobReads, db, store, answerOf }: ServerRenderOptions) {
  const generation = siteGeneration(siteDir);
  const pool = new RenderPool({ budgetMs });
  const send = sendAsVisitor(app);
  const everyPage = pagesAhead(db);
  const ahead = renderAhead({
    pages: everyPage,
    routes: liveFiles.routes,
    liveGeneration: async () => generation(await liveFiles.release((released) => remotesOfVariant(released, ''))),
    kept: (key, urls) => store.kept(key, urls),
    render: (url) => renderPageAgain(url, '', { ahead: true }),
    enqueue: (step) => enqueueRenderAheadStep(db, step),
    limit: renderAheadPages,
    log: app.log,
  });
  const pages = new RenderedPages({
    store,
    dependencies: pageDependencies(db),
    renderLater: (urls) => enqueuePageRenders(db, urls),
    renderAllAhead: ahead.start,
    renderAheadAfter: async (write) => {
      if (write.kind !== 'job') return;
      const made = await everyPage.ofJob(await liveFiles.routes(), write.jobId);
      await enqueuePageRenders(db, made.map((url) => ({ url, variant: '' })));
    },
    log: app.log,
  });
  jobReads.onWrite((write) => pages.written(write));
  startWorkersOnRelease(app, { siteDir, site: liveFiles, generation, pool });

  /**
   * Renders a URL of the page's route (none: the not-found page) with `site`, and reads the
   * page's answer beside it (fresh, as the screen's are), to be stored with it; failures are
   * logged and counted, and give no screen.
   */
  const renderWith =
    (site: SiteGeneration, { route, routes }: Pick<PageSnapshot, 'route' | 'routes'>, live: LiveRemotes | null, screenRendered: boolean): PageRender =>
    async (url) => {
      // The screen's API calls arrive as the worker's messages: bound here, they are part of this
      // render's reading. The pool may start a worker, which is no page's: it starts outside it.
      const outcome = await inRenderSpan(route?.path ?? 'not-found', freshReads.bind(send), (traced) => freshReads.outside(() => pool.render(site, url, traced)));
      // The screen's own code failed (not the worker, not the clock): an error of its release.
      if (outcome.ok ? outcome.errors.length > 0 : outcome.phase === 'load' || outcome.phase === 'render') {
        void app.telemetry.countRenderFailure(screenRendered && route && isScreenRoute(route) ? route.remote : 'shell', route?.path, live);
      }
      if (!outcome.ok) {
        app.log.warn({ url, phase: outcome.phase, err: outcome.error }, 'page sent unrendered: the browser renders it');
        return { screen: null, complete: false };
      }
      if (outcome.errors.length > 0) app.log.warn({ url, errors: outcome.errors }, 'parts of the page sent unrendered: the browser renders them');
      const answer = await freshReads.run(() => answerOf(url.split('?')[0]!, routes));
      return { screen: { html: outcome.html, styles: outcome.styles, state: screenRendered ? outcome.state : null }, complete: outcome.errors.length === 0, answer };
    };

  /**
   * A visitor's page the store keeps, with the status and head it was rendered beside, so the
   * view reads nothing else (counted as served from the store); null when it is to be read and
   * rendered now.
   */
  async function keptPage(url: string, page: PageSnapshot): Promise<KeptPage | null> {
    const { route } = page;
    const site = generation(page);
    if (!site || !route || !page.forVisitors) return null;
    const stored = storablePage(route, url, rendersScreen(site, route));
    if (!stored) return null;
    const started = performance.now();
    const kept = await pages.kept(site, stored);
    if (kept) app.metrics.countPageRender('cached', performance.now() - started);
    return kept;
  }

  /**
   * A page keptPage found nothing for: its answer (status and head, `readAnswer`'s) and, for a
   * visitor, its screen rendered now. A rendered page shows what the database holds now, on
   * every instance alike, and so does its head: one fresh reading reads both, noting the last
   * drop before anything else when the page is to be stored, so the head, the render and what
   * the page shows read its job once, all after that note.
   */
  async function renderedPage(
    url: string,
    page: PageSnapshot,
    role: 'student' | 'recruiter' | null,
    readAnswer: () => Promise<PageAnswer>,
  ): Promise<{ answer: PageAnswer; screen: ScreenInPage | null }> {
    return freshReads.run(async () => {
      const { route } = page;
      const site = generation(page);
      if (role === null && site && route && page.forVisitors && storablePage(route, url, rendersScreen(site, route))) await pages.lastDropOfReading();
      const answer = await readAnswer();
      return { answer, screen: await renderedScreen(url, page, role, answer.status === 200) };
    });
  }

  /** `page`: the snapshot the page is made from; `found`: the page's head found what its path names (a job page's job, say). */
  async function renderedScreen(url: string, page: PageSnapshot, role: 'student' | 'recruiter' | null, found: boolean): Promise<ScreenInPage | null> {
    if (role !== null) return null;
    const { route, remotes: live } = page;
    const site = generation(page);
    // Without a route, the page is the shell's not-found page (unless its head found the path).
    const visitorsPage = route ? found && page.forVisitors : !found;
    if (!site || !visitorsPage) return null;
    const screenRendered = rendersScreen(site, route);
    const started = performance.now();
    const render = renderWith(site, page, live, screenRendered);
    const stored = storablePage(route, url, screenRendered);
    // A storable page is rendered and stored, any other rendered alone.
    const served = stored ? await pages.renderNow(site, stored, render) : await renderedAlone(render, url);
    app.metrics.countPageRender(served.screen === null ? 'fallback' : served.rendered ? 'rendered' : 'cached', performance.now() - started);
    return served.screen;
  }

  /** A page no store keeps (the not-found page, a long URL): rendered for this view alone. */
  async function renderedAlone(render: PageRender, url: string): Promise<{ screen: ScreenInPage | null; rendered: true }> {
    const { screen } = await render(url);
    return { screen: screen && screenInPage(screen), rendered: true };
  }

  /** The `page.render` task's payload: `{ url, variant? }`, a URL as the store keeps it and the canaries it was rendered with. */
  async function renderAgain(payload: unknown): Promise<void> {
    const { url, variant = '' } = (payload ?? {}) as { url?: unknown; variant?: unknown };
    if (typeof url === 'string' && typeof variant === 'string') await renderPageAgain(url, variant);
  }

  /** The page at `url` (as the store keeps it) of the canaries `variant` rendered again for the store; `ahead`: only if it is not stored. */
  async function renderPageAgain(url: string, variant: string, { ahead = false } = {}): Promise<void> {
    const page = await liveFiles.pageSnapshot(url.split('?')[0]!, (released) => remotesOfVariant(released, variant));
    // A page of a canary that ended is shown to no one any more.
    const { route, remotes: live } = page;
    const site = live && generation(page);
    if (!site || !route || !page.forVisitors) return;
    const screenRendered = rendersScreen(site, route);
    const stored = storablePage(route, url, screenRendered);
    if (stored) await freshReads.run(() => pages.renderAgain(site, stored, renderWith(site, page, live, screenRendered), { ahead }));
  }

  return { keptPage, renderedPage, renderAgain, renderAheadStep: ahead.step };
}
