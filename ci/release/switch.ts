import fs from 'node:fs';
import path from 'node:path';
import { changeRemotesFile, type RemotesChange } from '../../api/src/site/release-state/remotes-file';
import { copyFileAtomic } from './files';
import { remoteFolder, SHELL_PAGE, shellFolder } from './publish';

/** What a switch changes for one remote: its live version, its canary (null ends it); what is left out stays. */
export type RemoteSwitch = { live?: string; canary?: { version: string; percent: number; since: string } | null };

const manifestOf = (target: string, key: string, version: string) => {
  const manifest = path.join(remoteFolder(target, key, version), 'mf-manifest.json');
  if (!fs.existsSync(manifest)) throw new Error(`${key} ${version} is not published in ${target}`);
  return `/remotes/${key}/${version}/mf-manifest.json`;
};

/**
 * Points remotes.json's entries for `key` at published versions, in one rename
 * (release-state/remotes-file.ts); a version not published in `target` is refused.
 */
export function switchRemote(target: string, key: string, { live, canary }: RemoteSwitch): void {
  const change: RemotesChange = {};
  if (live !== undefined) change.live = manifestOf(target, key, live);
  if (canary !== undefined) change.canary = canary && { manifest: manifestOf(target, key, canary.version), percent: canary.percent, since: canary.since };
  changeRemotesFile(target, key, change);
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
