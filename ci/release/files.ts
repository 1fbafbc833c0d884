import fs from 'node:fs';
import path from 'node:path';
import { tempBeside, writeFileAtomic } from '../../api/src/site/release-state/atomic-file';

/** Every file under `dir`, relative and with '/' separators, sorted so listings compare. */
export function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

export const sameBytes = (a: string, b: string): boolean => fs.readFileSync(a).equals(fs.readFileSync(b));

export function copyFileAtomic(from: string, to: string): void {
  writeFileAtomic(to, fs.readFileSync(from));
}

/**
 * Copies folder `from` to `to`, which must not change once written: if `to` exists it must hold
 * exactly the same files and bytes (nothing is copied), otherwise this throws. The copy is staged
 * beside `to` and renamed, so a crash never leaves a half-written version that looks complete.
 */
export function copyFolderImmutable(from: string, to: string): 'copied' | 'unchanged' {
  if (fs.existsSync(to)) {
    const files = listFiles(from);
    const same =
      JSON.stringify(files) === JSON.stringify(listFiles(to)) && files.every((file) => sameBytes(path.join(from, file), path.join(to, file)));
    if (!same) throw new Error(`${to} already exists with other content; a released version is never overwritten.`);
    return 'unchanged';
  }
  const staged = tempBeside(to);
  fs.cpSync(from, staged, { recursive: true });
  fs.renameSync(staged, to);
  return 'copied';
}
