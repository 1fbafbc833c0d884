/** How the server served a page's views: from the store, rendered on the spot, or sent unrendered (the browser rendered it). */
export type PageRenders = { cached: number; rendered: number; fallback: number };

/** The portal's `portal_page_renders_total` by outcome, read from its metrics listener. */
export async function pageRenders(metricsUrl: string): Promise<PageRenders> {
  const exposition = await (await fetch(metricsUrl)).text();
  const count = (outcome: keyof PageRenders) => Number(new RegExp(`^portal_page_renders_total\\{outcome="${outcome}"\\} (\\d+)$`, 'm').exec(exposition)?.[1] ?? 0);
  return { cached: count('cached'), rendered: count('rendered'), fallback: count('fallback') };
}

/** What `views` cost the server, read from its counts before and after them. */
export async function rendersDuring<T>(metricsUrl: string, views: () => Promise<T>): Promise<{ result: T; renders: PageRenders }> {
  const before = await pageRenders(metricsUrl);
  const result = await views();
  const after = await pageRenders(metricsUrl);
  return { result, renders: { cached: after.cached - before.cached, rendered: after.rendered - before.rendered, fallback: after.fallback - before.fallback } };
}

/** Two sets of views' counts together. */
export const addRenders = (a: PageRenders, b: PageRenders): PageRenders => ({ cached: a.cached + b.cached, rendered: a.rendered + b.rendered, fallback: a.fallback + b.fallback });

/** "9 from the store", "7 from the store, 2 unrendered": how the views' pages were served. */
export function describeRenders({ cached, rendered, fallback }: PageRenders): string {
  const parts = [cached && `${cached} from the store`, rendered && `${rendered} rendered on the spot`, fallback && `${fallback} unrendered`].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : 'none rendered';
}
