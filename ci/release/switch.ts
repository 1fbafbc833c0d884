import fs from 'node:fs';
import path from 'node:path';
import { copyFileAtomic, writeFileAtomic } from './files';
import { remoteFolder, SHELL_PAGE, shellFolder } from './publish';

/**
 * Points remotes.json's `key` at that version's manifest in one rename; every other entry is
 * kept as it was. The next page load (remotes.json is served no-cache) gets the new remote.
 */
export function switchRemote(target: string, key: string, version: string): void {
  const manifest = path.join(remoteFolder(target, key, version), 'mf-manifest.json');
  if (!fs.existsSync(manifest)) throw new Error(`${key} ${version} is not published in ${target}`);
  const file = path.join(target, 'remotes.json');
  const config = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  config[key] = `/remotes/${key}/${version}/mf-manifest.json`;
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
