import path from 'node:path';
import { isScreenRoute, mayVisit, REMOTE_MANIFESTS_ELEMENT_ID, REMOTES_CONFIG_ELEMENT_ID, type PageRoute } from '@portal/site/site-pages';
import { dataBlock } from '../json-in-script';
import { liveFile } from '../live-file';
import type { LiveRemotes, RemotesConfig } from '../live-remotes';
import { isObject, parsedJson } from '../site-json';
import { screenFiles } from './screen-files';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
// As the federation runtime loads a script (no crossorigin attribute), so the browser uses this download.
const preload = (url: string) => `<link rel="preload" as="script" href="${escapeAttribute(url)}">`;

/**
 * What a page's <head> carries so its first screen waits for no round trip but its own files:
 * the live remotes.json (the page's `remotes`) and the manifest of the remote that shows the
 * page (as JSON data the shell reads instead of fetching), and a preload of that screen's
 * scripts, which the browser then downloads beside the shell's own instead of after them. Only
 * for a viewer (`role`, null when not logged in) who will see that screen: a visitor sent away
 * from /admin gets nothing of the recruiter's. Read from the site folder as it is live, so a
 * release is in the next page. Remotes hosted elsewhere get the config only.
 */
export function firstScreenTags(siteDir: string): (found: PageRoute | undefined, role: 'student' | 'recruiter' | null, live: LiveRemotes | null) => Promise<string> {
  const root = path.resolve(siteDir);
  const manifests = new Map<string, () => Promise<unknown>>();

  /** The file of a manifest served from this site folder, by its URL path; null for one hosted elsewhere. */
  const fileOf = (url: string): string | null => {
    if (!url.startsWith('/') || url.startsWith('//')) return null;
    const file = path.resolve(root, `.${url.split(/[?#]/)[0]}`);
    return file.startsWith(`${root}${path.sep}`) ? file : null;
  };
  const manifestAt = (url: string): Promise<unknown> => {
    const file = fileOf(url);
    if (!file) return Promise.resolve(null);
    if (!manifests.has(file)) manifests.set(file, liveFile(file, parsedJson));
    return manifests.get(file)!();
  };
  /** Forgets the manifests of releases no longer live. */
  const keepOnly = (remotes: RemotesConfig) => {
    const live = new Set(Object.values(remotes).map(fileOf));
    for (const file of manifests.keys()) if (!live.has(file)) manifests.delete(file);
  };

  /** `found`: the page's route in the page's route table (none: not found). */
  return async (found, role, live) => {
    const remotes = live?.config;
    if (!remotes) return '';
    keepOnly(remotes);
    const tags = [dataBlock(REMOTES_CONFIG_ELEMENT_ID, remotes)];
    const route = found && isScreenRoute(found) && mayVisit(found.access, role) ? found : undefined;
    const manifestUrl = route && remotes[route.remote];
    const manifest = manifestUrl ? await manifestAt(manifestUrl) : null;
    if (route && manifestUrl && isObject(manifest)) {
      tags.push(dataBlock(REMOTE_MANIFESTS_ELEMENT_ID, { [manifestUrl]: manifest }));
      tags.push(...screenFiles(manifest, manifestUrl, route.screen).map(preload));
    }
    return tags.join('');
  };
}
