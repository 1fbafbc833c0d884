/** One page in a sitemap: its absolute address and, when known, when it last changed. */
export type SitemapEntry = { loc: string; lastmod?: string };

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const entries = (tag: string, list: SitemapEntry[]) =>
  list.map(({ loc, lastmod }) => `<${tag}><loc>${escapeXml(loc)}</loc>${lastmod === undefined ? '' : `<lastmod>${lastmod}</lastmod>`}</${tag}>`).join('\n');

/** A sitemap (https://www.sitemaps.org/protocol.html) of pages. */
export const urlSet = (pages: SitemapEntry[]) => `${XML_DECLARATION}<urlset xmlns="${NAMESPACE}">\n${entries('url', pages)}\n</urlset>\n`;

/** A sitemap index: the sitemaps a site too big for one is split into. */
export const sitemapIndex = (sitemaps: SitemapEntry[]) =>
  `${XML_DECLARATION}<sitemapindex xmlns="${NAMESPACE}">\n${entries('sitemap', sitemaps)}\n</sitemapindex>\n`;
