import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { connectDatabase, type DatabaseHandle } from '../src/db/connect';
import type { Database } from '../src/db/schema';
import { createMailTransport, type MailTransport } from '../src/mail/mail-transport';
import { startMailWorker } from '../src/mail/mail-worker';
import { enqueueMail, outbox } from '../src/mail/outbox';
import { enqueueTask, taskQueue } from '../src/tasks/task-queue';
import { startTaskWorker } from '../src/tasks/task-worker';
import { SmtpSink } from '@portal/test-support/smtp-sink';
import { createTestDatabase, type TestDatabase } from './support/test-database';

/**
 * A worker that stalls past its lease (a slow server, a paused process) while another claims
 * the same row: the work is done once, by whoever holds the claim, and the stalled worker,
 * when it resumes, changes nothing. Worker A's lease is short so it runs out while A is held;
 * worker B's is long, so B keeps its claim while the test looks.
 */

const SHORT_LEASE_MS = 300;
const LONG_LEASE_MS = 60_000;
const POLL_MS = 20;

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;

/** A promise the test resolves when it chooses. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** Resolves once `condition` holds; fails with `what` if it never does. */
async function until(what: string, condition: () => Promise<boolean> | boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`never: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A transport that, on its first message, stops inside send until the test lets it go on. */
function heldTransport(inner: MailTransport) {
  const release = gate();
  const entered = gate();
  const transport: MailTransport = {
    describe: inner.describe,
    async send(mail, signal) {
      entered.open();
      await release.opened;
      await inner.send(mail, signal);
    },
    close: () => inner.close(),
  };
  return { transport, entered: entered.opened, letGo: release.open };
}

describe('a mail sender that stalls past its lease', () => {
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

  const smtp = () => createMailTransport({ smtpUrl: sink.url, mailDir: database.dataDir, from: 'JobPortal <no-reply@jobs.example.com>', siteHost: 'jobs.example.com', poolSize: 2 });
  const row = (db: Kysely<Database>) =>
    db.selectFrom('mail_outbox').select(['attempts', 'next_attempt_at', 'sent_at', 'last_error', 'claim_token']).where('to_address', '=', 'ada@example.com').executeTakeFirstOrThrow();

  it('the message goes out once, sent by the worker that claimed it last; the stalled one leaves its row alone', async () => {
    const { db, engine } = database.handle;
    await enqueueMail(db, { to: 'ada@example.com', subject: 'Your application', text: 'Received.', html: '<p>Received.</p>' });

    const a = heldTransport(smtp());
    const workerA = startMailWorker({ outbox: outbox(db, engine), transport: a.transport, log: silent, pollMs: POLL_MS, leaseMs: SHORT_LEASE_MS });
    await a.entered;
    // A holds the message inside its transport; once A's lease is over, B claims it and is held in turn.
    const b = heldTransport(smtp());
    const workerB = startMailWorker({ outbox: outbox(db, engine), transport: b.transport, log: silent, pollMs: POLL_MS, leaseMs: LONG_LEASE_MS });
    await b.entered;
    const heldByB = await row(db);
    expect(heldByB).toMatchObject({ attempts: 2, sent_at: null, claim_token: expect.any(String) });

    // A goes on: too late to send, and its retry does not touch the row B holds.
    a.letGo();
    await workerA.stop();
    expect(await row(db)).toEqual(heldByB);
    expect(sink.messages).toEqual([]);

    b.letGo();
    await until('the message sent', async () => (await row(db)).sent_at !== null);
    await workerB.stop();
    expect(sink.messages.map((mail) => mail.to)).toEqual(['ada@example.com']);
    expect(await row(db)).toMatchObject({ attempts: 2, last_error: null, claim_token: null });
  });
});

describe('a task worker that stalls past its lease', () => {
  let database: TestDatabase;
  /** As other API instances have: their own connections to the same database (on SQLite, an open transaction holds its connection). */
  let connections: DatabaseHandle[];
  beforeAll(async () => {
    database = await createTestDatabase();
    connections = [0, 1].map(() => connectDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir }));
  });
  afterAll(async () => {
    await Promise.all(connections.map((connection) => connection.close()));
    await database?.handle.close();
    await database?.drop();
  });

  it('the task’s effects happen once, from the worker that claimed it last; the stalled one’s are rolled back and leave its row alone', async () => {
    const [forB, forTest] = connections as [DatabaseHandle, DatabaseHandle];
    await enqueueTask(forTest.db, 'job.posted', { jobId: 7 });
    const task = () => forTest.db.selectFrom('task_outbox').select(['attempts', 'next_attempt_at', 'done_at', 'last_error', 'claim_token']).executeTakeFirstOrThrow();
    const effects = async () => (await forTest.db.selectFrom('mail_outbox').select('to_address').orderBy('id').execute()).map((row) => row.to_address);
    /** A worker whose task, once inside its transaction, waits for the test; its effect is an email naming the worker. */
    const heldWorker = (name: string, { db, engine }: DatabaseHandle, leaseMs: number) => {
      const entered = gate();
      const release = gate();
      const worker = startTaskWorker({
        db,
        queue: taskQueue(db, engine),
        handlers: {
          'job.posted': async (_payload, trx) => {
            entered.open();
            await release.opened;
            await enqueueMail(trx, { to: `${name}@workers.example`, subject: 'ran', text: 'ran', html: '<p>ran</p>' });
          },
        },
        periodic: async () => undefined,
        log: silent,
        pollMs: POLL_MS,
        leaseMs,
      });
      return { worker, entered: entered.opened, letGo: release.open };
    };

    const a = heldWorker('a', database.handle, SHORT_LEASE_MS);
    await a.entered;
    // Once A's lease is over, B claims the task and is held in turn.
    const b = heldWorker('b', forB, LONG_LEASE_MS);
    await b.entered;
    const heldByB = await task();
    expect(heldByB).toMatchObject({ attempts: 2, done_at: null, claim_token: expect.any(String) });

    // A goes on: its transaction is rolled back, and the row B holds is as B left it.
    a.letGo();
    await a.worker.stop();
    expect(await effects()).toEqual([]);
    expect(await task()).toEqual(heldByB);

    b.letGo();
    await until('the task done', async () => (await task()).done_at !== null);
    await b.worker.stop();
    expect(await effects()).toEqual(['b@workers.example']);
    expect(await task()).toMatchObject({ attempts: 2, last_error: null, claim_token: null });
  });
});
