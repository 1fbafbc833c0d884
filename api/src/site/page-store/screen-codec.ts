import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib';
import type { PageAnswer } from '../page-head/page-heads';
import { screenInPage } from '../ssr/with-rendered-screen';
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
 * The first byte of a screen packed as the bytes that go into the page. What `screenInPage`
 * writes is part of this format: a change to it changes this byte too, and a page packed with
 * another byte is then taken for not stored (rendered again, and replaced), never served.
 * - IN_PAGE_CHECKED (this release): the version byte, a CRC-32 of everything after it, then the
 *   header's length. Raw deflate has no checksum of its own, and a damaged row could
 *   otherwise inflate to a page that is served.
 * - IN_PAGE (the release before): the version byte, then the header's length; still read.
 * - A screen packed as JSON of [html, styles, state, answer] (by the releases before migration
 *   0030, each view parsing and escaping it again) starts with `[` and is still read: such a
 *   release may have written over one of this release's pages.
 */
const IN_PAGE_CHECKED = 3;
const IN_PAGE = 2;
const JSON_ARRAY = '['.charCodeAt(0);
/** What comes before the header, per version: the version byte, the CRC-32 (checked only), the header's length. */
const CHECKED_PREFIX_BYTES = 9;
/** The CRC-32 covers everything after itself, the header's length included. */
const CHECKSUMMED_FROM = 5;
const PREFIX_BYTES = 5;

/** What the packed bytes say of themselves before the screen's: the page's answer, and where the <head> part ends. */
type PackHeader = { answer: PageAnswer | null; inHead: number };

/**
 * A rendered screen as the page stores keep it, with the head it was rendered beside: the
 * version byte, a checksum, the length of a small JSON header, the header, then the screen's
 * bytes as they go into the page (with-rendered-screen.ts), deflated. A view from the store inflates it and
 * joins the page around those bytes, with no JSON to parse or escape and no text to encode.
 */
export function packScreen({ inHead, inRoot, answer }: StoredScreen): Buffer {
  const header = Buffer.from(JSON.stringify({ answer: answer ?? null, inHead: inHead.length } satisfies PackHeader));
  const bytes = Buffer.concat([Buffer.alloc(CHECKED_PREFIX_BYTES), header, inHead, inRoot]);
  bytes.writeUInt8(IN_PAGE_CHECKED, 0);
  bytes.writeUInt32BE(header.length, CHECKSUMMED_FROM);
  bytes.writeUInt32BE(crc32(bytes.subarray(CHECKSUMMED_FROM)), 1);
  return deflateRawSync(bytes, { level: PACK_LEVEL });
}

/**
 * Stored bytes that are no screen: damaged on disk or on the way, or never packed by a release.
 * One page's fault, not the store's: the page is rendered again and stored in its place.
 */
export class DamagedScreenError extends Error {
  // What was wrong goes in the message alone: a `cause` too would have the log say it twice.
  constructor(wrong: unknown) {
    super(`a damaged packed screen: ${wrong instanceof Error ? wrong.message : String(wrong)}`);
    this.name = 'DamagedScreenError';
  }
}

/**
 * The screen `packScreen` packed, or one packed as JSON before; null for one packed with another
 * version byte (by a release whose page bytes differ). Throws a DamagedScreenError on anything
 * else, so a foreign value is never served as a page.
 */
export function unpackScreen(packed: Buffer | Uint8Array): StoredScreen | null {
  try {
    return unpackedScreen(packed);
  } catch (error) {
    throw new DamagedScreenError(error);
  }
}

function unpackedScreen(packed: Buffer | Uint8Array): StoredScreen | null {
  const bytes = inflateRawSync(packed);
  if (bytes[0] === IN_PAGE_CHECKED) return inPage(checked(bytes), CHECKED_PREFIX_BYTES);
  if (bytes[0] === IN_PAGE) return inPage(bytes, PREFIX_BYTES);
  if (bytes[0] === JSON_ARRAY) return fromJson(bytes);
  // A version byte is a control character: no text (JSON, HTML) starts with one.
  if (bytes.length > 0 && bytes[0]! < 0x20) return null;
  throw new Error('not a packed screen');
}

/** `bytes`, if their checksum holds: about 3 µs for a job page, a small part of inflating it. */
function checked(bytes: Buffer): Buffer {
  if (bytes.length < CHECKED_PREFIX_BYTES || bytes.readUInt32BE(1) !== crc32(bytes.subarray(CHECKSUMMED_FROM))) throw new Error('its checksum does not hold');
  return bytes;
}

/** The screen of `bytes`, whose header's length is the four bytes before `prefixBytes`. */
function inPage(bytes: Buffer, prefixBytes: number): StoredScreen {
  const headerEnd = bytes.length >= prefixBytes ? prefixBytes + bytes.readUInt32BE(prefixBytes - 4) : Infinity;
  if (headerEnd > bytes.length) throw new Error('not a packed screen');
  const { answer, inHead } = JSON.parse(bytes.toString('utf8', prefixBytes, headerEnd)) as PackHeader;
  const rootStart = headerEnd + inHead;
  if (!Number.isInteger(inHead) || inHead < 0 || rootStart > bytes.length || (answer !== null && !isAnswer(answer))) throw new Error('not a packed screen');
  return { inHead: bytes.subarray(headerEnd, rootStart), inRoot: bytes.subarray(rootStart), ...(answer !== null && { answer }) };
}

function fromJson(bytes: Buffer): StoredScreen {
  const parts: unknown = JSON.parse(bytes.toString('utf8'));
  if (!Array.isArray(parts) || parts.length < 3 || parts.length > 4) throw new Error('not a packed screen');
  const [html, styles, state, answer = null] = parts as unknown[];
  if (typeof html !== 'string' || typeof styles !== 'string' || (state !== null && typeof state !== 'string')) throw new Error('not a packed screen');
  if (answer !== null && !isAnswer(answer)) throw new Error('not a packed screen');
  return { ...screenInPage({ html, styles, state }), ...(answer !== null && { answer }) };
}
