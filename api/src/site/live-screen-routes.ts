import path from 'node:path';
import { isAccess, SCREEN_ROUTES_FILE, type PageRoute } from '../contract/site-pages';
import { liveFile } from './live-file';
import { isObject, parsedJson } from './site-json';

const isRoute = (route: unknown): route is PageRoute =>
  isObject(route) && typeof route.path === 'string' && typeof route.remote === 'string' && typeof route.screen === 'string' && isAccess(route.access);

function screenRoutes(text: string): PageRoute[] {
  const value = parsedJson(text);
  return Array.isArray(value) ? value.filter(isRoute) : [];
}

/** The live shell's route table (switched with its page by a release); empty while there is none. */
export function liveScreenRoutes(root: string): () => Promise<PageRoute[]> {
  const routes = liveFile(path.join(root, SCREEN_ROUTES_FILE), screenRoutes);
  return async () => (await routes()) ?? [];
}
