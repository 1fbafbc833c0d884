import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { nowIso } from '../db/time';

/** An email as it is queued: already rendered, with absolute links. */
export type OutgoingMail = { to: string; subject: string; text: string; html: string };

/** A queued email the worker has claimed, until `leaseUntil` (which also tells this claim from a later one). */
export type ClaimedMail = OutgoingMail & { id: number; attempts: number; leaseUntil: string };

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
      const leaseUntil = new Date(now.getTime() + leaseMs).toISOString();
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
        .set((eb) => ({ next_attempt_at: leaseUntil, attempts: eb('attempts', '+', 1) }))
        .where('id', 'in', due)
        .where('sent_at', 'is', null)
        .returning(['id', 'to_address', 'subject', 'text_body', 'html_body', 'attempts'])
        .execute();
      return rows
        .map((row) => ({ id: Number(row.id), attempts: Number(row.attempts), leaseUntil, to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body }))
        .sort((a, b) => a.id - b.id);
    },
    /**
     * Renews one message's lease just before it is sent, if the claim is still this one (its
     * lease unchanged): false when it ran out and another instance may have claimed it, so a
     * batch slower than its lease never has a message sent twice.
     */
    async renew(mail: ClaimedMail, leaseMs: number): Promise<ClaimedMail | null> {
      const leaseUntil = new Date(Date.now() + leaseMs).toISOString();
      const { numUpdatedRows } = await db
        .updateTable('mail_outbox')
        .set({ next_attempt_at: leaseUntil })
        .where('id', '=', mail.id)
        .where('sent_at', 'is', null)
        .where('next_attempt_at', '=', mail.leaseUntil)
        .executeTakeFirst();
      return numUpdatedRows > 0n ? { ...mail, leaseUntil } : null;
    },
    /** Gives claimed messages that were not sent back to the queue at once (on a graceful stop). */
    async release(mails: ClaimedMail[]): Promise<void> {
      for (const mail of mails) {
        await db.updateTable('mail_outbox').set({ next_attempt_at: nowIso() }).where('id', '=', mail.id).where('sent_at', 'is', null).where('next_attempt_at', '=', mail.leaseUntil).execute();
      }
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
