import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** A name beside `destination`, so a rename from it stays on one file system and is atomic. */
export const tempBeside = (destination: string): string =>
  path.join(path.dirname(destination), `.${path.basename(destination)}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`);

/** Replaces `file` in one step: a reader sees the old bytes or the new ones, never a torn file. */
export function writeFileAtomic(file: string, content: string | Buffer): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = tempBeside(file);
  fs.writeFileSync(temp, content);
  fs.renameSync(temp, file);
}
