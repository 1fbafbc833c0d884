import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A site folder in the temp dir, written file by file as a release lays it out. */
export type SiteFolder = {
  dir: string;
  /** Writes `file` (relative to the folder), creating its folders. */
  write(file: string, content: string): void;
  remove(): void;
};

/** The shell's page as its production build emits it (minified: `<div id=root>`). */
export const BUILT_INDEX_HTML =
  '<!doctype html><html lang=en><head><title>JobPortal</title><script defer src=/main.1.js></script></head><body><div id=root></div></body></html>';

export function siteFolder(): SiteFolder {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
  return {
    dir,
    write(file, content) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), content);
    },
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
