import type { Socket } from 'node:net';
import { parseArgs } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { nowIso } from '../src/db/time';
import { renderEmail } from '../src/mail/email-content';
import { createMailTransport } from '../src/mail/mail-transport';
import { startMailWorker } from '../src/mail/mail-worker';
import { outbox } from '../src/mail/outbox';
import { createTestDatabase } from '../test/support/test-database';
import { freePort } from '@portal/test-support/listening';
import { machine, writeSection } from './support/bench-doc';

/**
 * How fast the outbox delivers a backlog of `--messages` emails to a local SMTP server
 * (smtp-server on loopback, counting what it accepts), against a ceiling: nodemailer's pool
 * sending the same messages from a plain script, no database. Both use `--pool` connections.
 *   npm run bench:mail -- --engine sqlite|postgres --messages 10000 --pool 5
 */
const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'sqlite' },
    messages: { type: 'string', default: '10000' },
    pool: { type: 'string', default: '5' },
  },
});
const engineArg = values.engine === 'postgres' ? 'postgres' : 'sqlite';
const messageCount = Number(values.messages);
const poolSize = Number(values.pool);
const FROM = 'JobPortal <no-reply@jobs.example.com>';
const site = { name: 'JobPortal', publicUrl: 'https://jobs.example.com' };

/** An instant alert's email, as the portal sends them (two parts, absolute links). */
const mailFor = (n: number) =>
  renderEmail(site, `student-${n}@bench.example`, {
    subject: `New job for "platform engineer": Platform Engineer ${n}`,
    paragraphs: [`Platform Engineer ${n} at Acme matches your alert "platform engineer" (Bengaluru, Full Time).`, 'You get these emails as soon as a job matches.'],
    action: { label: 'View the job', path: `/description/${n}` },
    footer: 'You asked to hear about new jobs for this search; turn the alert off in your settings.',
  });

/** An SMTP server on loopback that accepts and counts every message. */
async function countingSink() {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    disableReverseLookup: true,
    onData(stream, _session, callback) {
      stream.on('end', () => {
        received += 1;
        callback();
      });
      stream.resume();
    },
  });
  // Replies go out at once: with Nagle's algorithm each small reply waits for the client's delayed ACK (40 ms on Linux), capping a connection near 20 messages a second.
  server.server.on('connection', (socket: Socket) => socket.setNoDelay(true));
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function until(condition: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** Messages a second: the ceiling, nodemailer's pool alone. */
async function ceiling(sinkUrl: string): Promise<number> {
  const transporter = nodemailer.createTransport({ pool: true, maxConnections: poolSize, url: sinkUrl });
  const started = performance.now();
  await Promise.all(Array.from({ length: messageCount }, (_, n) => transporter.sendMail({ from: FROM, messageId: `<ceiling-${n}@jobs.example.com>`, ...mailFor(n) })));
  const seconds = (performance.now() - started) / 1000;
  transporter.close();
  return messageCount / seconds;
}

/** Messages a second: queued in the outbox, sent by the mail worker as the API runs it. */
async function throughOutbox(sink: Awaited<ReturnType<typeof countingSink>>): Promise<number> {
  const database = await createTestDatabase(engineArg, { maintenance: true });
  const { db, engine } = database.handle;
  try {
    for (let first = 0; first < messageCount; first += 500) {
      const now = nowIso();
      const rows = Array.from({ length: Math.min(500, messageCount - first) }, (_, i) => {
        const mail = mailFor(first + i);
        return { to_address: mail.to, subject: mail.subject, text_body: mail.text, html_body: mail.html, next_attempt_at: now, created_at: now };
      });
      await db.insertInto('mail_outbox').values(rows).execute();
    }
    const queue = outbox(db, engine);
    const before = sink.received();
    const log = { info: () => undefined, warn: () => undefined, error: console.error } as unknown as FastifyBaseLogger;
    const started = performance.now();
    const worker = startMailWorker({
      outbox: queue,
      transport: createMailTransport({ smtpUrl: sink.url, mailDir: database.dataDir, from: FROM, siteHost: 'jobs.example.com', poolSize }),
      log,
      pollMs: 20,
      leaseMs: 5 * 60_000,
      concurrency: poolSize,
    });
    await until(async () => sink.received() - before >= messageCount && (await queue.pending()) === 0);
    const seconds = (performance.now() - started) / 1000;
    await worker.stop();
    if (sink.received() - before !== messageCount) throw new Error(`the sink received ${sink.received() - before} messages for ${messageCount} queued`);
    return messageCount / seconds;
  } finally {
    await database.handle.close();
    await database.drop();
  }
}

async function main() {
  const sink = await countingSink();
  try {
    const ceilingRate = await ceiling(sink.url);
    const outboxRate = await throughOutbox(sink);
    const table = [
      '| engine | messages | SMTP connections | nodemailer pool alone (msg/s) | outbox and mail worker (msg/s) | outbox / ceiling |',
      '|---|---|---|---|---|---|',
      `| ${engineArg} | ${messageCount.toLocaleString('en')} | ${poolSize} | ${ceilingRate.toFixed(0)} | ${outboxRate.toFixed(0)} | ${((100 * outboxRate) / ceilingRate).toFixed(0)}% |`,
    ].join('\n');
    console.log(`\n${table}\n`);
    writeSection(
      `bench:mail:${engineArg}`,
      `## Email from the outbox, ${messageCount.toLocaleString('en')} messages (\`npm run bench:mail -- --engine ${engineArg}\`), ${new Date().toISOString().slice(0, 10)}

A backlog of ${messageCount.toLocaleString('en')} instant-alert emails delivered to smtp-server on loopback, which accepts and
counts them (${machine()}). The ceiling is nodemailer's pool sending the same messages from a plain script, no
database; the outbox figure is the mail worker as the API runs it: claimed in batches in the order they fell due,
each lease renewed just before its send and the message marked sent after, ${poolSize} at once over ${poolSize} pooled connections.
The sink runs in the same process as the sender, so both figures share its CPU.

${table}`,
    );
  } finally {
    await sink.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
