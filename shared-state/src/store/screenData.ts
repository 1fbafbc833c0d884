import type { AppDispatch } from './createPortalStore';

/** The page a screen is about to render: its route's parameters and its URL's query. */
export type ScreenPage = { params: Readonly<Record<string, string | undefined>>; searchParams: URLSearchParams };

/**
 * Asks for the data a screen's first render reads, before the screen renders; settles once
 * every answer is in, failures included. A remote's exposed screen module may export one as
 * `loadData`: a server render waits for it and renders the screen once, with the answers,
 * instead of rendering to find out what the screen asks for and rendering again. It asks with
 * the arguments the screen's hooks use: a query it misses, or asks for differently, is found
 * by rendering again (slower, still right).
 */
export type ScreenDataLoader = (page: ScreenPage, dispatch: AppDispatch) => Promise<void>;
