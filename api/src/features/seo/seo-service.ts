import { pagePaths } from '@portal/site/page-paths';
import type { PageRoute } from '@portal/site/site-pages';
import type { AppDeps } from '../../deps';
import { todayIso } from '../../db/time';
import { sitemapPages, type PageRow } from './sitemap-pages';
import { sitemapIndex, urlSet, type SitemapEntry } from './sitemap-xml';

/** The sitemap protocol's limit of addresses in one sitemap file. */
const SITEMAP_LIMIT = 50_000;

export type SitemapKind = 'jobs' | 'companies' | 'pages';

export type SeoServiceOptions = Pick<AppDeps, 'db' | 'site'> & {
  /** The live route table: which pages are indexed (none while no site is served). */
  routes: () => Promise<readonly PageRoute[]>;
  sitemapLimit?: number;
};

const parameterFree = (route: PageRoute) => !route.path.includes(':');

/**
 * What robots.txt keeps crawlers out of: the API, and every page the route table does not index,
 * up to its first parameter; a path inside another one listed is left out.
 */
export function disallowedPaths(routes: readonly PageRoute[]): string[] {
  const prefixes = [...new Set(routes.filter((route) => !route.indexed).map((route) => route.path.split('/:')[0]!))].sort();
  const covered = (path: string) => prefixes.some((other) => other !== path && path.startsWith(`${other}/`));
  return ['/api/', ...prefixes.filter((path) => !covered(path))];
}

/**
 * What search engines read at the site's root: robots.txt names the sitemap, and the sitemap
 * lists every open job page and company page. A site with more pages than one sitemap may hold
 * gets a sitemap index over sitemaps of one id range each, so no file grows past the limit
 * however the ids are spread.
 */
export function seoService({ db, site, routes, sitemapLimit = SITEMAP_LIMIT }: SeoServiceOptions) {
  const pages = sitemapPages(db);
  const address = (path: string) => new URL(path, site.publicUrl).href;
  const page =
    (pathOf: (id: number) => string) =>
    ({ id, updatedAt }: PageRow): SitemapEntry => ({ loc: address(pathOf(id)), lastmod: updatedAt });
  const rowsOf = (kind: Exclude<SitemapKind, 'pages'>, today: string, fromId: number, toId: number) =>
    kind === 'jobs' ? pages.openJobs(today, fromId, toId).then((rows) => rows.map(page(pagePaths.job))) : pages.companies(fromId, toId).then((rows) => rows.map(page(pagePaths.company)));
  /** The indexed pages without parameters (the home page, the job list): a handful, never split. */
  const fixedPages = async (): Promise<SitemapEntry[]> =>
    (await routes()).filter((route) => route.indexed && parameterFree(route)).map((route) => ({ loc: address(route.path) }));

  return {
    async robotsTxt(): Promise<string> {
      const disallowed = disallowedPaths(await routes()).map((path) => `Disallow: ${path}\n`);
      return `User-agent: *\nAllow: /\n${disallowed.join('')}\nSitemap: ${address('/sitemap.xml')}\n`;
    },

    /** Every indexed page (see fixedPages) and every job and company page in one sitemap while they fit in one, else an index of the numbered sitemaps. */
    async sitemap(): Promise<string> {
      const today = todayIso();
      const [counts, fixed] = await Promise.all([pages.counts(today), fixedPages()]);
      if (fixed.length + counts.jobs.count + counts.companies.count <= sitemapLimit) {
        const everything = Number.MAX_SAFE_INTEGER;
        const [jobs, companies] = await Promise.all([rowsOf('jobs', today, 0, everything), rowsOf('companies', today, 0, everything)]);
        return urlSet([...fixed, ...jobs, ...companies]);
      }
      const now = new Date().toISOString();
      const part = (name: string) => ({ loc: address(`/sitemaps/${name}.xml`), lastmod: now });
      const parts = (['jobs', 'companies'] as const).flatMap((kind) =>
        Array.from({ length: Math.ceil((counts[kind].highestId + 1) / sitemapLimit) }, (_, index) => part(`${kind}-${index + 1}`)),
      );
      return sitemapIndex([...(fixed.length > 0 ? [part('pages-1')] : []), ...parts]);
    },

    /** The numbered sitemap (from 1) of one kind of page: the pages whose ids are in its range, or (pages-1, the only one) the indexed pages without parameters. */
    async sitemapPart(kind: SitemapKind, number: number): Promise<string | null> {
      if (kind === 'pages') return number === 1 ? urlSet(await fixedPages()) : null;
      const from = (number - 1) * sitemapLimit;
      return urlSet(await rowsOf(kind, todayIso(), from, from + sitemapLimit));
    },
  };
}
