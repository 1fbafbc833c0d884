import http from 'node:http';

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string; ms: number };

export type SendOptions = {
  method?: string;
  /** Sent as is: the caller encodes it. */
  path: string;
  headers?: Record<string, string | number>;
  body?: string | Buffer;
  /** No answer within this long is a hang: the request is destroyed and fails with code HANG. */
  timeoutMs?: number;
  /** false: a fresh connection per request. */
  agent?: http.Agent | false;
};

/** An error carrying the network code (ECONNREFUSED, ECONNRESET, HANG, ...). */
export type NetworkError = Error & { code?: string };

/**
 * One HTTP request with node:http, so paths and headers go on the wire as given (fetch
 * would normalise them). Resolves with any status; rejects only on network errors or a hang.
 */
export function send(baseUrl: string, options: SendOptions): Promise<Answer> {
  const url = new URL(baseUrl);
  const started = performance.now();
  const timeoutMs = options.timeoutMs ?? 10_000;
  return new Promise<Answer>((resolve, reject) => {
    const headers: Record<string, string | number> = { ...options.headers };
    if (options.body !== undefined) headers['content-length'] = Buffer.byteLength(options.body);
    const request = http.request({
      host: url.hostname,
      port: url.port,
      method: options.method ?? 'GET',
      path: options.path,
      headers,
      agent: options.agent ?? false,
    });
    const timer = setTimeout(() => {
      const error: NetworkError = new Error(`no answer within ${timeoutMs} ms: ${options.method ?? 'GET'} ${options.path.slice(0, 200)}`);
      error.code = 'HANG';
      request.destroy(error);
    }, timeoutMs);
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        clearTimeout(timer);
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started });
      });
      response.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.end(options.body);
  });
}

export type Outcome = { status: number; ms: number; body: string; headers: http.IncomingHttpHeaders } | { error: string; ms: number; message: string };

/** The answer or the network error's code, never a rejection. */
export async function outcomeOf(answer: Promise<Answer>): Promise<Outcome> {
  const started = performance.now();
  try {
    return await answer;
  } catch (error) {
    const e = error as NetworkError;
    return { error: e.code ?? e.message, ms: performance.now() - started, message: e.message };
  }
}

export const isAnswer = (outcome: Outcome): outcome is Extract<Outcome, { status: number }> => 'status' in outcome;

export function json<T = Record<string, unknown>>(answer: Answer): T {
  return JSON.parse(answer.body) as T;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Percentiles of a list of durations, rounded to 0.1 ms, for printing. */
export function percentiles(values: number[]): { n: number; p50: number; p95: number; p99: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => (sorted.length === 0 ? 0 : Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! * 10) / 10);
  return { n: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) };
}

/** Counts of each label, for printing. */
export function tally(labels: Iterable<string | number>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const label of labels) counts[label] = (counts[label] ?? 0) + 1;
  return counts;
}

/** Runs `task` over the items with at most `concurrency` at once. */
export async function eachLimited<T>(items: T[], concurrency: number, task: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        await task(items[index]!, index);
      }
    }),
  );
}

/** The promise's value, or null when it takes longer than `ms` (the timer never outlives the race). */
export async function within<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}
