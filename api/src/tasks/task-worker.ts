import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { retryDelayMs } from '../mail/mail-worker';
import type { ClaimedTask, RepeatableTaskKind, TaskQueue, TransactionalTaskKind } from './task-queue';

class ClaimLost extends Error {
  constructor(task: ClaimedTask) {
    super(`task ${task.id} ran after its claim ended; undone, as another worker has it`);
  }
}

/** Runs one task inside the transaction that also marks it done: its effects happen once, or not at all and it is retried. */
export type TaskHandlers = Record<TransactionalTaskKind, (payload: unknown, trx: Kysely<Database>) => Promise<void>>;

/**
 * Runs one task outside any transaction (a render reads through the API, which on SQLite could
 * not while a transaction holds the connection), then deletes it, failed or not: such a task
 * only recomputes something that is computed again on demand anyway, and keeps its result
 * elsewhere. A kind without a handler (no site to render) is deleted as it is.
 */
export type RepeatableTaskHandlers = Partial<Record<RepeatableTaskKind, (payload: unknown) => Promise<void>>>;

const isTransactional = (kind: string, handlers: TaskHandlers): kind is TransactionalTaskKind => Object.hasOwn(handlers, kind);

export type TaskWorkerOptions = {
  db: Kysely<Database>;
  queue: TaskQueue;
  handlers: TaskHandlers;
  repeatable?: RepeatableTaskHandlers;
  /** Run on every tick after the queue is drained (e.g. daily digests that fall due). */
  periodic: () => Promise<void>;
  log: FastifyBaseLogger;
  pollMs: number;
  leaseMs: number;
};

/**
 * Runs queued tasks inside the API process, as the mail worker sends mail: claim, run, mark
 * done, or retry with backoff. A task that fails keeps its place in the queue.
 */
export function startTaskWorker({ db, queue, handlers, repeatable = {}, periodic, log, pollMs, leaseMs }: TaskWorkerOptions) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const run = async (task: ClaimedTask) => {
    // Renewed just before it runs: a task that waited in its batch past its lease may have been claimed again meanwhile.
    if (!(await queue.renew(task, leaseMs))) return;
    if (!isTransactional(task.kind, handlers)) {
      await repeatable[task.kind]?.(task.payload).catch((error: unknown) =>
        log.warn({ taskId: task.id, kind: task.kind, err: error instanceof Error ? error.message : String(error) }, 'task failed; not retried, its work is done again on demand'),
      );
      await queue.forget(task);
      return;
    }
    const kind = task.kind;
    try {
      await db.transaction().execute(async (trx) => {
        await handlers[kind](task.payload, trx);
        // Its lease ran out and another worker claimed it: rolled back, so its effects happen once, from that claim.
        if (!(await queue.markDone(task, trx))) throw new ClaimLost(task);
      });
    } catch (error) {
      if (error instanceof ClaimLost) {
        log.warn({ taskId: task.id, kind: task.kind }, error.message);
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      log.warn({ taskId: task.id, kind: task.kind, attempts: task.attempts, err: message }, 'task failed; it will be retried');
      await queue.retryLater(task, retryDelayMs(task.attempts), message);
    }
  };

  async function drain(): Promise<void> {
    for (;;) {
      if (stopped) return;
      const batch = await queue.claimDue(10, leaseMs);
      if (batch.length === 0) break;
      for (const [index, task] of batch.entries()) {
        // Stopping: what was claimed but not run is due again at once, for the next start or another instance.
        if (stopped) return queue.release(batch.slice(index));
        await run(task);
      }
    }
    if (!stopped) await periodic();
  }

  const tick = () => {
    running = drain()
      .catch((error: unknown) => log.error({ err: error }, 'the task worker could not read its queue; it will look again'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, pollMs);
      });
  };
  timer = setTimeout(tick, 0);

  return {
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
