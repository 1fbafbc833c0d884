import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { listFiles } from '../../files';

/** Every file of the deploy target → sha256 of its bytes. */
export function fileHashes(siteDir: string): Map<string, string> {
  return new Map(listFiles(siteDir).map((file) => [file, crypto.createHash('sha256').update(fs.readFileSync(path.join(siteDir, file))).digest('hex')]));
}

/** What differs between two snapshots: files added, removed, or with other bytes. */
export function changedFiles(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((file) => before.get(file) !== after.get(file)).sort();
}

export const readJson = <T = Record<string, string>>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;
