import type { Kysely } from 'kysely';
import type { Database, Engine } from '../db/schema';
import { nowIso } from '../db/time';

export type TaskKind = 'job.posted';
export type ClaimedTask = { id: number; kind: TaskKind; payload: unknown; attempts: number };

/** Queues work for after the commit of the transaction it is called with: never lost, never done for a rolled-back change. */
export async function enqueueTask(db: Kysely<Database>, kind: TaskKind, payload: unknown): Promise<void> {
  const now = nowIso();
  await db.insertInto('task_outbox').values({ kind, payload: JSON.stringify(payload), next_attempt_at: now, created_at: now }).execute();
}

/** Marks a task done; the worker calls it in the transaction that ran the task. */
export async function markTaskDone(db: Kysely<Database>, id: number): Promise<void> {
  await db.updateTable('task_outbox').set({ done_at: nowIso(), last_error: null }).where('id', '=', id).execute();
}

/** The task outbox as the task worker sees it: claims lease due tasks, as the mail outbox's do (see mail/outbox.ts). */
export function taskQueue(db: Kysely<Database>, engine: Engine) {
  return {
    async claimDue(limit: number, leaseMs: number): Promise<ClaimedTask[]> {
      const now = new Date();
      const due = db
        .selectFrom('task_outbox')
        .select('id')
        .where('done_at', 'is', null)
        .where('next_attempt_at', '<=', now.toISOString())
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit)
        .$if(engine === 'postgres', (query) => query.forUpdate().skipLocked());
      const rows = await db
        .updateTable('task_outbox')
        .set((eb) => ({ next_attempt_at: new Date(now.getTime() + leaseMs).toISOString(), attempts: eb('attempts', '+', 1) }))
        .where('id', 'in', due)
        .where('done_at', 'is', null)
        .returning(['id', 'kind', 'payload', 'attempts'])
        .execute();
      return rows
        .map((row) => ({ id: Number(row.id), kind: row.kind as TaskKind, payload: JSON.parse(row.payload) as unknown, attempts: Number(row.attempts) }))
        .sort((a, b) => a.id - b.id);
    },
    /** Gives claimed tasks that were not run back to the queue at once (on a graceful stop). */
    async release(ids: number[]): Promise<void> {
      if (ids.length === 0) return;
      await db.updateTable('task_outbox').set({ next_attempt_at: nowIso() }).where('id', 'in', ids).where('done_at', 'is', null).execute();
    },
    async retryLater(id: number, delayMs: number, error: string): Promise<void> {
      await db
        .updateTable('task_outbox')
        .set({ next_attempt_at: new Date(Date.now() + delayMs).toISOString(), last_error: error.slice(0, 1000) })
        .where('id', '=', id)
        .where('done_at', 'is', null)
        .execute();
    },
  };
}

export type TaskQueue = ReturnType<typeof taskQueue>;
