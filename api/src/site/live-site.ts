import path from 'node:path';
import type { PageRoute } from '@portal/site/site-pages';
import { liveIndexHtml } from './live-index-html';
import { liveRemotes, type LiveRemotes } from './live-remotes';
import { liveScreenRoutes } from './live-screen-routes';

/**
 * The live site's files one page is made from, read together once for that page: the shell's
 * index.html, remotes.json (which names each remote's versioned manifest, so those follow from
 * it) and the route table. Every part of the page reads this one snapshot, so a release that
 * switches a file while the page is made shows in the next page, never in half of this one.
 */
export type SiteFiles = { indexHtml: string; remotes: LiveRemotes | null; routes: readonly PageRoute[] };

/** The site folder's live files: each re-read only when a release replaces it (live-file.ts). */
export function liveSite(siteDir: string) {
  const root = path.resolve(siteDir);
  const indexHtml = liveIndexHtml(root);
  const remotes = liveRemotes(root);
  const routes = liveScreenRoutes(root);
  return {
    remotes,
    routes,
    async files(): Promise<SiteFiles> {
      const [html, released, table] = await Promise.all([indexHtml(), remotes(), routes()]);
      return { indexHtml: html, remotes: released, routes: table };
    },
  };
}

export type LiveSite = ReturnType<typeof liveSite>;
