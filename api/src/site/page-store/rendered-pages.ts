import type { FastifyBaseLogger } from 'fastify';
import { freshReads } from '../../cache/fresh-reads';
import { SingleFlight } from '../../cache/single-flight';
import type { PublicWrite } from '../../features/jobs/job-reads';
import { variantOf } from '../ssr/site-generation';
import type { PageAnswer } from '../page-head/page-heads';
import { screenInPage, type RenderedScreen, type ScreenInPage } from '../ssr/with-rendered-screen';
import type { PageDependencies } from './page-dependencies';
import type { DroppedPage, PageStore, StoredPage, StoredScreen } from './page-store';
import { DamagedScreenError } from './screen-codec';
import type { StorablePage } from './stored-page-urls';

/**
 * A render's outcome: the screen (null: the page goes out unrendered), whether every part of it
 * was rendered, and the page's answer (status and head) read beside it, stored with it.
 */
export type ScreenRender = { screen: RenderedScreen | null; complete: boolean; answer?: PageAnswer };

/** A stored page a view is served whole: its screen and the answer it was rendered beside. */
export type KeptPage = StoredScreen & { answer: PageAnswer };

/** A stored page to render again: its URL and the canaries it was rendered with (its variant, '' for none). */
export type PageToRender = { url: string; variant: string };

/** The generation a page is stored under: its key, and the release it is a variant of. */
export type StoredGeneration = { key: string; release: string };

/** Renders the page at a URL with one site generation, as a visitor. */
export type PageRender = (url: string) => Promise<ScreenRender>;

/**
 * How long a stored listing is served as it is; later it is still served, once per view, while
 * it is rendered again in the background. Writes drop what they change at once, so this bounds
 * only what changes with time alone: a listing's jobs whose deadline passed, its jobs' ages. A
 * minute keeps those about as current as the pages a CDN keeps (JOB_CACHE_SECONDS and its
 * stale-while-revalidate), at one render per listing and minute at most.
 */
export const FRESH_FOR_MS = 60_000;

/**
 * A record's page (a job's, a company's) is fresh at most until the end of the UTC day it was
 * rendered (the responsiveness window counts UTC days), and no later than the moment what it
 * shows changes with time alone (`changesAt`: "actively reviewing" ends, a job card's age
 * changes); a page rendered ahead at a release is served as it is until then or until a write
 * drops it. Its deadline ends it altogether (`rightUntil`).
 */
export function freshUntilForRecord(renderedAt: number): number {
  const day = new Date(renderedAt);
  return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + 1);
}

/** A page not rendered again within this is not served at all: a page seen once in a long while is rendered on the spot. */
export const KEPT_FOR_MS = 24 * 60 * 60_000;

/**
 * An instance walks its release's pages again this long after its last walk: the pages that
 * expired meanwhile (KEPT_FOR_MS) are rendered ahead again, the rest are found kept.
 */
export const WALK_AGAIN_AFTER_MS = 12 * 60 * 60_000;

/**
 * Pages rendered again ahead of their next view after a write or a release, the most recently
 * rendered first; the rest are rendered at their next view. A job write drops every listing:
 * this bounds the background work one write makes (about 13 ms of CPU each).
 */
export const RENDERED_AGAIN_PER_DROP = 50;

/** A store that fails is warned about at most this often. */
const WARN_EVERY_MS = 30_000;

/** What a fresh reading notes the last drop under. */
const LAST_DROP = 'last drop';

export type RenderedPagesOptions = {
  store: PageStore;
  dependencies: PageDependencies;
  /** Queues a render of each page (the `page.render` task), unless one is already queued. */
  renderLater: (pages: PageToRender[]) => Promise<void>;
  /** Starts rendering every page of `release` ahead of its first view (render-ahead.ts). */
  renderAllAhead: (release: string) => Promise<void>;
  /** Queues renders of the pages a write makes that were never rendered (a new job's page). */
  renderAheadAfter: (write: PublicWrite) => Promise<void>;
  log: FastifyBaseLogger;
};

