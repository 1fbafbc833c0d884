import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { RenderedPage, ServerApiCall } from '@portal/site/server-render';
import type { SiteGeneration } from './site-generation';
import type { AnswerText, FromWorker, ToWorker, WorkerSetup } from './worker-protocol';

/** Answers a render's API call with the API's answer as text (the worker parses it). */
export type Send = (call: ServerApiCall) => Promise<AnswerText>;

/** Why a page went out unrendered, besides the renderer's own 'load' and 'render'. */
export type RenderOutcome = RenderedPage | { ok: false; phase: 'worker' | 'budget'; error: string };

type Pending = { send: Send; settle: (outcome: RenderOutcome) => void };

// Built, the worker is JavaScript beside this file; run from source (tests, tsx), it is loaded through tsx.
const COMPILED_WORKER = path.join(__dirname, 'render-worker.js');
const SOURCE_WORKER = path.join(__dirname, 'render-worker.ts');

function startWorker(setup: WorkerSetup, heapMB: number): Worker {
  const options = { workerData: setup, resourceLimits: { maxOldGenerationSizeMb: heapMB } };
  if (fs.existsSync(COMPILED_WORKER)) return new Worker(COMPILED_WORKER, options);
  const fromSource = `require('tsx/cjs/api').register(); require(${JSON.stringify(SOURCE_WORKER)});`;
  return new Worker(fromSource, { ...options, eval: true });
}

/** One generation's worker. Its renders fail (never hang) if it cannot start or dies. */
class Generation {
  /** When its worker failed or exited, if it has. */
  diedAt: number | undefined;
  readonly exited: Promise<void>;
  private readonly worker: Worker;
  private retired = false;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;

  constructor(
    readonly site: SiteGeneration,
    heapMB: number,
  ) {
    this.worker = startWorker({ shellEntry: site.shellEntry, serverEntries: site.serverEntries }, heapMB);
    this.worker.on('message', (message: FromWorker) => this.receive(message));
    this.worker.on('error', (error) => this.fail(`render worker failed: ${error.message}`));
    this.exited = new Promise((resolve) =>
      this.worker.once('exit', () => {
        this.fail('render worker exited');
        resolve();
      }),
    );
  }

  render(url: string, send: Send, timeoutMs: number): Promise<RenderOutcome> {
    if (this.diedAt !== undefined) return Promise.resolve({ ok: false, phase: 'worker', error: 'render worker is not running' });
    const id = this.nextId++;
    return new Promise((settle) => {
      this.pending.set(id, { send, settle });
      this.post({ kind: 'render', id, url, timeoutMs });
    });
  }

  /** No new renders; terminated once the ones under way are done. */
  retire(): void {
    this.retired = true;
    if (this.pending.size === 0) void this.worker.terminate();
  }

  private post(message: ToWorker): void {
    this.worker.postMessage(message);
  }

  private receive(message: FromWorker): void {
    const pending = this.pending.get(message.id);
    if (!pending) return;
    if (message.kind === 'call') {
      pending.send(message.call).then(
        (answer) => this.post({ kind: 'answer', callId: message.callId, answer }),
        (error: unknown) => this.post({ kind: 'answer', callId: message.callId, answer: { status: 500, text: JSON.stringify({ message: String(error) }) } }),
      );
      return;
    }
    this.pending.delete(message.id);
    pending.settle(message.page);
    if (this.retired && this.pending.size === 0) void this.worker.terminate();
  }

  private fail(error: string): void {
    this.diedAt ??= Date.now();
    for (const { settle } of this.pending.values()) settle({ ok: false, phase: 'worker', error });
    this.pending.clear();
  }
}

const RESTART_AFTER_MS = 5000;

export type RenderPoolOptions = {
  /** A page not rendered within this goes out unrendered (the browser renders it, as without a server render). */
  budgetMs: number;
  /** Heap of each worker: a release that leaks or loops takes down its worker, not the API. */
  workerHeapMB?: number;
};

/**
 * Render workers, one per site generation: the release's, and one per mix of canaries visitors
 * get while canaries run. A release changes the generations: the next request starts the new
 * release's worker and the old ones are terminated after their last render. A canary starting,
 * ending or changing its version does the same to the canaries' workers alone, so none is left
 * running code no page names; a share changing ends none. A page waits for a starting worker
 * only as long as the budget allows, then goes out unrendered; it is never rendered by an old
 * release the page's scripts no longer name.
 */
export class RenderPool {
  private release: string | undefined;
  private canaries: string | undefined;
  private readonly current = new Map<string, Generation>();
  private readonly all = new Set<Generation>();

  constructor(private readonly options: RenderPoolOptions) {}

  /**
   * The worker of `site`, started if it is new. One that died is started again, but not at every
   * request: a release whose build cannot load would otherwise cost a worker start per page.
   */
  private generationOf(site: SiteGeneration): Generation {
    if (this.release !== site.release || this.canaries !== site.canaries) {
      const sameRelease = this.release === site.release;
      for (const [key, old] of this.current) {
        if (sameRelease && key === site.release) continue;
        old.retire();
        this.current.delete(key);
      }
      this.release = site.release;
      this.canaries = site.canaries;
    }
    const current = this.current.get(site.key);
    if (current && (current.diedAt === undefined || Date.now() - current.diedAt < RESTART_AFTER_MS)) return current;
    current?.retire();
    const generation = new Generation(site, this.options.workerHeapMB ?? 256);
    this.current.set(site.key, generation);
    this.all.add(generation);
    void generation.exited.then(() => this.all.delete(generation));
    return generation;
  }

  /** Starts `site`'s worker ahead of the first page that needs it. */
  warm(site: SiteGeneration): void {
    this.generationOf(site);
  }

  /** Never rejects: whatever fails, the outcome says why and the page goes out unrendered. */
  async render(site: SiteGeneration, url: string, send: Send): Promise<RenderOutcome> {
    const generation = this.generationOf(site);
    const { budgetMs } = this.options;
    let timer: NodeJS.Timeout | undefined;
    const overBudget = new Promise<RenderOutcome>((resolve) => {
      timer = setTimeout(() => resolve({ ok: false, phase: 'budget', error: `not rendered within ${budgetMs} ms` }), budgetMs);
    });
    try {
      // The worker aborts its render at the budget too; this also covers a worker that stopped answering.
      return await Promise.race([generation.render(url, send, budgetMs), overBudget]);
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    this.current.clear();
    for (const generation of this.all) generation.retire();
    await Promise.all([...this.all].map((generation) => generation.exited));
  }
}
