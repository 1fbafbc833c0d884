import type { AppDeps } from '../../deps';
import { todayIso } from '../../db/time';
import { sitemapPages, type PageRow } from './sitemap-pages';
import { sitemapIndex, urlSet, type SitemapEntry } from './sitemap-xml';

/** The sitemap protocol's limit of addresses in one sitemap file. */
const SITEMAP_LIMIT = 50_000;

export type SitemapKind = 'jobs' | 'companies';

export type SeoServiceOptions = Pick<AppDeps, 'db' | 'site'> & { sitemapLimit?: number };

/**
 * What search engines read at the site's root: robots.txt names the sitemap, and the sitemap
 * lists every open job page and company page. A site with more pages than one sitemap may hold
 * gets a sitemap index over sitemaps of one id range each, so no file grows past the limit
 * however the ids are spread.
 */
export function seoService({ db, site, sitemapLimit = SITEMAP_LIMIT }: SeoServiceOptions) {
  const pages = sitemapPages(db);
  const address = (path: string) => new URL(path, site.publicUrl).href;
  const page =
    (kind: 'description' | 'company') =>
    ({ id, updatedAt }: PageRow): SitemapEntry => ({ loc: address(`/${kind}/${id}`), lastmod: updatedAt });
  const rowsOf = (kind: SitemapKind, today: string, fromId: number, toId: number) =>
    kind === 'jobs' ? pages.openJobs(today, fromId, toId).then((rows) => rows.map(page('description'))) : pages.companies(fromId, toId).then((rows) => rows.map(page('company')));

  return {
    robotsTxt: () => `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin\nDisallow: /profile\n\nSitemap: ${address('/sitemap.xml')}\n`,

    /** Every page in one sitemap while they fit in one, else an index of the numbered sitemaps. */
    async sitemap(): Promise<string> {
      const today = todayIso();
      const counts = await pages.counts(today);
      if (counts.jobs.count + counts.companies.count <= sitemapLimit) {
        const everything = Number.MAX_SAFE_INTEGER;
        const [jobs, companies] = await Promise.all([rowsOf('jobs', today, 0, everything), rowsOf('companies', today, 0, everything)]);
        return urlSet([...jobs, ...companies]);
      }
      const now = new Date().toISOString();
      const parts = (['jobs', 'companies'] as const).flatMap((kind) =>
        Array.from({ length: Math.ceil((counts[kind].highestId + 1) / sitemapLimit) }, (_, index) => ({
          loc: address(`/sitemaps/${kind}-${index + 1}.xml`),
          lastmod: now,
        })),
      );
      return sitemapIndex(parts);
    },

    /** The numbered sitemap (from 1) of one kind of page: the pages whose ids are in its range. */
    async sitemapPart(kind: SitemapKind, number: number): Promise<string> {
      const from = (number - 1) * sitemapLimit;
      return urlSet(await rowsOf(kind, todayIso(), from, from + sitemapLimit));
    },
  };
}
