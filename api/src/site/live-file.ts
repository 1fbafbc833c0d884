import fs from 'node:fs/promises';

/**
 * A file of the live site, read again only when it changes (a release switch replaces it; the
 * next request sees the new one with no restart), and turned into a value once per version.
 * Null while the file does not exist.
 */
export function liveFile<T>(file: string, read: (text: string) => T): () => Promise<T | null> {
  let cached: { version: string; value: T } | null = null;
  return async () => {
    let version: string;
    try {
      const stat = await fs.stat(file);
      version = `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    if (cached?.version !== version) cached = { version, value: read(await fs.readFile(file, 'utf8')) };
    return cached.value;
  };
}
