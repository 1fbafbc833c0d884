import fs from 'node:fs';
import path from 'node:path';
import { isObject } from '../site-json';
import { writeFileAtomic } from './atomic-file';

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

/** What a change does to one remote's entries: its live manifest, its canary (null ends it). What is left out stays. */
export type RemotesChange = { live?: string; canary?: CanaryEntry | null };

/**
 * Rewrites `remote`'s entries of the site's remotes.json in one rename; every other entry is kept
 * as it was. A promotion changes the live manifest and ends the canary in the same rename, so no
 * page sees both or neither. Every instance serves the new state on its next page (remotes.json
 * is read again when it changes, and served no-cache). Call it holding the site lock.
 */
export function changeRemotesFile(siteDir: string, remote: string, change: RemotesChange): void {
  const file = path.join(siteDir, 'remotes.json');
  const stored: unknown = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  const config = isObject(stored) ? { ...stored } : {};
  if (change.live !== undefined) config[remote] = change.live;
  if (change.canary !== undefined) {
    const canaries = isObject(config[CANARIES_KEY]) ? { ...config[CANARIES_KEY] } : {};
    if (change.canary) canaries[remote] = change.canary;
    else delete canaries[remote];
    // Without a canary the file is what it was before canaries existed.
    if (Object.keys(canaries).length > 0) config[CANARIES_KEY] = canaries;
    else delete config[CANARIES_KEY];
  }
  // The server prefers a precompressed sibling: a stale one would hide the change.
  for (const sibling of ['.br', '.gz']) fs.rmSync(`${file}${sibling}`, { force: true });
  writeFileAtomic(file, `${JSON.stringify(config, null, 2)}\n`);
}
