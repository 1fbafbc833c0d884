import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { PageAnswer } from '../page-head/page-heads';
import type { StoredScreen } from './page-store';

const isAnswer = (value: unknown): value is PageAnswer =>
  typeof value === 'object' && value !== null && ((value as PageAnswer).status === 200 || (value as PageAnswer).status === 404) && typeof (value as PageAnswer).head?.title === 'string';

/**
 * Deflate's fastest level: a job page's 16 KB screen (markup and styles repeat a lot) packs to
 * 4.9 KB in 134 µs, where the default level took 185 µs for 4.6 KB. Every first render packs;
 * inflating, which every view from the store does, costs the same at either level.
 */
const PACK_LEVEL = 1;

/**
 * A rendered screen as the page stores keep it, with the head it was rendered beside: JSON of
 * [html, styles, state, answer], deflated. A store holds every job page of a release.
 */
export function packScreen({ html, styles, state, answer }: StoredScreen): Buffer {
  return deflateRawSync(JSON.stringify([html, styles, state, answer ?? null]), { level: PACK_LEVEL });
}

/** The screen `packScreen` packed (one packed before heads were kept has none); throws on anything else, so a foreign value is never served as a page. */
export function unpackScreen(packed: Buffer | Uint8Array): StoredScreen {
  const parts: unknown = JSON.parse(inflateRawSync(packed).toString('utf8'));
  if (!Array.isArray(parts) || parts.length < 3 || parts.length > 4) throw new Error('not a packed screen');
  const [html, styles, state, answer = null] = parts as unknown[];
  if (typeof html !== 'string' || typeof styles !== 'string' || (state !== null && typeof state !== 'string')) throw new Error('not a packed screen');
  if (answer !== null && !isAnswer(answer)) throw new Error('not a packed screen');
  return { html, styles, state, ...(answer !== null && { answer }) };
}
