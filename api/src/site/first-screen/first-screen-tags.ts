import { isScreenRoute, mayVisit, REMOTE_MANIFESTS_ELEMENT_ID, REMOTES_CONFIG_ELEMENT_ID } from '@portal/site/site-pages';
import { dataBlock } from '../json-in-script';
import type { PageSnapshot } from '../live-site';
import { screenFiles } from './screen-files';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
// As the federation runtime loads a script (no crossorigin attribute), so the browser uses this download.
const preload = (url: string) => `<link rel="preload" as="script" href="${escapeAttribute(url)}">`;

/**
 * What a page's <head> carries so its first screen waits for no round trip but its own files:
 * the page's remotes.json (its snapshot's `remotes`) and the manifest of the remote that shows
 * the page (as JSON data the shell reads instead of fetching), and a preload of that screen's
 * scripts, which the browser then downloads beside the shell's own instead of after them. Only
 * for a viewer (`role`, null when not logged in) who will see that screen: a visitor sent away
 * from /admin gets nothing of the recruiter's. Remotes hosted elsewhere get the config only.
 */
export function firstScreenTags({ remotes, manifests, route, forVisitors }: PageSnapshot, role: 'student' | 'recruiter' | null): string {
  const config = remotes?.config;
  if (!config) return '';
  const tags = [dataBlock(REMOTES_CONFIG_ELEMENT_ID, config)];
  const sees = route !== undefined && (role === null ? forVisitors : mayVisit(route.access, role));
  const screen = sees && isScreenRoute(route) ? route : undefined;
  const manifestUrl = screen && config[screen.remote];
  const manifest = manifestUrl && manifests.get(manifestUrl);
  if (screen && manifestUrl && manifest) {
    tags.push(dataBlock(REMOTE_MANIFESTS_ELEMENT_ID, { [manifestUrl]: manifest }));
    tags.push(...screenFiles(manifest, manifestUrl, screen.screen).map(preload));
  }
  return tags.join('');
}
