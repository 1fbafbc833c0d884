import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../../deps';
import { todayIso } from '../../db/time';
import { notFound } from '../../http/http-error';
import { sitemapPages, type PageRow } from './sitemap-pages';
import { sitemapIndex, urlSet, type SitemapEntry } from './sitemap-xml';

/** The sitemap protocol's limit of addresses in one sitemap file. */
export const SITEMAP_LIMIT = 50_000;

// Crawlers fetch these rarely and a new job may wait an hour to be listed.
const CACHE_CONTROL = 'public, max-age=3600';
const SITEMAP_PART = /^(jobs|companies)-([1-9]\d{0,5})\.xml$/;

type SeoOptions = Pick<AppDeps, 'db' | 'site'> & { sitemapLimit?: number };

/**
 * What search engines read at the site's root: robots.txt names the sitemap, and the sitemap
 * lists every open job page and company page. A site with more pages than one sitemap may hold
 * gets a sitemap index over sitemaps of one id range each, so no file grows past the limit
 * however the ids are spread.
 */
export async function seoRoutes(app: FastifyInstance, { db, site, sitemapLimit = SITEMAP_LIMIT }: SeoOptions) {
  const pages = sitemapPages(db);
  const address = (path: string) => new URL(path, site.publicUrl).href;
  const page =
    (kind: 'description' | 'company') =>
    ({ id, updatedAt }: PageRow): SitemapEntry => ({ loc: address(`/${kind}/${id}`), lastmod: updatedAt });
  const rowsOf = (kind: 'jobs' | 'companies', today: string, fromId: number, toId: number) =>
    kind === 'jobs' ? pages.openJobs(today, fromId, toId).then((rows) => rows.map(page('description'))) : pages.companies(fromId, toId).then((rows) => rows.map(page('company')));
  const sendXml = (reply: FastifyReply, xml: string) => reply.type('application/xml; charset=utf-8').header('Cache-Control', CACHE_CONTROL).send(xml);

  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', CACHE_CONTROL)
      .send(`User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin\nDisallow: /profile\n\nSitemap: ${address('/sitemap.xml')}\n`),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const today = todayIso();
    const counts = await pages.counts(today);
    if (counts.jobs.count + counts.companies.count <= sitemapLimit) {
      const everything = Number.MAX_SAFE_INTEGER;
      const [jobs, companies] = await Promise.all([rowsOf('jobs', today, 0, everything), rowsOf('companies', today, 0, everything)]);
      return sendXml(reply, urlSet([...jobs, ...companies]));
    }
    const now = new Date().toISOString();
    const parts = (['jobs', 'companies'] as const).flatMap((kind) =>
      Array.from({ length: Math.ceil((counts[kind].highestId + 1) / sitemapLimit) }, (_, index) => ({
        loc: address(`/sitemaps/${kind}-${index + 1}.xml`),
        lastmod: now,
      })),
    );
    return sendXml(reply, sitemapIndex(parts));
  });

  app.get<{ Params: { part: string } }>('/sitemaps/:part', { schema: { hide: true } }, async (request, reply) => {
    const match = SITEMAP_PART.exec(request.params.part);
    if (!match) throw notFound('No such sitemap.');
    const from = (Number(match[2]) - 1) * sitemapLimit;
    return sendXml(reply, urlSet(await rowsOf(match[1] as 'jobs' | 'companies', todayIso(), from, from + sitemapLimit)));
  });
}
