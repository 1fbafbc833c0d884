import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from '../../http/http-error';
import { seoService, type SeoServiceOptions, type SitemapKind } from './seo-service';

// Crawlers fetch these rarely and a new job may wait an hour to be listed.
const CACHE_CONTROL = 'public, max-age=3600';
const SITEMAP_PART = /^(jobs|companies|pages)-([1-9]\d{0,5})\.xml$/;

/** robots.txt and the sitemaps, at the site's root (see seo-service). */
export async function seoRoutes(app: FastifyInstance, options: SeoServiceOptions) {
  const seo = seoService(options);
  const sendXml = (reply: FastifyReply, xml: string) => reply.type('application/xml; charset=utf-8').header('Cache-Control', CACHE_CONTROL).send(xml);

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', CACHE_CONTROL).send(await seo.robotsTxt()),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => sendXml(reply, await seo.sitemap()));

  app.get<{ Params: { part: string } }>('/sitemaps/:part', { schema: { hide: true } }, async (request, reply) => {
    const match = SITEMAP_PART.exec(request.params.part);
    if (!match) throw notFound('No such sitemap.');
    const xml = await seo.sitemapPart(match[1] as SitemapKind, Number(match[2]));
    if (xml === null) throw notFound('No such sitemap.');
    return sendXml(reply, xml);
  });
}
