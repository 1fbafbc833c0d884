import path from 'node:path';
import { liveFile } from './live-file';
import { remotesFileOf, type CanaryEntry, type RemotesConfig } from './release-state/remotes-file';
import { parsedJson } from './site-json';

export type { RemotesConfig };

/**
 * The remotes one page is made of. `text` is the live remotes.json as read (a render generation
 * is worked out again when it changes); `config` the manifest of each remote this page uses: the live ones,
 * with a canary in place of its remote's live release for a visitor chosen for it (`variant`
 * names those remotes, '' for none; see visitor-release/). `config` is undefined while the file is
 * unreadable.
 */
export type LiveRemotes = { text: string; config: RemotesConfig | undefined; canaries: Record<string, CanaryEntry>; variant: string };

/**
 * Reads the site folder's remotes.json as it is live (null while there is none): the live
 * remotes, the same for every visitor, and the canaries running. A page reads it once and hands
 * it to each part that needs it, so the remotes its HTML names and the ones it was rendered with
 * are one release even while a release switches it.
 */
export const liveRemotes = (root: string): (() => Promise<LiveRemotes | null>) =>
  liveFile(path.join(root, 'remotes.json'), (text) => {
    const file = remotesFileOf(parsedJson(text));
    return { text, config: file?.live, canaries: file?.canaries ?? {}, variant: '' };
  });
