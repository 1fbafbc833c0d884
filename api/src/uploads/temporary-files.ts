import fsp from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** Where an upload streams to before it is checked and stored (see multipart-form.ts). */
export const TEMPORARY_PREFIX = 'upload-';

/**
 * Removes temporary upload files older than maxAgeMs. A request is cut off after the request
 * timeout, so a file older than that belongs to no request still running, in this process or
 * in another instance sharing DATA_DIR: it was left by a process killed mid-upload.
 */
export async function sweepTemporaryUploads(tmpDir: string, maxAgeMs: number, now = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await fsp.readdir(tmpDir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names.filter((entry) => entry.startsWith(TEMPORARY_PREFIX))) {
    const file = path.join(tmpDir, name);
    const stats = await fsp.stat(file).catch(() => null);
    if (!stats || now - stats.mtimeMs < maxAgeMs) continue;
    await fsp.rm(file, { force: true });
    removed += 1;
  }
  return removed;
}

/**
 * Sweeps at start, then once every request timeout, so what a crash left just before a
 * restart goes too, a little later.
 */
export function sweepTemporaryUploadsWhileRunning(app: FastifyInstance, tmpDir: string, requestTimeoutMs: number): void {
  const maxAgeMs = 2 * requestTimeoutMs;
  const sweep = async () => {
    const removed = await sweepTemporaryUploads(tmpDir, maxAgeMs);
    if (removed > 0) app.log.info({ removed, tmpDir }, 'removed temporary upload files left by an interrupted process');
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep().catch((error) => app.log.warn({ err: error }, 'could not sweep temporary uploads')), requestTimeoutMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
