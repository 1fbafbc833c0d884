import type { ChildProcess } from 'node:child_process';
import net from 'node:net';

/** A port nothing listens on right now, for a server a test starts. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Polls `url` until it answers 2xx; throws `failure()` if the process exits first or time runs out. */
export async function untilAnswering(
  url: string,
  child: ChildProcess,
  { timeoutMs, intervalMs, failure }: { timeoutMs: number; intervalMs: number; failure: () => string },
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(failure());
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