/**
 * Visitors' pages, rendered when what they show changes rather than when they are viewed, and
 * kept in a store every instance shares (page-store.ts). A release renders every page ahead of
 * its first view (render-ahead.ts), and a write through any instance drops the pages it changes
 * from the store at once and queues them to be rendered again, a new job's page among them. A
 * page nobody rendered yet (a listing's search, one the store had no room for) is rendered on
 * the spot and stored; a stale page is served while it is rendered again in the background.
 * Whenever the store fails, the page is rendered on the spot, as without a store. Only
 * visitors' pages are passed here (server-render.ts).
 */
export class RenderedPages {
  private readonly renders = new SingleFlight<string, ScreenInPage | null>();
  private release: string | undefined;
  private walkedAt = -Infinity;
  private lastWarning = -Infinity;

  constructor(private readonly options: RenderedPagesOptions) {}

  /**
   * The visitor's page as the store keeps it, with its answer, so the view reads nothing else;
   * null when the store has none to serve (then the page is read and rendered now). A stale
   * page is served once more while a render of it is queued.
   */
  async kept({ key: generation, release }: StoredGeneration, page: StorablePage): Promise<KeptPage | null> {
    this.noticeRelease(release);
    const stored = await this.attempt('read from', () => this.storedPage(generation, page.url));
    const now = Date.now();
    const { answer } = stored?.screen ?? {};
    // A page stored before heads were kept with it has none: it is rendered again, with one.
    if (!stored || now >= stored.expiresAt || answer?.status !== 200) return null;
    if (now >= stored.freshUntil) void this.attempt('queue a render for', () => this.options.renderLater([{ url: page.url, variant: variantOf(generation) }]));
    return { ...stored.screen, answer };
  }

  /**
   * Where the log of drops is, noted once per fresh reading (cache/fresh-reads.ts): a render in
   * the reading stores its page only if no drop of what it shows came after. Noted before the
   * page's head is read, the head and the screen stored with it are both read after it. Null
   * when the store cannot say (the page is then not stored).
   */
  lastDropOfReading(): Promise<number | null> {
    return freshReads.once(LAST_DROP, () => this.attempt('read from', () => this.options.store.lastDrop()));
  }

  /**
   * A visitor's page the store does not keep (`kept` answered null), rendered now and stored.
   * `rendered`: whether this request rendered it; one that joins another's render did not.
   */
  async renderNow(generation: StoredGeneration, page: StorablePage, render: PageRender): Promise<{ screen: ScreenInPage | null; rendered: boolean }> {
    this.noticeRelease(generation.release);
    let rendered = false;
    const screen = await this.renders.run(await this.renderKey(generation.key, page), () => {
      rendered = true;
      return this.renderAndStore(generation.key, page, render, false);
    });
    return { screen, rendered };
  }

  /**
   * The `page.render` task: the page rendered again and stored, unless it is fresh in the store
   * already (`ahead`: stored at all, as a page rendered ahead of its first view needs no second
   * render) or shows nothing any more. The store is asked within the render this instance
   * shares: a view's render of the page that ended a moment ago has stored it by then, and a
   * view arriving meanwhile joins and is served the stored page.
   */
  async renderAgain({ key: generation, release }: StoredGeneration, page: StorablePage, render: PageRender, { ahead = false } = {}): Promise<void> {
    this.noticeRelease(release);
    await this.renders.run(await this.renderKey(generation, page), async () => {
      // A view may join: a store that fails renders the page for it, as without a store.
      const stored = await this.attempt('read from', () => this.storedPage(generation, page.url));
      if (stored?.screen.answer?.status === 200 && Date.now() < (ahead ? stored.expiresAt : stored.freshUntil)) return stored.screen;
      return this.renderAndStore(generation, page, render, true);
    });
  }

  /**
   * The page the store keeps at `url`; null, and said with the page's URL, when its bytes are
   * damaged: the store itself works, and the render that follows stores the page in their place.
   */
  private async storedPage(generation: string, url: string): Promise<StoredPage | null> {
    try {
      return await this.options.store.get({ generation, url });
    } catch (error) {
      if (!(error instanceof DamagedScreenError)) throw error;
      this.options.log.warn({ url, generation, err: error }, 'a stored page was damaged: it is rendered again and stored in its place');
      return null;
    }
  }

  /**
   * What a render of the page is shared under: its generation, its URL and the drop log's
   * position its reading noted. A render under way on this instance that noted an earlier
   * position may have read what a write through another instance changed since (that write's
   * drop deleted nothing of it yet: it was not stored); a view that knows of the drop renders
   * afresh instead of joining it.
   */
  private async renderKey(generation: string, page: StorablePage): Promise<string> {
    return `${generation} ${page.url} ${await this.lastDropOfReading()}`;
  }

