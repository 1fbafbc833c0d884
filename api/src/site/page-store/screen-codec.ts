import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { RenderedScreen } from '../ssr/with-rendered-screen';

/**
 * A rendered screen as the page stores keep it: JSON of [html, styles, state], deflated. A job
 * page's 15 KB screen (markup and styles repeat a lot) packs to about 4 KB in a fraction of a
 * millisecond, and a store holds every job page of a release.
 */
export function packScreen({ html, styles, state }: RenderedScreen): Buffer {
  return deflateRawSync(JSON.stringify([html, styles, state]));
}

/** The screen `packScreen` packed; throws on anything else, so a foreign value is never served as a page. */
export function unpackScreen(packed: Buffer | Uint8Array): RenderedScreen {
  const parts: unknown = JSON.parse(inflateRawSync(packed).toString('utf8'));
  if (!Array.isArray(parts) || parts.length !== 3) throw new Error('not a packed screen');
  const [html, styles, state] = parts as unknown[];
  if (typeof html !== 'string' || typeof styles !== 'string' || (state !== null && typeof state !== 'string')) throw new Error('not a packed screen');
  return { html, styles, state };
}
