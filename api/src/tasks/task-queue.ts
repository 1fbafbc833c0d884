import { sql, type Kysely } from 'kysely';
import type { Database, Engine } from '../db/schema';
import { nowIso } from '../db/time';
import { leasedQueue, type Claim } from '../queue/leased-queue';
import type { AheadStep } from '../site/page-store/render-ahead';
import type { PageToRender } from '../site/page-store/rendered-pages';

/** Tasks whose effects are writes, done exactly once inside the transaction that marks them done. */
export type TransactionalTaskKind = 'job.posted';
/** Tasks that only recompute something kept elsewhere (a rendered page): run outside any transaction, harmless if repeated. */
export type RepeatableTaskKind = 'page.render' | 'page.render-ahead';
export type TaskKind = TransactionalTaskKind | RepeatableTaskKind;
export type ClaimedTask = Claim & { kind: TaskKind; payload: unknown };

/** Queues work for after the commit of the transaction it is called with: never lost, never done for a rolled-back change. */
export async function enqueueTask(db: Kysely<Database>, kind: TransactionalTaskKind, payload: unknown): Promise<void> {
  const now = nowIso();
  await db.insertInto('task_outbox').values({ kind, payload: JSON.stringify(payload), next_attempt_at: now, created_at: now }).execute();
}

/**
 * Queues a render of each page (its URL, and the canaries it shows) for the shared page store, but of those already
 * queued and not done (migration 0017's unique index over pending renders): many writes or
 * stale views of one page before the worker gets to it cost one render.
 */
export async function enqueuePageRenders(db: Kysely<Database>, pages: readonly PageToRender[]): Promise<void> {
  if (pages.length === 0) return;
  const now = nowIso();
  // The live remotes' pages keep the payload they had before canaries: `{url}`.
  const payloadOf = ({ url, variant }: PageToRender) => JSON.stringify(variant ? { url, variant } : { url });
  await db
    .insertInto('task_outbox')
    .values(pages.map((page) => ({ kind: 'page.render', payload: payloadOf(page), next_attempt_at: now, created_at: now })))
    // The index's own predicate, as literals: PostgreSQL infers a partial index only from them.
    .onConflict((conflict) => conflict.column('payload').where('kind', '=', sql.lit('page.render')).where('done_at', 'is', null).doNothing())
    .execute();
}

/** Queues the next step of a release's walk over its pages (render-ahead.ts), behind the tasks already due. */
export async function enqueueRenderAheadStep(db: Kysely<Database>, step: AheadStep): Promise<void> {
  const now = nowIso();
  await db.insertInto('task_outbox').values({ kind: 'page.render-ahead', payload: JSON.stringify(step), next_attempt_at: now, created_at: now }).execute();
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
    /** Deletes a repeatable task that ran, while its claim holds it: its result is kept elsewhere, and renders come by the thousand. */
    async forget(task: ClaimedTask): Promise<void> {
      await db.deleteFrom('task_outbox').where('id', '=', task.id).where('claim_token', '=', task.token).execute();
    },
    retryLater: queue.retryLater,
    release: queue.release,
  };
}

export type TaskQueue = ReturnType<typeof taskQueue>;
