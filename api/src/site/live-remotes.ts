import path from 'node:path';
import { liveFile } from './live-file';
import { isObject, parsedJson } from './site-json';

/** Remote name → the URL of its live release's mf-manifest.json. */
export type RemotesConfig = Record<string, string>;

/** The live remotes.json: its text (a render generation's key is made of it) and the remotes it names (none while it is unreadable). */
export type LiveRemotes = { text: string; config: RemotesConfig | undefined };

function remotesConfig(text: string): RemotesConfig | undefined {
  const value = parsedJson(text);
  if (!isObject(value)) return undefined;
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
}

/**
 * Reads the site folder's remotes.json as it is live (null while there is none). A page reads
 * it once and hands it to each part that needs it, so the remotes its HTML names and the ones
 * it was rendered with are one release even while a release switches it.
 */
export const liveRemotes = (root: string): (() => Promise<LiveRemotes | null>) =>
  liveFile(path.join(root, 'remotes.json'), (text) => ({ text, config: remotesConfig(text) }));
