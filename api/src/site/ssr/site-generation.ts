import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SSR_ENTRY_FILE } from '@portal/site/server-render';
import { liveFile } from '../live-file';
import type { LiveRemotes } from '../live-remotes';
import { isObject, parsedJson } from '../site-json';

/**
 * The server code a page renders with: the live shell's server build and each live remote's.
 * A release of either changes the key, and the next page renders with the new code.
 */
export type SiteGeneration = {
  /** Changes whenever remotes.json or the shell's ssr-entry.json does: the release. */
  release: string;
  /** The release and, for a variant with canaries, `+<variant>`: what a rendered page is stored under. */
  key: string;
  /** Absolute path of the live shell's server build. */
  shellEntry: string;
  /** Remote name → its live server remoteEntry.js; a remote released without one is rendered by the browser. */
  serverEntries: Record<string, string>;
};

type Manifest = { metaData?: { ssrRemoteEntry?: { path?: unknown; name?: unknown } } };

const readText = (file: string): string | null => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
};

const parsedJsonOf = (text: string | null): unknown => (text === null ? undefined : parsedJson(text));

/** `relative` inside `folder`, or null for a path that leaves it (a hand-edited file must not point the server elsewhere). */
function inside(folder: string, relative: string): string | null {
  const file = path.resolve(folder, relative);
  return file.startsWith(folder + path.sep) ? file : null;
}

/** Where a released remote's manifest says its server build is (metaData.ssrRemoteEntry), if it has one. */
function serverEntryOf(root: string, manifestUrl: string): string | null {
  // Only remotes hosted in this site folder have their server code here.
  if (!manifestUrl.startsWith('/') || manifestUrl.startsWith('//')) return null;
  const manifestFile = inside(root, `.${manifestUrl.split(/[?#]/)[0]}`);
  if (!manifestFile) return null;
  const ssr = (parsedJsonOf(readText(manifestFile)) as Manifest | undefined)?.metaData?.ssrRemoteEntry;
  if (!isObject(ssr) || typeof ssr.path !== 'string' || typeof ssr.name !== 'string') return null;
  const entry = inside(path.dirname(manifestFile), path.join(ssr.path, ssr.name));
  return entry && fs.existsSync(entry) ? entry : null;
}

/** The variant a stored page's generation key names ('' for the live remotes). */
export const variantOf = (key: string): string => key.split('+').slice(1).join('+');

/**
 * What gives the site folder's live generation for the remotes a page uses: null when it
 * cannot render on the server (no shell server build, or files being replaced). ssr-entry.json
 * is checked on every page request, by its file stats (a release renames a new one into place,
 * and must show on the next request); the remotes' manifests are read once per variant (the
 * live remotes, and each mix of canaries visitors get) until either file changes.
 */
export function liveGeneration(siteDir: string): (remotes: LiveRemotes | null) => Promise<SiteGeneration | null> {
  const root = path.resolve(siteDir);
  const ssrEntryJson = liveFile(path.join(root, SSR_ENTRY_FILE), (text) => text);
  let release: { remotesText: string | undefined; entryText: string | null } | undefined;
  const variants = new Map<string, SiteGeneration | null>();
  return async (remotes) => {
    const entryText = await ssrEntryJson();
    if (!release || release.remotesText !== remotes?.text || release.entryText !== entryText) {
      release = { remotesText: remotes?.text, entryText };
      variants.clear();
    }
    const variant = remotes?.variant ?? '';
    if (!variants.has(variant)) variants.set(variant, generationOf(root, remotes, entryText));
    return variants.get(variant)!;
  };
}

function generationOf(root: string, remotes: LiveRemotes | null, entryText: string | null): SiteGeneration | null {
  const ssrEntry = parsedJsonOf(entryText);
  if (!remotes?.config || !isObject(ssrEntry) || typeof ssrEntry.entry !== 'string') return null;
  const shellEntry = inside(root, ssrEntry.entry);
  if (!shellEntry || !fs.existsSync(shellEntry)) return null;
  const serverEntries: Record<string, string> = {};
  for (const [name, manifestUrl] of Object.entries(remotes.config)) {
    const entry = serverEntryOf(root, manifestUrl);
    if (entry) serverEntries[name] = entry;
  }
  const release = crypto.createHash('sha256').update(`${remotes.text}\n${entryText}`).digest('hex').slice(0, 12);
  return { release, key: remotes.variant ? `${release}+${remotes.variant}` : release, shellEntry, serverEntries };
}
