import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { nowIso } from '../db/time';

/** An email as it is queued: already rendered, with absolute links. */
export type OutgoingMail = { to: string; subject: string; text: string; html: string };

/** A queued email the worker has claimed. */
export type ClaimedMail = OutgoingMail & { id: number; attempts: number };

/**
 * Queues an email. Called with the transaction of the event that causes it, so the email
 * exists exactly when the event committed: never an event without its mail, nor the reverse.
 */
export async function enqueueMail(db: Kysely<Database>, mail: OutgoingMail): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('mail_outbox')
    .values({ to_address: mail.to, subject: mail.subject, text_body: mail.text, html_body: mail.html, next_attempt_at: now, created_at: now })
    .execute();
}

/**
 * The outbox as the mail worker sees it. A claim leases due messages for `leaseMs`: with several
 * instances each message is claimed by one (on PostgreSQL the claim skips rows another
 * instance is claiming at the same moment), and one whose sender died becomes due again when
 * its lease ends.
 */
export function outbox(db: Kysely<Database>, engine: 'sqlite' | 'postgres') {
  return {
    async claimDue(limit: number, leaseMs: number): Promise<ClaimedMail[]> {
      const now = new Date();
      const due = db
        .selectFrom('mail_outbox')
        .select('id')
        .where('sent_at', 'is', null)
        .where('next_attempt_at', '<=', now.toISOString())
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit)
        .$if(engine === 'postgres', (query) => query.forUpdate().skipLocked());
      const rows = await db
        .updateTable('mail_outbox')
        .set((eb) => ({ next_attempt_at: new Date(now.getTime() + leaseMs).toISOString(), attempts: eb('attempts', '+', 1) }))
        .where('id', 'in', due)
        .where('sent_at', 'is', null)
        .returning(['id', 'to_address', 'subject', 'text_body', 'html_body', 'attempts'])
        .execute();
      return rows
        .map((row) => ({ id: Number(row.id), attempts: Number(row.attempts), to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body }))
        .sort((a, b) => a.id - b.id);
    },
    async markSent(id: number): Promise<void> {
      await db.updateTable('mail_outbox').set({ sent_at: nowIso(), last_error: null }).where('id', '=', id).execute();
    },
    async retryLater(id: number, delayMs: number, error: string): Promise<void> {
      await db
        .updateTable('mail_outbox')
        .set({ next_attempt_at: new Date(Date.now() + delayMs).toISOString(), last_error: error.slice(0, 1000) })
        .where('id', '=', id)
        .where('sent_at', 'is', null)
        .execute();
    },
    /** Messages not yet sent, for health checks and tests. */
    async pending(): Promise<number> {
      const row = await db.selectFrom('mail_outbox').select((eb) => eb.fn.countAll<number | string>().as('count')).where('sent_at', 'is', null).executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}

export type Outbox = ReturnType<typeof outbox>;
