import type { Kysely } from 'kysely';
import type { Database, Engine } from '../db/schema';
import { nowIso } from '../db/time';
import { leasedQueue, type Claim } from '../queue/leased-queue';

/** An iCalendar part (RFC 5545 text) and the iTIP method it carries: an invitation or its cancellation. */
export type CalendarPart = { method: 'REQUEST' | 'CANCEL'; content: string };

/** An email as it is queued: already rendered, with absolute links. */
export type OutgoingMail = { to: string; subject: string; text: string; html: string; headers?: Record<string, string>; calendar?: CalendarPart };

/** A queued email the worker has claimed: its claim fences what the worker then does to its row. */
export type ClaimedMail = OutgoingMail & Claim;

type QueuedMail = { to_address: string; subject: string; text_body: string; html_body: string; headers: string | null; calendar: string | null };
const QUEUED_MAIL_COLUMNS = ['to_address', 'subject', 'text_body', 'html_body', 'headers', 'calendar'] as const;

const storedHeaders = (headers: OutgoingMail['headers']) => (headers ? JSON.stringify(headers) : null);
const queuedHeaders = (stored: string | null): Pick<OutgoingMail, 'headers'> => (stored === null ? {} : { headers: JSON.parse(stored) as Record<string, string> });
const storedCalendar = (calendar: OutgoingMail['calendar']) => (calendar ? JSON.stringify(calendar) : null);
const queuedCalendar = (stored: string | null): Pick<OutgoingMail, 'calendar'> => (stored === null ? {} : { calendar: JSON.parse(stored) as CalendarPart });

/**
 * Queues an email. Called with the transaction of the event that causes it, so the email
 * exists exactly when the event committed: never an event without its mail, nor the reverse.
 */
export async function enqueueMail(db: Kysely<Database>, mail: OutgoingMail): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('mail_outbox')
    .values({ to_address: mail.to, subject: mail.subject, text_body: mail.text, html_body: mail.html, headers: storedHeaders(mail.headers), calendar: storedCalendar(mail.calendar), next_attempt_at: now, created_at: now })
    .execute();
}

/**
 * The outbox as the mail worker sees it: a leased queue (queue/leased-queue.ts). With several
 * instances each message is claimed by one, one whose sender died becomes due again when its
 * lease ends, and a sender that lost its claim changes nothing.
 */
export function outbox(db: Kysely<Database>, engine: Engine) {
  const queue = leasedQueue(db, engine, 'mail_outbox');
  return {
    async claimDue(limit: number, leaseMs: number): Promise<ClaimedMail[]> {
      const rows = await queue.claimDue<QueuedMail>(limit, leaseMs, QUEUED_MAIL_COLUMNS);
      return rows.map(({ id, attempts, token, to_address, subject, text_body, html_body, headers, calendar }) => ({
        id,
        attempts,
        token,
        to: to_address,
        subject,
        text: text_body,
        html: html_body,
        ...queuedHeaders(headers),
        ...queuedCalendar(calendar),
      }));
    },
    renew: queue.renew,
    release: queue.release,
    markSent: (mail: ClaimedMail) => queue.complete(mail),
    retryLater: queue.retryLater,
    /** Messages not yet sent, for health checks and tests. */
    async pending(): Promise<number> {
      const row = await db.selectFrom('mail_outbox').select((eb) => eb.fn.countAll<number | string>().as('count')).where('sent_at', 'is', null).executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}

export type Outbox = ReturnType<typeof outbox>;
