import crypto from 'node:crypto';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database, Engine } from '../db/schema';
import { nowIso } from '../db/time';

/** The tables that work as leased queues, each with the column that marks a row finished. */
const FINISHED_COLUMN = { mail_outbox: 'sent_at', task_outbox: 'done_at' } as const;
export type LeasedTable = keyof typeof FINISHED_COLUMN;

/**
 * One claim of one row. The token is written on the row by the claim, and every later change
 * the claimer makes applies only while the row still carries it: once the lease ran out and
 * another worker claimed the row, the first one's renew, complete, retry or release change
 * nothing, whenever it gets to them.
 */
export type Claim = { id: number; attempts: number; token: string };

/**
 * A queue in a table: due rows are claimed for a lease (`next_attempt_at` becomes the lease's
 * end, so a row whose worker died is due again then), and each claim is fenced by its token.
 * PostgreSQL: several instances claim at once, each skipping rows another is claiming
 * (`FOR UPDATE SKIP LOCKED`). SQLite has one writer: the claim is one statement.
 */
export function leasedQueue(db: Kysely<Database>, engine: Engine, table: LeasedTable) {
  const queue = sql.table(table);
  const finished = sql.ref(FINISHED_COLUMN[table]);
  const leaseEnd = (leaseMs: number) => new Date(Date.now() + leaseMs).toISOString();
  /** Runs an UPDATE of the row `claim` holds; true when the claim still held it. */
  const updateHeld = async (claim: Claim, set: RawBuilder<unknown>, executor: Kysely<Database> = db): Promise<boolean> => {
    const result = await sql`update ${queue} set ${set} where id = ${claim.id} and claim_token = ${claim.token} and ${finished} is null`.execute(executor);
    return (result.numAffectedRows ?? 0n) > 0n;
  };

  return {
    /**
     * Claims up to `limit` rows and returns them with `columns` (what the worker needs to do the
     * work), the earliest due first: the order the worker then sends them in. The due rows are
     * read before the claim rewrites their due time, so both happen in one transaction.
     */
    async claimDue<Row extends object>(limit: number, leaseMs: number, columns: readonly (keyof Row & string)[]): Promise<(Claim & Row)[]> {
      const token = crypto.randomUUID();
      const skipLocked = engine === 'postgres' ? sql`for update skip locked` : sql``;
      const returned = sql.join([sql`id`, sql`attempts`, ...columns.map((column) => sql.ref(column))]);
      return db.transaction().execute(async (trx) => {
        const due = await sql<{ id: number | string }>`select id from ${queue} where ${finished} is null and next_attempt_at <= ${nowIso()} order by next_attempt_at, id limit ${limit} ${skipLocked}`.execute(trx);
        if (due.rows.length === 0) return [];
        const place = new Map(due.rows.map((row, index) => [Number(row.id), index]));
        const { rows } = await sql<Row & { id: number | string; attempts: number | string }>`
          update ${queue} set claim_token = ${token}, next_attempt_at = ${leaseEnd(leaseMs)}, attempts = attempts + 1
          where id in (${sql.join([...place.keys()])}) and ${finished} is null
          returning ${returned}`.execute(trx);
        return rows.map((row) => ({ ...row, id: Number(row.id), attempts: Number(row.attempts), token })).sort((a, b) => place.get(a.id)! - place.get(b.id)!);
      });
    },
    /** Extends the claim's lease from now; false when the claim no longer holds the row. */
    renew: (claim: Claim, leaseMs: number) => updateHeld(claim, sql`next_attempt_at = ${leaseEnd(leaseMs)}`),
    /**
     * Marks the row finished; false when the claim no longer holds it. With `executor` a
     * transaction, the row is finished exactly when that transaction commits.
     */
    complete: (claim: Claim, executor?: Kysely<Database>) => updateHeld(claim, sql`${finished} = ${nowIso()}, last_error = null, claim_token = null`, executor),
    /** Gives the row back, due again after `delayMs`, with what went wrong. */
    retryLater: (claim: Claim, delayMs: number, error: string) =>
      updateHeld(claim, sql`next_attempt_at = ${new Date(Date.now() + delayMs).toISOString()}, last_error = ${error.slice(0, 1000)}, claim_token = null`),
    /** Gives claimed rows that were not worked on back at once (on a graceful stop). */
    async release(claims: readonly Claim[]): Promise<void> {
      for (const claim of claims) await updateHeld(claim, sql`next_attempt_at = ${nowIso()}, claim_token = null`);
    },
  };
}

export type LeasedQueue = ReturnType<typeof leasedQueue>;
