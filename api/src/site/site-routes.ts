import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps';
import { UNMATCHED_ROUTE } from '../metrics/portal-metrics';
import { countUnderRoute } from '../metrics/request-metrics';
import { cacheControlFor } from './cache-policy';
import { firstScreenTags } from './first-screen/first-screen-tags';
import type { LiveSite } from './live-site';
import { pageCacheControl } from './page-cache-control';
import { pagePolicy } from './page-policy';
import { withHead } from './page-head/head-tags';
import { pageHeads } from './page-head/page-heads';
import type { PageStore } from './page-store/page-store';
import type { RepeatableTaskHandlers } from '../tasks/task-worker';
import { asksForOverride, overrideOriginsBlock } from './remote-override';
import { canonicalPath, isReleaseRecord, isServerCode } from './site-paths';
import { serverRender } from './ssr/server-render';
import { withRenderedScreen } from './ssr/with-rendered-screen';
import { bucketOf } from './visitor-release/release-bucket';
import { remotesForBucket } from './visitor-release/canary-choice';

type SiteOptions = Pick<AppDeps, 'db' | 'jobReads' | 'site'> & {
  siteDir: string;
  /** The site folder's live files (live-site.ts), shared with the sitemap. */
  live: LiveSite;
  serverRenderBudgetMs: number;
  /** RENDER_AHEAD_PAGES: how many pages a release renders ahead of their first view. */
  renderAheadPages: number;
  jobCacheMs: number;
  pageStore: PageStore;
  /** REMOTE_OVERRIDE_ORIGINS: where a tab may load a remote from instead of its release (remote-override.ts). */
  overrideOrigins: readonly string[];
};
type SendPage = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * Serves the built site from one folder, as a CDN would: the shell at /, each remote under
 * /remotes/<name>/, and the shell's index.html for every other page path so deep links
 * and reloads land in the app, with the page's own title, description, canonical link and
 * structured data in its head, and a visitor's public page with its first screen already
 * rendered (see ssr/server-render.ts), which a CDN or nginx may keep (page-cache-control.ts).
 * API and docs paths never fall through to the page; the server builds in the site folder are
 * never served, nor anything at a path not written as the site writes it (site-paths.ts).
 * Pages are the site's declared route, never the not-found handler. Returns the tasks that
 * render pages for the shared store (none without server rendering: queued ones are dropped).
 */
export async function siteRoutes(
  app: FastifyInstance,
  { siteDir, live, db, jobReads, site, serverRenderBudgetMs, renderAheadPages, jobCacheMs, pageStore, overrideOrigins }: SiteOptions,
): Promise<{ pageTasks: RepeatableTaskHandlers }> {
  const root = path.resolve(siteDir);
  const absolute = (pagePath: string) => new URL(pagePath, site.publicUrl).href;
  const headOf = pageHeads({ db, jobReads }, absolute);
  const rendering =
    serverRenderBudgetMs > 0 ? serverRender(app, { siteDir: root, budgetMs: serverRenderBudgetMs, renderAheadPages, site: live, jobReads, db, store: pageStore, answerOf: headOf }) : null;
  const sendPage: SendPage = async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    // Read once for the page: its head, the files it names, its policy and its rendered screen all come from one
    // release, the remotes among it the canaries this browser's bucket falls in.
    const snapshot = await live.pageSnapshot(pathname, (released) =>
      Object.keys(released.canaries).length > 0 ? remotesForBucket(released, bucketOf(request, reply)) : released,
    );
    const chosenPerBrowser = snapshot.released !== null && Object.keys(snapshot.released.canaries).length > 0;
    countUnderRoute(request, snapshot.route?.path ?? UNMATCHED_ROUTE);
    // Who asks decides which screen's files the page names (see first-screen-tags.ts).
    await app.guards.optionalUser(request, reply);
    const role = request.viewer?.role ?? null;
    // A page asking for a remote from elsewhere is drawn by the browser with code the server does not have.
    const renders = rendering && !asksForOverride(request.url) ? rendering : null;
    // A visitor's page the store keeps comes with its head: the view reads nothing else.
    const kept = renders && role === null ? await renders.keptPage(request.url, snapshot) : null;
    const readAnswer = () => headOf(pathname, snapshot.routes);
    const { answer, screen } = kept
      ? { answer: kept.answer, screen: kept }
      : renders
        ? await renders.renderedPage(request.url, snapshot, role, readAnswer)
        : { answer: await readAnswer(), screen: null };
    const { status, head } = answer;
    const firstScreen = firstScreenTags(snapshot, role);
    const page = withHead(snapshot.indexHtml, head, absolute).replace('</head>', () => `${overrideOriginsBlock(overrideOrigins)}${firstScreen}</head>`);
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', pageCacheControl(request, { status, forVisitors: snapshot.forVisitors, keepSeconds: Math.floor(jobCacheMs / 1000), chosenPerBrowser }))
      .header('Content-Security-Policy', pagePolicy(snapshot.released, overrideOrigins))
      .send(screen ? withRenderedScreen(page, screen) : page);
  };
  // Files are sent by the site's one route below: the plugin only lends reply.sendFile its rules.
  await app.register(fastifyStatic, {
    root,
    serve: false,
    // The build emits .br and .gz beside each file; the browser gets the best it accepts.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (response, filePath) => {
      response.setHeader('Cache-Control', cacheControlFor(path.relative(root, filePath)));
    },
    // Server code released beside the browser's is for the render workers only; the release records are the platform's.
    allowedPath: (_file, _root, request) => {
      const pathname = canonicalPath(request.url);
      return pathname !== null && !isServerCode(pathname) && !isReleaseRecord(pathname);
    },
  });
  // The site: a page path (no file extension) gets its page, any other path the file there; what is neither
  // (the API's paths, a path not written as the site writes it, a missing file) gets the JSON 404.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    schema: { hide: true },
    handler: (request, reply) => {
      const pathname = canonicalPath(request.url);
      if (pathname === null || /^\/(api|healthz|readyz)(\/|$)/.test(pathname)) return reply.callNotFound();
      return path.extname(pathname) === '' ? sendPage(request, reply) : reply.sendFile(pathname);
    },
  });
  // Of the release records, the browser reads only the shell's live version (its telemetry names it).
  app.get('/releases/shell.json', async (_request, reply) => {
    const current = await live.shellVersion();
    if (!current) return reply.code(404).send({ success: false, message: 'The shell was never released here.' });
    return reply.header('Cache-Control', 'no-cache').send({ current });
  });
  app.get('/', sendPage);
  return { pageTasks: rendering ? { 'page.render': rendering.renderAgain, 'page.render-ahead': rendering.renderAheadStep } : {} };
}
