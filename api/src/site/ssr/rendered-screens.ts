import { ExpiringCache } from '../../cache/expiring-cache';
import { ReadThroughCache } from '../../cache/read-through-cache';
import type { RenderedScreen } from './with-rendered-screen';

/** A render's outcome: the screen (null: the page goes out unrendered) and whether every part of it was rendered. */
export type ScreenRender = { screen: RenderedScreen | null; complete: boolean };

/** How long a URL's first view is remembered: its second view within this keeps its render. */
const VIEWED_WITHIN_MS = 60_000;

/**
 * Visitors' rendered screens, kept a few seconds (JOB_CACHE_SECONDS) per site generation and URL:
 * every visitor's `/`, or the page of a job many open at once, is the same markup, and rendering
 * it costs several times the CPU of sending it. Concurrent requests for one URL share one
 * render. A screen is kept from its URL's second view within a minute (one-off views of
 * 100,000 job pages are not worth keeping) and only when rendered whole. Any job or company
 * write through this instance drops them all at once; another instance's shows within the time
 * to live, as in the job reads.
 */
export class RenderedScreens {
  private readonly screens: ReadThroughCache<string, ScreenRender>;
  private readonly viewed: ExpiringCache<string, true>;

  constructor({ ttlMs, maxEntries }: { ttlMs: number; maxEntries: number }) {
    this.screens = new ReadThroughCache({ ttlMs, maxEntries });
    this.viewed = new ExpiringCache({ ttlMs: VIEWED_WITHIN_MS, maxEntries: maxEntries * 20 });
  }

  async get(generationKey: string, url: string, render: () => Promise<ScreenRender>): Promise<RenderedScreen | null> {
    const key = `${generationKey} ${url}`;
    const viewedBefore = this.viewed.get(key) !== undefined;
    this.viewed.set(key, true);
    const { screen } = await this.screens.get(key, render, ({ complete }) => complete && viewedBefore);
    return screen;
  }

  clear(): void {
    this.screens.clear();
  }
}
