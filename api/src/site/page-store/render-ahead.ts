import type { FastifyBaseLogger } from 'fastify';
import type { PageRoute, RouteShows } from '@portal/site/site-pages';
import type { AheadCursor, PagesAhead } from './pages-ahead';
import type { StoredGeneration } from './rendered-pages';

/**
 * Pages one step of the walk renders at most: about half a second of rendering, so the tasks
 * queued meanwhile (a posted job's alerts, a write's pages) wait no longer than that.
 */
export const AHEAD_PER_STEP = 100;

/** One step of a release's walk over its pages: the `page.render-ahead` task's payload. */
export type AheadStep = { release: string; cursor: AheadCursor; done: number };

const KINDS: readonly string[] = ['listing', 'job', 'company'] satisfies RouteShows[];

/** The payload as queued, or null when it is not one (a task from an older server is dropped). */
function stepOf(payload: unknown): AheadStep | null {
  const { release, cursor, done } = (payload ?? {}) as Partial<Record<keyof AheadStep, unknown>>;
  const { kind, beforeId, skip } = (cursor ?? {}) as Partial<Record<keyof AheadCursor, unknown>>;
  if (typeof release !== 'string' || typeof done !== 'number' || typeof kind !== 'string' || !KINDS.includes(kind)) return null;
  if ((beforeId !== undefined && typeof beforeId !== 'number') || (skip !== undefined && typeof skip !== 'number')) return null;
  return { release, cursor: { kind: kind as RouteShows, ...(beforeId !== undefined && { beforeId }), ...(skip !== undefined && { skip }) }, done };
}

export type RenderAheadOptions = {
  pages: PagesAhead;
  /** The live route table. */
  routes: () => Promise<readonly PageRoute[]>;
  /** The generation every visitor without a canary is served now; null while the site has no server build. */
  liveGeneration: () => Promise<StoredGeneration | null>;
  /** Which of `urls` the store keeps, unexpired, for the generation `key`. */
  kept: (key: string, urls: readonly string[]) => Promise<Set<string>>;
  /** Renders and stores the live generation's page at `url`, unless it is stored already. */
  render: (url: string) => Promise<void>;
  log: FastifyBaseLogger;
  /** Queues the next step (the `page.render-ahead` task). */
  enqueue: (step: AheadStep) => Promise<void>;
  /** The most pages a walk renders: as many as the store keeps. */
  limit: number;
};

/**
 * Every page of a release rendered ahead of its first view, so that views are served from the
 * store: a walk over the site's pages (pages-ahead.ts) in steps queued one after another on
 * the task queue, each rendering the pages of its step the store does not keep yet. Any
 * instance that sees the release starts one; a second walk finds the pages kept and renders
 * nothing. A walk ends at its end, at `limit` pages, or when a newer release starts its own.
 */
export function renderAhead({ pages, routes, liveGeneration, kept, render, enqueue, limit, log }: RenderAheadOptions) {
  return {
    start: (release: string) => (limit > 0 ? enqueue({ release, cursor: { kind: 'listing' }, done: 0 }) : Promise.resolve()),

    async step(payload: unknown): Promise<void> {
      const step = stepOf(payload);
      const live = step && (await liveGeneration());
      if (!step || !live || live.release !== step.release) return;
      const { urls, cursor } = await pages.next(await routes(), step.cursor, Math.min(AHEAD_PER_STEP, limit - step.done));
      const done = step.done + urls.length;
      // Queued before this step renders: a page that fails, or a store that cannot answer, costs
      // those pages (rendered at their first view), never the rest of the walk.
      if (cursor && done < limit) await enqueue({ release: step.release, cursor, done });
      const stored = await kept(live.key, urls).catch(() => new Set<string>());
      let failed = 0;
      for (const url of urls) {
        if (stored.has(url)) continue;
        await render(url).catch((error: unknown) => {
          if (failed++ === 0) log.warn({ url, err: error }, 'a page was not rendered ahead: it is rendered at its first view');
        });
      }
    },
  };
}

export type RenderAhead = ReturnType<typeof renderAhead>;
