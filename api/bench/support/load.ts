import autocannon from 'autocannon';
import { cpuMs, threadCpuMs, threadCpuSpent } from './process-cpu';

export type LoadResult = {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
  /** The server process's CPU time per request, in µs. */
  cpuUsPerRequest: number;
  /** The same, by the name of the thread that spent it (process-cpu.ts `threadCpuMs`). */
  cpuUsPerRequestByThread: Map<string, number>;
};

export type LoadOptions = {
  name: string;
  url: string;
  connections: number;
  durationSeconds: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Gives each request its own path and headers (fresh ids, fresh students). */
  next?: () => { path: string; headers?: Record<string, string> };
  /** Which statuses count as success (default: 2xx). */
  ok?: (status: number) => boolean;
  /** The server's process id, to measure its CPU time. */
  serverPid: number;
};

/** One autocannon run; errors are transport errors, timeouts and unexpected statuses. */
export async function load(options: LoadOptions): Promise<LoadResult> {
  let unexpected = 0;
  const ok = options.ok ?? ((status: number) => status >= 200 && status < 300);
  const cpuBefore = cpuMs(options.serverPid);
  const threadsBefore = threadCpuMs(options.serverPid);
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.durationSeconds,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    requests: options.next
      ? [
          {
            setupRequest: (request) => {
              const next = options.next!();
              return { ...request, path: next.path, headers: { ...request.headers, ...next.headers } };
            },
            onResponse: (status) => {
              if (!ok(status)) unexpected += 1;
            },
          },
        ]
      : [
          {
            onResponse: (status) => {
              if (!ok(status)) unexpected += 1;
            },
          },
        ],
  });
  return {
    name: options.name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + unexpected,
    requests: result.requests.total,
    cpuUsPerRequest: ((cpuMs(options.serverPid) - cpuBefore) * 1000) / Math.max(1, result.requests.total),
    cpuUsPerRequestByThread: new Map(
      [...threadCpuSpent(threadsBefore, threadCpuMs(options.serverPid))].map(([name, spentMs]) => [name, (spentMs * 1000) / Math.max(1, result.requests.total)]),
    ),
  };
}
