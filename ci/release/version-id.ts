import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { listFiles } from './files';

/**
 * A release's folder name: the package version and a short hash of every file of its build
 * (names and bytes). The same build always gets the same id, so releasing it again changes
 * nothing; any change to the build is a new folder.
 */
export function versionId(packageDir: string): string {
  const { version } = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string };
  const dist = path.join(packageDir, 'dist');
  const hash = crypto.createHash('sha256');
  for (const file of listFiles(dist)) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(dist, file)));
    hash.update('\0');
  }
  return `${version}-${hash.digest('hex').slice(0, 10)}`;
}
