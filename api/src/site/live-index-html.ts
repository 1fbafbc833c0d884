import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The live shell's index.html, read again only when the file changes: a release switch
 * replaces it, and the next page request sends the new one with no restart.
 */
export function liveIndexHtml(siteDir: string): () => Promise<string> {
  const file = path.join(siteDir, 'index.html');
  let cached: { version: string; html: string } | null = null;
  return async () => {
    const stat = await fs.stat(file);
    const version = `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
    if (cached?.version !== version) cached = { version, html: await fs.readFile(file, 'utf8') };
    return cached.html;
  };
}
