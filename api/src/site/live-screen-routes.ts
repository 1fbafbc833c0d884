import path from 'node:path';
import { SITE_NAME } from '@portal/site/page-titles';
import { OLDER_TABLES_SHOWED } from '@portal/site/older-route-tables';
import { isAccess, isRouteShows, SCREEN_ROUTES_FILE, type PageRoute } from '@portal/site/site-pages';
import { liveFile } from './live-file';
import { isObject, parsedJson } from './site-json';

/** An entry of the table as released, or null when it is not one (that page is then not found). */
function routeOf(entry: unknown): PageRoute | null {
  if (!isObject(entry) || typeof entry.path !== 'string' || !isAccess(entry.access)) return null;
  // A shell released before the table carried titles or the indexed flag may be rolled back to: its pages
  // keep the site's name, and those open to visitors are indexed.
  const indexed = typeof entry.indexed === 'boolean' ? entry.indexed : entry.access === 'anyone' || entry.access === 'notRecruiter';
  // Nor did it say what its pages show: its routes show what they showed then (OLDER_TABLES_SHOWED). A value this
  // server does not know shows nothing: that page is rendered on each view, never stored, and headed by its route.
  const older = entry.shows === undefined && Object.hasOwn(OLDER_TABLES_SHOWED, entry.path) ? OLDER_TABLES_SHOWED[entry.path] : undefined;
  const shows = isRouteShows(entry.shows) ? entry.shows : older?.shows;
  const description = typeof entry.description === 'string' ? entry.description : older?.description;
  const route = {
    path: entry.path,
    access: entry.access,
    title: typeof entry.title === 'string' ? entry.title : SITE_NAME,
    indexed,
    ...(shows !== undefined ? { shows } : {}),
    ...(description !== undefined ? { description } : {}),
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
