import type { PageRoute } from '@portal/site/site-pages';

/** What a stored page shows, which decides the writes that drop it (page-dependencies.ts). */
export type PageShows = { kind: 'job'; id: number } | { kind: 'company'; id: number } | { kind: 'listing' } | { kind: 'shell' };

/** A page the store keeps: the URL it is kept (and rendered) under, and what it shows. */
export type StorablePage = { url: string; shows: PageShows };

/**
 * The public pages whose screens read the database, by route: a job's page, a company's, and
 * the pages that list jobs found by a search (the home page's newest jobs and category counts,
 * /jobs' filters, /browse's query). Their screens read the route's id, or the query.
 */
const ROUTE_SHOWS: Record<string, 'job' | 'company' | 'listing'> = {
  '/description/:id': 'job',
  '/company/:id': 'company',
  '/': 'listing',
  '/jobs': 'listing',
  '/browse': 'listing',
};

const ID = /^[1-9]\d{0,14}$/;

/** Longer URLs are rendered on the spot: nobody links to them, and the task queue keys a render by its URL. */
const LONGEST_URL = 1000;

/** Query parameters that are secrets (page-cache-control.ts): never written into a shared store. */
const SECRET_PARAMETERS = ['token'];

/**
 * Where a visitor's page at `url` (path and query, as asked) is stored, or null when it is
 * rendered on the spot each time: a path no route shows (the not-found page, for any path at
 * all), a route of a screen this table does not know, a URL with a secret or too long. Equal
 * pages share one URL: a job's or a company's page, and a page of the shell alone (its
 * remote has no server build: the header and its links), does not read the query, so it is
 * stored by its path; a listing shows what its query asks for, so it is stored with the query,
 * its parameters sorted by name (each name's values keep their order, which the screens read).
 */
export function storablePage(route: PageRoute | undefined, url: string, screenRendered: boolean): StorablePage | null {
  if (!route || url.length > LONGEST_URL) return null;
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const search = queryAt === -1 ? '' : url.slice(queryAt + 1);
  if (!screenRendered) return { url: pathname, shows: { kind: 'shell' } };
  const shows = ROUTE_SHOWS[route.path];
  if (shows === 'job' || shows === 'company') {
    const id = pathname.split('/')[2] ?? '';
    return ID.test(id) ? { url: pathname, shows: { kind: shows, id: Number(id) } } : null;
  }
  if (shows !== 'listing') return null;
  const query = new URLSearchParams(search);
  if (SECRET_PARAMETERS.some((name) => query.has(name))) return null;
  query.sort();
  const sorted = query.toString();
  return { url: sorted ? `${pathname}?${sorted}` : pathname, shows: { kind: 'listing' } };
}