  /** A write through this instance: the pages it changes leave the store, for every instance, and are queued to be rendered again. Never rejects. */
  async written(write: PublicWrite): Promise<void> {
    // A render under way read the data before the write: later requests do not join it.
    this.renders.forgetAll();
    await this.attempt('drop pages from', async () => {
      const changed = await this.options.dependencies.changedBy(write);
      const dropped = await this.options.store.drop(changed);
      // A drop of every page (rare: an account with companies went) walks the release's pages again.
      if (changed === 'all' && this.release !== undefined) await this.options.renderAllAhead(this.release);
      else await this.renderLater(dropped);
      await this.options.renderAheadAfter(write);
    });
  }

  /**
   * Any instance that sees a new release deletes the old ones' pages (idempotent), queues the
   * most recent of them (a listing's searches among them) and starts rendering every page of
   * the release ahead of its first view; and walks them again every WALK_AGAIN_AFTER_MS.
   */
  private noticeRelease(release: string): void {
    const now = Date.now();
    const switched = this.release !== release;
    if (!switched && now - this.walkedAt < WALK_AGAIN_AFTER_MS) return;
    this.release = release;
    this.walkedAt = now;
    void this.attempt('start rendering ahead the pages of', async () => {
      if (switched) await this.renderLater(await this.options.store.keepOnly(release));
      await this.options.renderAllAhead(release);
    });
  }

  private async renderLater(dropped: DroppedPage[]): Promise<void> {
    const newestFirst = [...dropped].sort((a, b) => b.renderedAt - a.renderedAt);
    const pages = new Map(newestFirst.map((page) => [`${page.generation} ${page.url}`, { url: page.url, variant: variantOf(page.generation) }]));
    const queued = [...pages.values()].slice(0, RENDERED_AGAIN_PER_DROP);
    if (queued.length > 0) await this.options.renderLater(queued);
  }

  /**
   * Renders the page and stores it if it came out whole and still shows something. What it shows
   * and the last drop are read first: a write committed after that drops it, or keeps it out.
   * `onlyIfShown`: a page with nothing to show (a job gone since) is not even rendered.
   */
  private async renderAndStore(generation: string, page: StorablePage, render: PageRender, onlyIfShown: boolean): Promise<ScreenInPage | null> {
    const { store, dependencies } = this.options;
    const since = await this.lastDropOfReading();
    const renderedAt = Date.now();
    const facts = since === null ? null : await this.attempt('read what a page shows for', () => dependencies.ofPage(page.shows, renderedAt));
    // Nothing to show (a job gone since); unless the store cannot say, when a view joining this render is still served it.
    if (onlyIfShown && since !== null && !facts) return null;
    const { screen: rendered, complete, answer } = await render(page.url);
    const screen = rendered && screenInPage(rendered);
    if (screen && complete && since !== null && facts) {
      const expiresAt = Math.min(renderedAt + KEPT_FOR_MS, facts.rightUntil ?? Infinity);
      const freshFor = page.shows.kind === 'listing' ? renderedAt + FRESH_FOR_MS : freshUntilForRecord(renderedAt);
      // What the page shows changes with time alone then ("actively reviewing" ends, a job's age): stale from that moment.
      const freshUntil = Math.min(freshFor, facts.changesAt ?? Infinity, expiresAt);
      const stored = answer ? { ...screen, answer } : screen;
      await this.attempt('write to', () => store.put({ generation, url: page.url, screen: stored, renderedAt, freshUntil, expiresAt, dependencies: facts.dependencies }, since));
    }
    return screen;
  }

  /** Runs a call on the store; on failure, logs (at most every WARN_EVERY_MS) and answers null: the page is rendered on the spot. */
  private async attempt<T>(what: string, call: () => Promise<T>): Promise<T | null> {
    try {
      return await call();
    } catch (error) {
      const now = Date.now();
      if (now - this.lastWarning >= WARN_EVERY_MS) {
        this.lastWarning = now;
        this.options.log.warn({ err: error }, `could not ${what} the rendered page store: pages are rendered on the spot meanwhile`);
      }
      return null;
    }
  }
}
