import fs from 'node:fs';
import path from 'node:path';
import { copyFileAtomic, writeFileAtomic } from './files';
import { remoteFolder, SHELL_PAGE, shellFolder } from './publish';

/**
 * Where remotes.json keeps the running canaries: `{ <key>: { manifest, percent, since } }`. An
 * object, never a string, so every reader that takes the entries naming a manifest URL (the
 * shell, the server) reads the live remotes as before, and no remote is ever called this.
 */
export const CANARIES_KEY = 'canaries';

/** A canary as remotes.json names it: what the server needs to choose it for a share of visitors. */
export type CanaryEntry = { manifest: string; percent: number; since: string };

/** What a switch changes for one remote: its live version, its canary (null ends it); what is left out stays. */
export type RemoteSwitch = { live?: string; canary?: { version: string; percent: number; since: string } | null };

const manifestOf = (target: string, key: string, version: string) => {
  const manifest = path.join(remoteFolder(target, key, version), 'mf-manifest.json');
  if (!fs.existsSync(manifest)) throw new Error(`${key} ${version} is not published in ${target}`);
  return `/remotes/${key}/${version}/mf-manifest.json`;
};

const isEntries = (value: unknown): value is Record<string, CanaryEntry> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Rewrites remotes.json's entries for `key` in one rename; every other entry is kept as it was.
 * A promotion changes the live version and ends the canary in the same rename, so no page sees
 * both or neither. The next page load (remotes.json is served no-cache) gets the new state.
 */
export function switchRemote(target: string, key: string, change: RemoteSwitch): void {
  const file = path.join(target, 'remotes.json');
  const config = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  if (change.live !== undefined) config[key] = manifestOf(target, key, change.live);
  if (change.canary !== undefined) {
    const canaries = isEntries(config[CANARIES_KEY]) ? { ...config[CANARIES_KEY] } : {};
    if (change.canary) {
      const { version, percent, since } = change.canary;
      canaries[key] = { manifest: manifestOf(target, key, version), percent, since };
    } else {
      delete canaries[key];
    }
    // Without a canary the file is what it was before canaries existed.
    if (Object.keys(canaries).length > 0) config[CANARIES_KEY] = canaries;
    else delete config[CANARIES_KEY];
  }
  // The server prefers a precompressed sibling: a stale one would hide the switch.
  for (const sibling of ['.br', '.gz']) fs.rmSync(`${file}${sibling}`, { force: true });
  writeFileAtomic(file, `${JSON.stringify(config, null, 2)}\n`);
}

/** Makes that version's index.html the live page: each of its files replaced by a rename. */
export function switchShell(target: string, version: string): void {
  const folder = shellFolder(target, version);
  if (!fs.existsSync(path.join(folder, 'index.html'))) throw new Error(`shell ${version} is not published in ${target}`);
  // A rename per file, not one for all: for an instant a browser may get the old page or the
  // new one depending on the encoding it accepts, and the server the old route table or the
  // new one. Either is whole: both versions' assets are published.
  for (const file of SHELL_PAGE) {
    if (fs.existsSync(path.join(folder, file))) copyFileAtomic(path.join(folder, file), path.join(target, file));
    else fs.rmSync(path.join(target, file), { force: true });
  }
}
