// SSR spike: render workers, one per site generation. A release changes remotes.json; the next
// request starts a worker for the new generation, and the old one is terminated once its last
// render is done, so no module of an old version stays in memory (see
// docs/server-rendering-spike.md: why not swap remotes inside one process).
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { RenderRequest, WorkerMessage, WorkerReply, WorkerSetup } from './render-protocol';
import { readRemotesJson, siteGeneration, type SiteGeneration } from './site-generation';

const WORKER_ENTRY = path.join(__dirname, 'worker-bootstrap.mjs');

export type PoolOptions = { timeoutMs?: number; workerHeapMB?: number };
export type PoolReply = WorkerReply & { generation: string; remotes: Record<string, string> };

type Pending = { resolve: (reply: never) => void; reject: (error: Error) => void };

export class Generation {
  readonly startedAt = performance.now();
  /** Milliseconds from spawning the worker to its first message (modules loaded). */
  readyMs = 0;
  exitedAfterMs: number | undefined;
  dead = false;
  readonly exited: Promise<void>;
  private readonly worker: Worker;
  private readonly ready: Promise<void>;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private retiredAt: number | undefined;

  constructor(
    readonly site: SiteGeneration,
    options: Required<PoolOptions>,
  ) {
    const setup: WorkerSetup = { serverEntries: site.serverEntries, timeoutMs: options.timeoutMs };
    this.worker = new Worker(WORKER_ENTRY, {
      workerData: setup,
      // A remote that leaks or loops takes its worker down, not the API.
      resourceLimits: { maxOldGenerationSizeMb: options.workerHeapMB },
    });
    this.ready = new Promise((resolve, reject) => {
      this.worker.once('message', () => {
        this.readyMs = performance.now() - this.startedAt;
        this.worker.on('message', (reply: { id: number }) => this.settle(reply));
        resolve();
      });
      this.worker.once('error', reject);
    });
    // A worker that fails to start fails the renders waiting for it (send), nothing else.
    this.ready.catch(() => undefined);
    this.worker.on('error', (error) => this.fail(error));
    this.exited = new Promise((resolve) =>
      this.worker.once('exit', () => {
        if (this.retiredAt !== undefined) this.exitedAfterMs = performance.now() - this.retiredAt;
        this.fail(new Error('render worker exited'));
        resolve();
      }),
    );
  }

  private send<T>(message: Omit<WorkerMessage, 'id'>): Promise<T> {
    const id = this.nextId++;
    // Counted at once, before the worker is ready: a retire() meanwhile must wait for it.
    const reply = new Promise<T>((resolve, reject) => this.pending.set(id, { resolve: resolve as (reply: never) => void, reject }));
    this.ready.then(
      () => this.worker.postMessage({ ...message, id }),
      (error: Error) => this.fail(error),
    );
    return reply;
  }

  render(request: RenderRequest): Promise<WorkerReply> {
    return this.send<WorkerReply>({ ...request, kind: 'render' });
  }

  /** Spike: the worker's heap after a full garbage collection, in MB. */
  async heapAfterGc(): Promise<number> {
    return (await this.send<{ heapAfterGcMB: number }>({ kind: 'heap' })).heapAfterGcMB;
  }

  /** No new renders; terminated as soon as the ones under way are done. */
  retire(): void {
    this.retiredAt = performance.now();
    if (this.pending.size === 0) void this.worker.terminate();
  }

  private settle(reply: { id: number }): void {
    this.pending.get(reply.id)?.resolve(reply as never);
    this.pending.delete(reply.id);
    if (this.retiredAt !== undefined && this.pending.size === 0) void this.worker.terminate();
  }

  private fail(error: Error): void {
    this.dead = true;
    for (const { reject } of this.pending.values()) reject(error);
    this.pending.clear();
  }
}

export class RenderPool {
  private current: Generation | undefined;
  private readonly options: Required<PoolOptions>;
  /** Generations started so far, newest last. */
  readonly history: Generation[] = [];

  constructor(
    private readonly siteDir: string,
    options: PoolOptions = {},
  ) {
    this.options = { timeoutMs: options.timeoutMs ?? 2000, workerHeapMB: options.workerHeapMB ?? 256 };
  }

  /** The live generation's worker, started when remotes.json has changed (or the last worker died). */
  generation(): Generation {
    const remotesJson = readRemotesJson(this.siteDir);
    if (this.current && this.current.site.key === remotesJson.key && !this.current.dead) return this.current;
    this.current?.retire();
    this.current = new Generation(siteGeneration(this.siteDir, remotesJson), this.options);
    this.history.push(this.current);
    return this.current;
  }

  /** Never rejects: whatever fails, the reply says so and the caller sends the page unrendered. */
  async render(request: RenderRequest): Promise<PoolReply> {
    const generation = this.generation();
    if (!generation.site.serverEntries[request.remote]) {
      const error = `${request.remote} has no server build in this release`;
      return { id: -1, ok: false, phase: 'load', error, ms: { load: 0 }, heapUsedMB: 0, rssMB: 0, generation: generation.site.key, remotes: generation.site.remotes };
    }
    const site = { generation: generation.site.key, remotes: generation.site.remotes };
    try {
      return { ...(await generation.render(request)), ...site };
    } catch (error) {
      // The worker failed to start or died: this page is rendered by the browser, the next request gets a new worker.
      return { id: -1, ok: false, phase: 'worker', error: String(error), ms: { load: 0 }, heapUsedMB: 0, rssMB: 0, ...site };
    }
  }

  async close(): Promise<void> {
    this.current?.retire();
    await Promise.all(this.history.map((generation) => generation.exited));
  }
}
