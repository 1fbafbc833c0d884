import fs from 'node:fs';
import path from 'node:path';

const WAIT_MS = 30_000;
const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Runs `work` while holding the deploy target's lock. Two teams may release at the same time,
 * and each rewrites remotes.json from what it read: without the lock one switch could undo
 * the other. mkdir either creates the folder or fails, so it is the lock.
 */
export function withSiteLock<T>(target: string, work: () => T): T {
  const lock = path.join(target, 'releases', '.lock');
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (Date.now() > deadline) throw new Error(`${lock} has been held for ${WAIT_MS / 1000} s; if no release is running, remove it.`, { cause: error });
      sleep(100);
    }
  }
  try {
    return work();
  } finally {
    fs.rmdirSync(lock);
  }
}
