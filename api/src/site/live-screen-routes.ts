import path from 'node:path';
import { SITE_NAME } from '@portal/site/page-titles';
import { isAccess, isRouteShows, SCREEN_ROUTES_FILE, type PageRoute } from '@portal/site/site-pages';
import { liveFile } from './live-file';
import { isObject, parsedJson } from './site-json';

/** An entry of the table as released, or null when it is not one (that page is then not found). */
function routeOf(entry: unknown): PageRoute | null {
  if (!isObject(entry) || typeof entry.path !== 'string' || !isAccess(entry.access)) return null;
  // A shell released before the table carried titles or the indexed flag may be rolled back to: its pages
  // keep the site's name, and those open to visitors are indexed.
  const indexed = typeof entry.indexed === 'boolean' ? entry.indexed : entry.access === 'anyone' || entry.access === 'notRecruiter';
  // Nor did it say what its pages show: after a rollback to it no page shows the database, so its job, company and
  // listing pages are rendered on each view and never stored, and are headed by their route's title and the site's
  // description (a missing job's or company's page too, answered 200). A value this server does not know reads the same.
  const route = {
    path: entry.path,
    access: entry.access,
    title: typeof entry.title === 'string' ? entry.title : SITE_NAME,
    indexed,
    ...(isRouteShows(entry.shows) ? { shows: entry.shows } : {}),
    ...(typeof entry.description === 'string' ? { description: entry.description } : {}),
  };
  if (entry.owner === 'shell') return { ...route, owner: 'shell' };
  if (entry.owner !== undefined || typeof entry.remote !== 'string' || typeof entry.screen !== 'string') return null;
  return { ...route, remote: entry.remote, screen: entry.screen };
}

function screenRoutes(text: string): PageRoute[] {
  const value = parsedJson(text);
  return Array.isArray(value) ? value.map(routeOf).filter((route) => route !== null) : [];
}

/** The live shell's route table (switched with its page by a release); empty while there is none. */
export function liveScreenRoutes(root: string): () => Promise<PageRoute[]> {
  const routes = liveFile(path.join(root, SCREEN_ROUTES_FILE), screenRoutes);
  return async () => (await routes()) ?? [];
}
