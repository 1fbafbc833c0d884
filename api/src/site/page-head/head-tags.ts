import { jsonInScript } from '../json-in-script';

/** What a page's <head> says about it to browsers, crawlers and link previews. */
export type PageHead = {
  title: string;
  description: string;
  /** The page's one address (a path), or none for pages that are not meant to be found. */
  canonical?: string;
  /** Keep the page out of search results (closed jobs, missing pages, private screens). */
  noindex?: boolean;
  /** Structured data about the page (schema.org), as JSON-LD. */
  jsonLd?: Record<string, unknown>;
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);


/** A description fit for a search result: one line, cut at a word near 160 characters. */
export function summary(text: string, limit = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= limit) return line;
  const cut = line.slice(0, limit - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > limit / 2 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

// The build minifies index.html (`<meta name=description content="…">`); the source has quotes.
const GENERIC_DESCRIPTION = /<meta name="?description"? content="[^"]*" ?\/?>/;

/**
 * The shell's index.html with this page's title and description in place of the generic ones,
 * and its canonical link, robots rule and JSON-LD added at the end of <head>.
 */
export function withHead(html: string, head: PageHead, absolute: (path: string) => string): string {
  const extra = [
    head.canonical ? `<link rel="canonical" href="${escapeHtml(absolute(head.canonical))}" />` : '',
    head.noindex ? '<meta name="robots" content="noindex" />' : '',
    head.jsonLd ? `<script type="application/ld+json">${jsonInScript(head.jsonLd)}</script>` : '',
  ].join('');
  // Replaced by functions: a replacement string would read "$&" or "$'" in a job's title as patterns.
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(GENERIC_DESCRIPTION, () => `<meta name="description" content="${escapeHtml(head.description)}" />`)
    .replace('</head>', () => `${extra}</head>`);
}
