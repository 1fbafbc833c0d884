import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export type ServerProcess = {
  child: ChildProcess;
  baseUrl: string;
  /** GET /metrics on the server's own metrics listener; null when `env` turns it off (METRICS_PORT=0). */
  metricsUrl: string | null;
  output: () => string;
  exited: Promise<number | null>;
};

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

/**
 * The real server entry point in its own process, as `npm start` runs it: its metrics on a
 * free port of their own too, so servers started side by side never share one.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const [port, metricsPort] = await Promise.all([freePort(), freePort()]);
  const serverEnv: NodeJS.ProcessEnv = { ...process.env, HOST: '127.0.0.1', PORT: String(port), METRICS_PORT: String(metricsPort), LOG_LEVEL: 'info', ...env };
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, '../../src/server.ts')], {
    cwd: path.join(__dirname, '../..'),
    env: serverEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  await untilAnswering(`${baseUrl}/healthz`, child, { timeoutMs: 20_000, intervalMs: 100, failure: () => `server did not start:\n${output}` });
  const metricsUrl = serverEnv.METRICS_PORT === '0' ? null : `http://${serverEnv.METRICS_HOST ?? '127.0.0.1'}:${serverEnv.METRICS_PORT}/metrics`;
  return { child, baseUrl, metricsUrl, output: () => output, exited };
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
