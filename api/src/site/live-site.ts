import path from 'node:path';
import { SSR_ENTRY_FILE } from '@portal/site/server-render';
import { mayVisit, pageRouteAt, type PageRoute } from '@portal/site/site-pages';
import { liveFile } from './live-file';
import { liveIndexHtml } from './live-index-html';
import { liveRemotes, type LiveRemotes } from './live-remotes';
import { liveScreenRoutes } from './live-screen-routes';
import { liveShellVersion } from './release-state/shell-release';
import { isObject, parsedJson } from './site-json';

/**
 * What of the live release a page is made with, read together once for that page.
 * `released`: remotes.json as released (every visitor's remotes and the canaries running; null
 * while there is none). `remotes`: the ones this page uses, the canaries chosen for it in place
 * of their live releases (null without remotes.json, or when the variant asked for no longer
 * runs). `ssrEntry`: ssr-entry.json as read, naming the shell's server build (null while there is
 * none). `manifests`: the mf-manifest.json of each of `remotes` served from this site folder, by
 * its URL (absent: hosted elsewhere, missing, not a JSON object, or outside the folder).
 */
export type ReleaseSnapshot = {
  released: LiveRemotes | null;
  remotes: LiveRemotes | null;
  ssrEntry: string | null;
  manifests: ReadonlyMap<string, unknown>;
};

/** A page's route in the snapshot's table (none: not found), and whether it is the same page for every visitor (a route visitors may see). */
export type PageAt = { route: PageRoute | undefined; forVisitors: boolean };

/**
 * Everything of the live site one page is made from: the shell's index.html, the route table
 * and the page's route in it, and its release. Every part of the page reads this one snapshot
 * (head, first-screen tags, policy, cache header, render), so a release that switches a file
 * while the page is made shows in the next page, never in half of this one.
 */
export type PageSnapshot = ReleaseSnapshot & PageAt & { indexHtml: string; routes: readonly PageRoute[] };

/** Which remotes a page uses of those released: the live ones, or a variant with canaries; null when the page is not to be made. */
export type ChooseRemotes = (released: LiveRemotes) => LiveRemotes | null;

const everyVisitorsRemotes: ChooseRemotes = (released) => released;

function pageAt(routes: readonly PageRoute[], pathname: string): PageAt {
  const route = pageRouteAt(routes, pathname);
  return { route, forVisitors: route !== undefined && mayVisit(route.access, null) };
}

/** The file of a manifest served from the site folder `root`, by its URL path; null for one hosted elsewhere or outside the folder. */
export function manifestFileOf(root: string, url: string): string | null {
  if (!url.startsWith('/') || url.startsWith('//')) return null;
  const file = path.resolve(root, `.${url.split(/[?#]/)[0]}`);
  return file.startsWith(`${root}${path.sep}`) ? file : null;
}

/** The manifests a release names (its live remotes' and its canaries'). */
const manifestUrlsOf = (released: LiveRemotes | null): string[] =>
  released ? [...Object.values(released.config ?? {}), ...Object.values(released.canaries).map((canary) => canary.manifest)] : [];

/**
 * The site folder's live files, each re-read only when a release replaces it (live-file.ts).
 * `pageSnapshot` is where a page's files come from; `routes` is the route table alone (the
 * sitemap's, robots.txt's and the telemetry's), `remotes` remotes.json alone (the policy of the
 * site's other HTML, the released versions telemetry counts), `release` the release alone (the
 * render workers started ahead), `shellVersion` the shell's live version from its release
 * history (/releases/shell.json, the telemetry).
 */
export function liveSite(siteDir: string) {
  const root = path.resolve(siteDir);
  const indexHtml = liveIndexHtml(root);
  const remotes = liveRemotes(root);
  const routes = liveScreenRoutes(root);
  const ssrEntry = liveFile(path.join(root, SSR_ENTRY_FILE), (text) => text);
  const manifestFiles = new Map<string, () => Promise<unknown>>();

  const manifestAt = (url: string): Promise<unknown> => {
    const file = manifestFileOf(root, url);
    if (!file) return Promise.resolve(null);
    if (!manifestFiles.has(file)) manifestFiles.set(file, liveFile(file, parsedJson));
    return manifestFiles.get(file)!();
  };
  /** Forgets the manifests of releases no longer live or running as canaries. */
  const keepManifestsOf = (released: LiveRemotes | null) => {
    const named = new Set(manifestUrlsOf(released).map((url) => manifestFileOf(root, url)));
    for (const file of manifestFiles.keys()) if (!named.has(file)) manifestFiles.delete(file);
  };
  const manifestsOf = async (used: LiveRemotes | null): Promise<Map<string, unknown>> => {
    const urls = [...new Set(Object.values(used?.config ?? {}))];
    const read = await Promise.all(urls.map(async (url) => [url, await manifestAt(url)] as const));
    return new Map(read.filter(([, manifest]) => isObject(manifest)));
  };
  /** The release once remotes.json and ssr-entry.json were read: the chosen remotes' manifests are read from what remotes.json named. */
  const releaseOf = async (released: LiveRemotes | null, entry: string | null, choose: ChooseRemotes): Promise<ReleaseSnapshot> => {
    keepManifestsOf(released);
    const used = released && choose(released);
    return { released, remotes: used, ssrEntry: entry, manifests: await manifestsOf(used) };
  };

  return {
    routes,
    remotes,
    shellVersion: liveShellVersion(root),
    async release(choose: ChooseRemotes = everyVisitorsRemotes): Promise<ReleaseSnapshot> {
      const [released, entry] = await Promise.all([remotes(), ssrEntry()]);
      return releaseOf(released, entry, choose);
    },
    /** The snapshot one page at `pathname` is made from, with the remotes `choose` gives it (this browser's canaries, a stored page's variant). */
    async pageSnapshot(pathname: string, choose: ChooseRemotes = everyVisitorsRemotes): Promise<PageSnapshot> {
      const [html, released, table, entry] = await Promise.all([indexHtml(), remotes(), routes(), ssrEntry()]);
      return { indexHtml: html, routes: table, ...pageAt(table, pathname), ...(await releaseOf(released, entry, choose)) };
    },
  };
}

export type LiveSite = ReturnType<typeof liveSite>;
