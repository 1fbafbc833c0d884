import type { Kysely } from 'kysely';
import type { Database, Engine } from '../db/schema';
import { nowIso } from '../db/time';
import { leasedQueue, type Claim } from '../queue/leased-queue';

export type TaskKind = 'job.posted';
export type ClaimedTask = Claim & { kind: TaskKind; payload: unknown };

/** Queues work for after the commit of the transaction it is called with: never lost, never done for a rolled-back change. */
export async function enqueueTask(db: Kysely<Database>, kind: TaskKind, payload: unknown): Promise<void> {
  const now = nowIso();
  await db.insertInto('task_outbox').values({ kind, payload: JSON.stringify(payload), next_attempt_at: now, created_at: now }).execute();
}

/** The task outbox as the task worker sees it: a leased queue (queue/leased-queue.ts), as the mail outbox is. */
export function taskQueue(db: Kysely<Database>, engine: Engine) {
  const queue = leasedQueue(db, engine, 'task_outbox');
  return {
    async claimDue(limit: number, leaseMs: number): Promise<ClaimedTask[]> {
      const rows = await queue.claimDue<{ kind: string; payload: string }>(limit, leaseMs, ['kind', 'payload']);
      return rows.map(({ id, attempts, token, kind, payload }) => ({ id, attempts, token, kind: kind as TaskKind, payload: JSON.parse(payload) as unknown }));
    },
    renew: queue.renew,
    /** Marks the task done in `trx`, the transaction that ran it; false when its claim had run out. */
    markDone: (task: ClaimedTask, trx: Kysely<Database>) => queue.complete(task, trx),
    retryLater: queue.retryLater,
    release: queue.release,
  };
}

export type TaskQueue = ReturnType<typeof taskQueue>;
