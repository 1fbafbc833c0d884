import type { PageAnswer } from '../page-head/page-heads';
import type { ScreenInPage } from '../ssr/with-rendered-screen';

/**
 * A rendered screen as it is stored, as it goes into the page: with the page's answer (its
 * status and head, read from the same data), so a view served from the store reads nothing else.
 */
export type StoredScreen = ScreenInPage & { answer?: PageAnswer };

/**
 * The most pages a store keeps: the pages a release renders ahead (RENDER_AHEAD_PAGES, every job
 * page of a site of 100,000 open jobs by default) with room beside them for the pages only
 * views render (a listing's searches, a canary's visitors' pages), so those do not push out
 * what was rendered ahead. About 5 KB each, packed: some 600 MB at most.
 */
export const STORED_PAGES = 120_000;

/** The pages a release renders ahead unless RENDER_AHEAD_PAGES says otherwise. */
export const RENDERED_AHEAD = 100_000;

/** A stored page: the site generation it was rendered with (ssr/site-generation.ts: its key) and its URL as the store writes it (stored-page-urls.ts). */
export type PageKey = { generation: string; url: string };

/** Times in milliseconds since the epoch. */
export type StoredPage = PageKey & {
  screen: StoredScreen;
  renderedAt: number;
  /** Served as it is until then; later, still served while it is rendered again in the background. */
  freshUntil: number;
  /** Never served after this: a render on the spot replaces it. */
  expiresAt: number;
};

/** A page to store, with what it shows ('job:12', 'company:3', 'listing': page-dependencies.ts). */
export type PageToStore = StoredPage & { dependencies: readonly string[] };

/** A page a drop deleted, so the most recently rendered ones can be rendered again. */
export type DroppedPage = PageKey & { renderedAt: number };

/**
 * Rendered pages every API instance shares: rows in the database (database-page-store.ts) or
 * keys in Redis (redis-page-store.ts). Any call may fail (the store is down); the caller then
 * renders on the spot (rendered-pages.ts).
 *
 * A render reads the data after `lastDrop()`, and `put` stores it only if no drop of what it
 * shows came later: a render that read a job before its edit never outlives the edit's drop.
 */
export interface PageStore {
  /** Where the log of drops is now: hand it to `put` for a render started after this. */
  lastDrop(): Promise<number>;
  get(key: PageKey): Promise<StoredPage | null>;
  /** Which of `urls` are kept, and not expired, for `generation`. */
  kept(generation: string, urls: readonly string[]): Promise<Set<string>>;
  /** Stores the page unless a drop of any of its dependencies came after `since`; true when stored. */
  put(page: PageToStore, since: number): Promise<boolean>;
  /** Deletes the pages, of every generation, that show any of `dependencies` (`all`: every page). */
  drop(dependencies: readonly string[] | 'all'): Promise<DroppedPage[]>;
  /** Deletes every page of another release than `release`: its generation is neither the release nor `<release>+<variant>` (a release switched it). Idempotent. */
  keepOnly(release: string): Promise<DroppedPage[]>;
  close(): Promise<void>;
}
