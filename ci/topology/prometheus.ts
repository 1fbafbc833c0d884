/**
 * Debian's Prometheus (ci/install-prometheus.sh) scraping the topology's API instances, as an
 * operator's would (docs/operations.md): its own config, storage and free port in the
 * topology's temp dir, the portal's alert rules loaded, every target scraped each second so a
 * test sees an instance go down within one or two.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '@portal/test-support/listening';
import { waitFor } from './wait-for';

const ROOT = path.resolve(__dirname, '../..');
const ALERT_RULES = path.join(ROOT, 'ops/prometheus/alerts.yml');
const PROMETHEUS_PATHS = ['/usr/bin/prometheus', '/usr/local/bin/prometheus'];

/** The job every API instance is scraped under; each target's `instance` label is the instance's name. */
export const SCRAPE_JOB = 'portal';

export function prometheusBinary(): string | null {
  return PROMETHEUS_PATHS.find((candidate) => fs.existsSync(candidate)) ?? null;
}

/** One series of a PromQL answer: an instant query's `value`, a range query's `values` ([unix seconds, value]). */
export type PromSeries = { metric: Record<string, string>; value?: [number, string]; values?: [number, string][] };

export type Prometheus = {
  url: string;
  child: ChildProcess;
  /** An instant query, at `at` (default: now). */
  query(promql: string, at?: Date): Promise<PromSeries[]>;
  /** A range query from `start` to `end`, a point every `stepSeconds`. */
  queryRange(promql: string, start: Date, end: Date, stepSeconds: number): Promise<PromSeries[]>;
};

async function answerOf(url: URL): Promise<PromSeries[]> {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  const body = (await response.json()) as { status: string; error?: string; data?: { result: PromSeries[] } };
  if (body.status !== 'success' || !body.data) throw new Error(`Prometheus refused ${url.searchParams.get('query')}: ${body.error ?? response.status}`);
  return body.data.result;
}

const unixSeconds = (date: Date) => String(date.getTime() / 1000);

export async function startPrometheus(dir: string, logFile: string, targets: { instance: string; address: string }[]): Promise<Prometheus> {
  const binary = prometheusBinary();
  if (!binary) throw new Error('Prometheus is not installed: run bash ci/install-prometheus.sh (as root)');
  const port = await freePort();
  // JSON is YAML: Prometheus reads it as its config.
  const config = {
    global: { scrape_interval: '1s', scrape_timeout: '1s', evaluation_interval: '1s' },
    rule_files: [ALERT_RULES],
    scrape_configs: [{ job_name: SCRAPE_JOB, static_configs: targets.map(({ instance, address }) => ({ targets: [address], labels: { instance } })) }],
  };
  const configFile = path.join(dir, 'prometheus.yml');
  fs.writeFileSync(configFile, JSON.stringify(config, null, 2));
  const out = fs.openSync(logFile, 'a');
  const child = spawn(
    binary,
    [`--config.file=${configFile}`, `--storage.tsdb.path=${path.join(dir, 'data')}`, `--web.listen-address=127.0.0.1:${port}`, '--log.level=warn'],
    { stdio: ['ignore', out, out] },
  );
  fs.closeSync(out);
  const url = `http://127.0.0.1:${port}`;
  await waitFor('Prometheus', async () => (await fetch(`${url}/-/ready`, { signal: AbortSignal.timeout(2_000) })).ok, 30_000, () => child.exitCode === null && child.signalCode === null);
  return {
    url,
    child,
    query(promql, at = new Date()) {
      const request = new URL('/api/v1/query', url);
      request.search = new URLSearchParams({ query: promql, time: unixSeconds(at) }).toString();
      return answerOf(request);
    },
    queryRange(promql, start, end, stepSeconds) {
      const request = new URL('/api/v1/query_range', url);
      request.search = new URLSearchParams({ query: promql, start: unixSeconds(start), end: unixSeconds(end), step: String(stepSeconds) }).toString();
      return answerOf(request);
    },
  };
}
