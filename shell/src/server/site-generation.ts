// SSR spike: which server code a request renders with, read from the released site.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export type SiteGeneration = {
  /** Changes whenever remotes.json does (a remote released or rolled back). */
  key: string;
  /** remotes.json as it was read: the browser is told to load these same versions. */
  remotes: Record<string, string>;
  /** Remote name → its live server remoteEntry.js; a remote released without one is rendered by the browser. */
  serverEntries: Record<string, string>;
};

type Manifest = { metaData?: { ssrRemoteEntry?: { path?: string; name?: string } } };

/** The live remotes.json and its key: read on every request, so a release is seen on the next one. */
export function readRemotesJson(siteDir: string): { key: string; text: string } {
  const text = fs.readFileSync(path.join(siteDir, 'remotes.json'), 'utf8');
  return { key: crypto.createHash('sha256').update(text).digest('hex').slice(0, 12), text };
}

/**
 * A generation of SITE_DIR: remotes.json names each remote's live manifest
 * (/remotes/<key>/<version>/mf-manifest.json); its server build is where the manifest's
 * metaData.ssrRemoteEntry says (what the release step would add), else in server/ beside it.
 * A real build would also key on the live shell version (its server build renders the providers).
 */
export function siteGeneration(siteDir: string, { key, text }: { key: string; text: string }): SiteGeneration {
  const remotes = JSON.parse(text) as Record<string, string>;
  const serverEntries: Record<string, string> = {};
  for (const [name, manifestUrl] of Object.entries(remotes)) {
    // Only remotes hosted in this site: one hosted elsewhere has no server code here.
    if (!manifestUrl.startsWith('/remotes/')) continue;
    const folder = path.join(siteDir, path.dirname(manifestUrl));
    const manifestFile = path.join(siteDir, manifestUrl);
    const ssr = fs.existsSync(manifestFile) ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest).metaData?.ssrRemoteEntry : undefined;
    const entry = path.join(folder, ssr?.path ?? 'server', ssr?.name ?? 'remoteEntry.js');
    if (entry.startsWith(folder + path.sep) && fs.existsSync(entry)) serverEntries[name] = entry;
  }
  return { key, remotes, serverEntries };
}
