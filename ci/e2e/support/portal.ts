import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, untilAnswering } from '@portal/test-support/listening';

export const repoRoot = path.resolve(__dirname, '../../..');

export type Portal = {
  baseUrl: string;
  /** Its GET /metrics, on the metrics listener's own free port. */
  metricsUrl: string;
  dataDir: string;
  siteDir: string;
  stop(): Promise<void>;
};

/** The portal exactly as `npm start` serves it, on free ports with a fresh DATA_DIR; `env` adds to its environment. */
export async function startPortal(env: Record<string, string> = {}): Promise<Portal> {
  const [port, metricsPort] = await Promise.all([freePort(), freePort()]);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  const child: ChildProcess = spawn(process.execPath, [path.join(repoRoot, 'scripts/start-portal.mjs')], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), METRICS_PORT: String(metricsPort), DATA_DIR: dataDir, LOG_LEVEL: 'warn', REGISTRATIONS_PER_IP: '1000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  // The first start may build every app.
  await untilAnswering(`${baseUrl}/readyz`, child, { timeoutMs: 600_000, intervalMs: 250, failure: () => `the portal did not start:\n${output}` });
  return {
    baseUrl,
    metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
    dataDir,
    siteDir: path.join(dataDir, 'site'),
    async stop() {
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
