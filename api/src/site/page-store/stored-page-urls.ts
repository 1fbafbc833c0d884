import { routeParams, type PageRoute, type RouteShows } from '@portal/site/site-pages';

/** What a stored page shows, which decides the writes that drop it (page-dependencies.ts). */
export type PageShows = { kind: Exclude<RouteShows, 'listing'>; id: number } | { kind: 'listing' } | { kind: 'shell' };

/** A page the store keeps: the URL it is kept (and rendered) under, and what it shows. */
export type StorablePage = { url: string; shows: PageShows };

const ID = /^[1-9]\d{0,14}$/;

/** Longer URLs are rendered on the spot: nobody links to them, and the task queue keys a render by its URL. */
const LONGEST_URL = 1000;

/** Query parameters that are secrets (page-cache-control.ts): never written into a shared store. */
const SECRET_PARAMETERS = ['token'];

/**
 * Where a visitor's page at `url` (path and query, as asked) is stored, or null when it is
 * rendered on the spot each time: a path no route shows (the not-found page, for any path at
 * all), a route whose table does not say what it shows (`route.shows`), a URL with a secret or
 * too long. Equal pages share one URL: a record's page (its screen reads the route's `:id`),
 * and a page of the shell alone (its remote has no server build: the header and its links),
 * does not read the query, so it is stored by its path; a listing shows what its query asks
 * for, so it is stored with the query, its parameters sorted by name (each name's values keep
 * their order, which the screens read).
 */
export function storablePage(route: PageRoute | undefined, url: string, screenRendered: boolean): StorablePage | null {
  if (!route || url.length > LONGEST_URL) return null;
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const search = queryAt === -1 ? '' : url.slice(queryAt + 1);
  if (!screenRendered) return { url: pathname, shows: { kind: 'shell' } };
  const { shows } = route;
  if (shows === 'job' || shows === 'company') {
    const { id = '' } = routeParams(route, pathname);
    return ID.test(id) ? { url: pathname, shows: { kind: shows, id: Number(id) } } : null;
  }
  if (shows !== 'listing') return null;
  const query = new URLSearchParams(search);
  if (SECRET_PARAMETERS.some((name) => query.has(name))) return null;
  query.sort();
  const sorted = query.toString();
  return { url: sorted ? `${pathname}?${sorted}` : pathname, shows: { kind: 'listing' } };
}
