import fs from 'node:fs';
import path from 'node:path';

const WAIT_MS = 30_000;
const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * The site folder's lock: whoever rewrites remotes.json or a release record holds it. Two teams
 * may release at once, and the server may end a canary meanwhile; each rewrites a file from what
 * it read, so without the lock one write could undo another. mkdir either creates the folder or
 * fails, on one machine or a shared file system, so the folder is the lock.
 */
const lockOf = (target: string) => path.join(target, 'releases', '.lock');

/** Takes the lock if it is free: true when taken, false when someone else holds it. */
function take(lock: string): boolean {
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  try {
    fs.mkdirSync(lock);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Runs `work` holding the lock, waiting for it up to 30 s: for the release tool, a command
 * that has nothing else to do meanwhile.
 */
export function withSiteLock<T>(target: string, work: () => T): T {
  const lock = lockOf(target);
  const deadline = Date.now() + WAIT_MS;
  while (!take(lock)) {
    if (Date.now() > deadline) throw new Error(`${lock} has been held for ${WAIT_MS / 1000} s; if no release is running, remove it.`);
    sleep(100);
  }
  try {
    return work();
  } finally {
    fs.rmdirSync(lock);
  }
}

/**
 * Runs `work` holding the lock if it is free now; undefined, with nothing run, when it is held.
 * For the server, which must not stop serving while a release holds the lock: it tries again
 * later instead of waiting.
 */
export async function tryWithSiteLock<T>(target: string, work: () => T | Promise<T>): Promise<T | undefined> {
  const lock = lockOf(target);
  if (!take(lock)) return undefined;
  try {
    return await work();
  } finally {
    fs.rmdirSync(lock);
  }
}
