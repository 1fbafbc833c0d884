import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort, untilAnswering } from '@portal/test-support/listening';

export type ServerProcess = {
  child: ChildProcess;
  baseUrl: string;
  /** GET /metrics on the server's own metrics listener; null when `env` turns it off (METRICS_PORT=0). */
  metricsUrl: string | null;
  output: () => string;
  exited: Promise<number | null>;
};

/**
 * The real server entry point in its own process, as `npm start` runs it: its metrics on a
 * free port of their own too, so servers started side by side never share one.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const [port, metricsPort] = await Promise.all([freePort(), freePort()]);
  const serverEnv: NodeJS.ProcessEnv = { ...process.env, HOST: '127.0.0.1', PORT: String(port), METRICS_PORT: String(metricsPort), LOG_LEVEL: 'info', ...env };
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', path.join(__dirname, '../../src/server.ts')], {
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
