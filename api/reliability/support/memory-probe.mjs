// Preloaded into the soak's server process only (see memoryProbeEnv in server.ts): the server
// itself exposes nothing. On SIGUSR2 it collects all garbage and reports what survived, so a
// leak can be told from the heap size V8 happened to grow to since its last collection.
import { isMainThread } from 'node:worker_threads';

// V8 returns the pages a collection freed from a background thread: RSS read at once still
// counted up to 30 MiB of them, a different amount each time.
const SETTLE_MS = 500;

if (isMainThread) {
  process.on('SIGUSR2', () => {
    globalThis.gc();
    const { heapUsed, external } = process.memoryUsage();
    setTimeout(() => {
      const { rss, heapTotal } = process.memoryUsage();
      process.stderr.write(`memory-probe ${JSON.stringify({ heapUsed, external, rss, heapTotal })}\n`);
    }, SETTLE_MS);
  });
}
