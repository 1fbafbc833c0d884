import type { FastifyBaseLogger } from 'fastify';
import { createMailTransport } from '../src/mail/mail-transport';
import { startMailWorker } from '../src/mail/mail-worker';
import { enqueueMail, outbox } from '../src/mail/outbox';
import { SmtpSink } from '@portal/test-support/smtp-sink';
import { createTestDatabase, type TestDatabase } from './support/test-database';

/**
 * Mail leaves in the order it fell due: a retry that has waited since morning goes before a
 * message queued a minute ago, whatever their ids. With the pool sending several at once, the
 * worker takes them in that order; which of five parallel sends lands first is the network's.
 */

const POOL_SIZE = 5;
const MESSAGES = 30;
const MINUTE_MS = 60_000;

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;

/** Resolves once `condition` holds; fails with `what` if it never does. */
async function until(what: string, condition: () => Promise<boolean> | boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`never: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('the order mail leaves in', () => {
  let database: TestDatabase;
  let sink: SmtpSink;
  beforeAll(async () => {
    database = await createTestDatabase();
    sink = await SmtpSink.start();
  });
  afterAll(async () => {
    await sink?.stop();
    await database?.handle.close();
    await database?.drop();
  });

  /** Queued in one order and due in another: message n fell due (7n mod 30) minutes ago, so the ids and the due times disagree throughout. */
  async function queueOutOfOrder(): Promise<string[]> {
    const { db } = database.handle;
    await db.deleteFrom('mail_outbox').execute();
    const minutesOverdue = (n: number) => (7 * n) % MESSAGES;
    for (let n = 0; n < MESSAGES; n++) {
      const to = `reader-${n}@example.com`;
      await enqueueMail(db, { to, subject: `Message ${n}`, text: 'Hello.', html: '<p>Hello.</p>' });
      await db
        .updateTable('mail_outbox')
        .set({ next_attempt_at: new Date(Date.now() - minutesOverdue(n) * MINUTE_MS).toISOString() })
        .where('to_address', '=', to)
        .execute();
    }
    return Array.from({ length: MESSAGES }, (_, n) => n)
      .sort((a, b) => minutesOverdue(b) - minutesOverdue(a))
      .map((n) => `reader-${n}@example.com`);
  }

  it('sends queued messages in order of due time, not of queueing, one connection at a time', async () => {
    const { db, engine } = database.handle;
    const dueOrder = await queueOutOfOrder();
    sink.messages.length = 0;
    const transport = createMailTransport({ smtpUrl: sink.url, mailDir: database.dataDir, from: 'JobPortal <no-reply@jobs.example.com>', siteHost: 'jobs.example.com', poolSize: 1 });
    const worker = startMailWorker({ outbox: outbox(db, engine), transport, log: silent, pollMs: 20, leaseMs: 60_000, concurrency: 1 });
    try {
      await until('every message received', () => sink.messages.length >= MESSAGES);
    } finally {
      await worker.stop();
    }
    expect(sink.messages.map((mail) => mail.to)).toEqual(dueOrder);
  });

  it(`hands the pool's ${POOL_SIZE} senders the earliest due first, batch after batch`, async () => {
    const { db, engine } = database.handle;
    const dueOrder = await queueOutOfOrder();
    const queue = outbox(db, engine);
    const taken: string[] = [];
    for (let batch = await queue.claimDue(4 * POOL_SIZE, 60_000); batch.length > 0; batch = await queue.claimDue(4 * POOL_SIZE, 60_000)) {
      taken.push(...batch.map((mail) => mail.to));
    }
    expect(taken).toEqual(dueOrder);
  });
});
