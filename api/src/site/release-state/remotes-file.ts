import { isObject } from '../site-json';

/**
 * Where remotes.json keeps the running canaries: `{ <remote>: { manifest, percent, since } }`. An
 * object, never a string, so a reader that takes only the entries naming a manifest URL (an
 * older shell, the browser's fallback read of /remotes.json) reads the live remotes as before,
 * and no remote is ever called this.
 */
export const CANARIES_KEY = 'canaries';

/** Remote name → the URL of its release's mf-manifest.json. */
export type RemotesConfig = Record<string, string>;

/** A remote's canary: the manifest a share of visitors (`percent`, 1–99) gets instead of the live one, since when. */
export type CanaryEntry = { manifest: string; percent: number; since: string };

/** remotes.json: the live release of each remote, and the canaries running beside them. */
export type RemotesFile = { live: RemotesConfig; canaries: Record<string, CanaryEntry> };

const isCanaryEntry = (value: unknown): value is CanaryEntry =>
  isObject(value) &&
  typeof value.manifest === 'string' &&
  value.manifest !== '' &&
  typeof value.percent === 'number' &&
  value.percent > 0 &&
  value.percent < 100 &&
  typeof value.since === 'string';

/** remotes.json's parsed value as the release tool writes it; undefined when it is not an object. A malformed canary is left out: its remote stays live. */
export function remotesFileOf(value: unknown): RemotesFile | undefined {
  if (!isObject(value)) return undefined;
  const live = Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
  const listed = isObject(value[CANARIES_KEY]) ? Object.entries(value[CANARIES_KEY]) : [];
  // A canary of a remote with no live release has no one to be compared with: it is not run.
  const canaries = Object.fromEntries(listed.filter((entry): entry is [string, CanaryEntry] => isCanaryEntry(entry[1]) && entry[0] in live));
  return { live, canaries };
}
