import fs from 'node:fs';
import path from 'node:path';
import { copyFileAtomic, copyFolderImmutable, listFiles, sameBytes } from './files';

const withCompressed = (files: string[]) => files.flatMap((file) => [file, `${file}.br`, `${file}.gz`]);
/**
 * The shell's files that name the others, switched by rename rather than added (see
 * switch.ts): the page, the route table the server reads to name each page's files, and
 * ssr-entry.json, which names the server build that renders the page's first screen (its
 * content-hashed files under server/ are published beside the page like any other asset).
 */
export const SHELL_PAGE = withCompressed(['index.html', 'screen-routes.json', 'ssr-entry.json']);
/** Not copied beside the live page: switched (above), or owned by the remotes' release (remotes.json). */
const SHELL_ENTRIES = new Set([...SHELL_PAGE, ...withCompressed(['remotes.json'])]);

/**
 * A source map is named after the file it maps, not after its own bytes: a build whose code is
 * the same as a published file's (same name) while its sources differ (a comment, a module's
 * path, the name webpack gave the file before hashing its content) maps it anew. It replaces
 * the published map, for the same code, rather than refusing the release.
 */
const isSourceMap = (file: string) => file.endsWith('.map');

export const remoteFolder = (target: string, key: string, version: string) => path.join(target, 'remotes', key, version);
export const shellFolder = (target: string, version: string) => path.join(target, 'shell', version);

/** A remote's build into `<target>/remotes/<key>/<version>/`, where it never changes again. */
export function publishRemote(dist: string, target: string, key: string, version: string): void {
  copyFolderImmutable(dist, remoteFolder(target, key, version));
}

/**
 * The shell's build: a whole copy in `<target>/shell/<version>/` (what a rollback switches
 * back to), and its content-hashed files beside the live page at the root, where they are
 * only ever added (a source map of the same code is replaced, see isSourceMap): pages already
 * open keep finding the files they were built with. Nothing a visitor gets changes until the
 * page is switched.
 */
export function publishShell(dist: string, target: string, version: string): void {
  const assets = listFiles(dist).filter((file) => !SHELL_ENTRIES.has(file));
  const differs = (file: string) => fs.existsSync(path.join(target, file)) && !sameBytes(path.join(dist, file), path.join(target, file));
  const clashes = assets.filter((file) => !isSourceMap(file) && differs(file));
  if (clashes.length > 0) throw new Error(`The shell's build would overwrite files already published with other bytes: ${clashes.join(', ')}`);
  copyFolderImmutable(dist, shellFolder(target, version));
  for (const file of assets) {
    if (!fs.existsSync(path.join(target, file)) || (isSourceMap(file) && differs(file))) copyFileAtomic(path.join(dist, file), path.join(target, file));
  }
  // The remotes' release owns remotes.json; the shell only provides one for a new site.
  const remotesJson = path.join(target, 'remotes.json');
  if (!fs.existsSync(remotesJson)) copyFileAtomic(path.join(dist, 'remotes.json'), remotesJson);
}
