import fs from 'node:fs';
import path from 'node:path';

/**
 * The gzip size of a script the site serves, read from the .gz copy the build emitted (the
 * browser is sent brotli when it accepts it; budgets are stated in gzip, the common measure).
 */
export function gzipSize(siteDir: string, url: string): number {
  const file = path.join(siteDir, decodeURIComponent(new URL(url).pathname));
  const compressed = `${file}.gz`;
  return fs.statSync(fs.existsSync(compressed) ? compressed : file).size;
}
