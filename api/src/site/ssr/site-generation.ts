import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { RemotesConfig } from '../live-remotes';
import { manifestFileOf, type ReleaseSnapshot } from '../live-site';
import { isObject, parsedJson } from '../site-json';

/**
 * The server code a page renders with: the live shell's server build and each live remote's.
 * A release of either changes the key, and the next page renders with the new code.
 */
export type SiteGeneration = {
  /**
   * The release: changes with the live remotes' manifests or the shell's ssr-entry.json, what
   * every visitor's page without a canary is rendered with. A canary starting, ending or changing
   * its share leaves it as it is, so the live pages stay stored (a promotion changes the live
   * remotes: a new release).
   */
  release: string;
  /**
   * What a rendered page is stored under: the release and, for a variant with canaries,
   * `+<variant>@<its remotes' hash>`, so a canary's new version never serves its old version's pages.
   */
  key: string;
  /** The running canaries' versions (not their shares): when it changes, the workers of the old canaries' variants are ended. */
  canaries: string;
  /** Absolute path of the live shell's server build. */
  shellEntry: string;
  /** Remote name → its live server remoteEntry.js; a remote released without one is rendered by the browser. */
  serverEntries: Record<string, string>;
};

type Manifest = { metaData?: { ssrRemoteEntry?: { path?: unknown; name?: unknown } } };

/** `relative` inside `folder`, or null for a path that leaves it (a hand-edited file must not point the server elsewhere). */
function inside(folder: string, relative: string): string | null {
  const file = path.resolve(folder, relative);
  return file.startsWith(folder + path.sep) ? file : null;
}

/** Where a released remote's manifest says its server build is (metaData.ssrRemoteEntry), if it has one. */
function serverEntryOf(root: string, manifestUrl: string, manifest: unknown): string | null {
  // Only remotes hosted in this site folder have their server code here.
  const manifestFile = manifestFileOf(root, manifestUrl);
  const ssr = (manifest as Manifest | undefined)?.metaData?.ssrRemoteEntry;
  if (!manifestFile || !isObject(ssr) || typeof ssr.path !== 'string' || typeof ssr.name !== 'string') return null;
  const entry = inside(path.dirname(manifestFile), path.join(ssr.path, ssr.name));
  return entry && fs.existsSync(entry) ? entry : null;
}

/** The variant a stored page's generation key names ('' for the live remotes): the remote names, without their hash. */
export const variantOf = (key: string): string => key.replace(/@[0-9a-f]+$/, '').split('+').slice(1).join('+');

const digest = (text: string): string => crypto.createHash('sha256').update(text).digest('hex').slice(0, 12);

/** Remote name → manifest, in name order: the same remotes hash the same however remotes.json is laid out. */
const inNameOrder = (config: RemotesConfig): string => JSON.stringify(Object.entries(config).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/**
 * What gives the generation a page's release snapshot renders with: null when it cannot render
 * on the server (no shell server build, or files being replaced). Worked out once per variant
 * (the live remotes, and each mix of canaries visitors get) until the snapshot's remotes.json or
 * ssr-entry.json differs from the one it was worked out from.
 */
export function siteGeneration(siteDir: string): (release: ReleaseSnapshot) => SiteGeneration | null {
  const root = path.resolve(siteDir);
  let current: { remotesText: string | undefined; entryText: string | null } | undefined;
  const variants = new Map<string, SiteGeneration | null>();
  return (release) => {
    const { remotes, ssrEntry } = release;
    if (!current || current.remotesText !== remotes?.text || current.entryText !== ssrEntry) {
      current = { remotesText: remotes?.text, entryText: ssrEntry };
      variants.clear();
    }
    const variant = remotes?.variant ?? '';
    if (!variants.has(variant)) variants.set(variant, generationOf(root, release));
    return variants.get(variant)!;
  };
}

function generationOf(root: string, { released, remotes, ssrEntry: entryText, manifests }: ReleaseSnapshot): SiteGeneration | null {
  const ssrEntry = entryText === null ? undefined : parsedJson(entryText);
  if (!released?.config || !remotes?.config || !isObject(ssrEntry) || typeof ssrEntry.entry !== 'string') return null;
  const shellEntry = inside(root, ssrEntry.entry);
  if (!shellEntry || !fs.existsSync(shellEntry)) return null;
  const serverEntries: Record<string, string> = {};
  for (const [name, manifestUrl] of Object.entries(remotes.config)) {
    const entry = serverEntryOf(root, manifestUrl, manifests.get(manifestUrl));
    if (entry) serverEntries[name] = entry;
  }
  const release = digest(`${inNameOrder(released.config)}\n${entryText}`);
  const key = remotes.variant ? `${release}+${remotes.variant}@${digest(inNameOrder(remotes.config))}` : release;
  const canaries = digest(inNameOrder(Object.fromEntries(Object.entries(released.canaries).map(([name, canary]) => [name, canary.manifest]))));
  return { release, key, canaries, shellEntry, serverEntries };
}
