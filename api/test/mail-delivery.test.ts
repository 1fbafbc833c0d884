import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { connectDatabase, type DatabaseHandle } from '../src/db/connect';
import type { Database } from '../src/db/schema';
import { apply, createCompany, postJob, signUp, type Actor } from './support/actors';
import { SmtpSink } from '@portal/test-support/smtp-sink';
import { startTestApp, type TestApp } from './support/test-app';
import { testEngine } from './support/test-database';

/**
 * Email through a real SMTP server (smtp-server on loopback): what a message looks like when
 * it arrives, that an SMTP server down or refusing loses nothing and sends nothing twice, and
 * (PostgreSQL) that two API instances on one database send each message once.
 */

const PUBLIC_URL = 'https://jobs.example.com';

type OutboxRow = { id: number; to: string; subject: string; attempts: number; sentAt: Date | null; lastError: string | null; nextAttemptAt: Date; claimed: boolean };

async function outboxRows(db: Kysely<Database>): Promise<OutboxRow[]> {
  const rows = await db.selectFrom('mail_outbox').select(['id', 'to_address', 'subject', 'attempts', 'sent_at', 'last_error', 'next_attempt_at', 'claim_token']).orderBy('id').execute();
  return rows.map((row) => ({
    id: Number(row.id),
    to: row.to_address,
    subject: row.subject,
    attempts: Number(row.attempts),
    sentAt: row.sent_at === null ? null : new Date(row.sent_at),
    lastError: row.last_error,
    nextAttemptAt: new Date(row.next_attempt_at),
    claimed: row.claim_token !== null,
  }));
}

/** Waits until the outbox satisfies `done`; fails with what it holds when it never does. */
async function untilOutbox(db: Kysely<Database>, what: string, done: (rows: OutboxRow[]) => boolean, timeoutMs = 10_000): Promise<OutboxRow[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await outboxRows(db);
    if (done(rows)) return rows;
    if (Date.now() > deadline) {
      const shown = rows.slice(-12).map(({ id, attempts, sentAt, lastError }) => ({ id, attempts, sent: sentAt !== null, lastError: lastError?.slice(0, 60) ?? null }));
      throw new Error(`the outbox never showed ${what}; its last ${shown.length} of ${rows.length} rows: ${JSON.stringify(shown)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Makes the messages waiting for a retry due now. The worker backs off 5 s, then 10 s, ...
 * (retryDelayMs): waiting that out would make this test slow without proving more. Claimed
 * rows are left alone: their next_attempt_at is their lease, and moving that would let the
 * worker claim a message it is sending at this moment a second time.
 */
async function retryNow(db: Kysely<Database>): Promise<number> {
  const now = new Date();
  const result = await db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: now.toISOString() })
    .where('sent_at', 'is', null)
    .where('claim_token', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * An attempt that failed with the sink's refusal `code`. A claimed row still shows its previous
 * attempt's error, so only unclaimed rows count, and the sink's own words are matched, never a
 * bare code: a connection error names the sink's port, which may contain "451".
 */
const refusedWith = (row: OutboxRow, code: number) => !row.claimed && (row.lastError ?? '').includes(`test sink refusing with ${code}`);

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The messages to `email`, once each queued for it is marked sent (so a second copy, if any, would be in). */
async function deliveredTo(t: TestApp, sink: SmtpSink, email: string) {
  await untilOutbox(t.database.handle.db, `a message to ${email} sent`, (rows) => rows.some((row) => row.to === email) && rows.every((row) => row.to !== email || row.sentAt !== null));
  return sink.messages.filter((message) => message.envelope.rcptTo.includes(email));
}

async function aJob(app: FastifyInstance, title = 'Platform Engineer') {
  const recruiter = await signUp(app, 'recruiter');
  const company = await createCompany(app, recruiter, `Mail ${Date.now()} ${Math.random()}`);
  const job = await postJob(app, recruiter, company._id, { title });
  return { recruiter, company, job };
}

async function applyAs(app: FastifyInstance, jobId: string, fullname: string): Promise<Actor> {
  const student = await signUp(app, 'student', { fullname });
  expect((await apply(app, student, jobId)).statusCode).toBe(201);
  return student;
}

describe('delivery through SMTP', () => {
  let sink: SmtpSink;
  let t: TestApp;
  beforeAll(async () => {
    sink = await SmtpSink.start();
    t = await startTestApp({ SMTP_URL: sink.url, PUBLIC_URL, MAIL_POLL_MS: '50' });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.stop();
  });

  it('a new applicant reaches the recruiter: from the site, HTML and plain text, absolute links, the Message-ID of its outbox row', async () => {
    const { recruiter, company, job } = await aJob(t.app);
    await applyAs(t.app, job._id, 'Asha Rao');
    const [mail, ...more] = await deliveredTo(t, sink, recruiter.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      from: { name: 'JobPortal', address: 'no-reply@jobs.example.com' },
      to: recruiter.email,
      subject: 'New applicant for Platform Engineer',
      envelope: { mailFrom: 'no-reply@jobs.example.com', rcptTo: [recruiter.email] },
      contentType: 'multipart/alternative',
    });
    const link = `${PUBLIC_URL}/admin/jobs/${job._id}/applicants`;
    expect(mail!.text).toContain(`Asha Rao applied to Platform Engineer at ${company.name}.`);
    expect(mail!.text).toContain(`Open in JobPortal: ${link}`);
    expect(mail!.text).toContain(`${PUBLIC_URL}/settings`);
    expect(mail!.html).toContain(`href="${link}"`);
    expect(mail!.html).toContain('Asha Rao applied to Platform Engineer');
    // Every link in both parts is absolute, on PUBLIC_URL.
    expect([...mail!.html.matchAll(/href="([^"]*)"/g)].map(([, href]) => href)).toEqual([link]);
    expect(mail!.text.match(/https?:\/\/\S+/g)!.every((url) => url.startsWith(`${PUBLIC_URL}/`))).toBe(true);

    const [row] = (await outboxRows(t.database.handle.db)).filter((candidate) => candidate.to === recruiter.email);
    expect(mail!.messageId).toBe(`<outbox-${row!.id}@jobs.example.com>`);
    expect(row).toMatchObject({ attempts: 1, lastError: null, sentAt: expect.any(Date) });
  });

  it('a stage change reaches the student with the recruiter’s message', async () => {
    const { recruiter, job } = await aJob(t.app, 'Data Engineer');
    const student = await applyAs(t.app, job._id, 'Ben Okafor');
    const applicationId = (await t.app.inject({ method: 'GET', url: '/api/v1/application/get', headers: { cookie: student.cookie } })).json().application[0]._id;
    const update = await t.app.inject({
      method: 'POST',
      url: `/api/v1/application/status/${applicationId}/update`,
      headers: { cookie: recruiter.cookie },
      payload: { status: 'interview', message: 'Tuesday 10:00 <Room 4> & coffee.' },
    });
    expect(update.statusCode).toBe(200);
    const mails = await deliveredTo(t, sink, student.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Data Engineer at .+: Interview$/);
    expect(mails[0]!.text).toContain('The recruiter wrote: Tuesday 10:00 <Room 4> & coffee.');
    // Escaped in the HTML part: the recruiter's words are text, never markup.
    expect(mails[0]!.html).toContain('The recruiter wrote: Tuesday 10:00 &lt;Room 4&gt; &amp; coffee.');
    expect(mails[0]!.html).toContain(`href="${PUBLIC_URL}/profile"`);
  });

  it('SMTP_FROM names the sender', async () => {
    const other = await startTestApp({ SMTP_URL: sink.url, PUBLIC_URL, MAIL_POLL_MS: '50', SMTP_FROM: 'Acme Careers <careers@acme.example>' });
    try {
      const { recruiter, job } = await aJob(other.app);
      await applyAs(other.app, job._id, 'Chitra Iyer');
      const [mail, ...more] = await deliveredTo(other, sink, recruiter.email);
      expect(more).toEqual([]);
      expect(mail).toMatchObject({ from: { name: 'Acme Careers', address: 'careers@acme.example' }, envelope: { mailFrom: 'careers@acme.example' } });
    } finally {
      await other.close();
    }
  });
});

describe('an SMTP server that is down, then refusing, then back', () => {
  let sink: SmtpSink;
  let t: TestApp;
  beforeAll(async () => {
    sink = await SmtpSink.start();
    t = await startTestApp({ SMTP_URL: sink.url, PUBLIC_URL, MAIL_POLL_MS: '50' });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.stop();
  });

  it('keeps every message queued, retrying with backoff, and sends each exactly once when it is back', async () => {
    const db = t.database.handle.db;
    const { recruiter, job } = await aJob(t.app);
    const EVENTS = 5;

    // Down: the port refuses connections. The events themselves are answered as usual.
    await sink.stop();
    // Each attempt failed between `tried` and `seen`: its retry is due 5 s (then 10 s) after, however slow the machine.
    let tried = Date.now();
    for (let i = 0; i < EVENTS; i++) await applyAs(t.app, job._id, `Outage Student ${i}`);
    let rows = await untilOutbox(db, 'every message tried once and failed', (all) => all.length === EVENTS && all.every((row) => row.attempts >= 1 && !row.claimed && row.lastError !== null));
    let seen = Date.now();
    for (const row of rows) {
      expect(row).toMatchObject({ to: recruiter.email, sentAt: null, attempts: 1 });
      expect(row.lastError).toMatch(/ECONNREFUSED/);
      // Backoff: the second attempt is due 5 s after the first failed.
      expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(tried + 5_000);
      expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(seen + 5_000);
    }

    // Up but refusing every message with 451 after receiving it: nothing counts as sent.
    await sink.resume();
    sink.refuse('data', 451);
    tried = Date.now();
    expect(await retryNow(db)).toBe(EVENTS);
    rows = await untilOutbox(db, 'every message refused with 451', (all) => all.every((row) => row.attempts === 2 && refusedWith(row, 451)));
    seen = Date.now();
    for (const row of rows) {
      expect(row.sentAt).toBeNull();
      // Doubled: 10 s after the second failure.
      expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(tried + 10_000);
      expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(seen + 10_000);
    }

    // Refusing at RCPT TO (450): the message is never transferred.
    sink.refuse('rcpt', 450);
    expect(await retryNow(db)).toBe(EVENTS);
    await untilOutbox(db, 'every recipient refused with 450', (all) => all.every((row) => row.attempts === 3 && refusedWith(row, 450)));
    expect(sink.messages).toEqual([]);
    expect(sink.refused).toBe(2 * EVENTS);

    // Back: each queued message arrives once, and the outbox is empty.
    sink.accept();
    expect(await retryNow(db)).toBe(EVENTS);
    rows = await untilOutbox(db, 'every message sent', (all) => all.every((row) => row.sentAt !== null));
    // Long enough for a dozen more polls: a message sent twice would show.
    await settle(600);
    const copies = sink.byMessageId();
    expect(sink.messages).toHaveLength(EVENTS);
    expect([...copies.keys()].sort()).toEqual(rows.map((row) => `<outbox-${row.id}@jobs.example.com>`).sort());
    expect(sink.messages.every((mail) => mail.to === recruiter.email && mail.subject === 'New applicant for Platform Engineer')).toBe(true);
    expect(rows.every((row) => row.attempts === 4 && row.lastError === null)).toBe(true);
  });
});

const onPostgres = testEngine === 'postgres' ? describe : describe.skip;
if (testEngine !== 'postgres') {
  console.log(
    'SKIPPED: two API instances sending from one outbox run on PostgreSQL only (TEST_ENGINE=postgres, as the PostgreSQL pass of `npm test` sets it): the embedded SQLite database belongs to one API process.',
  );
}

onPostgres('two API instances on one PostgreSQL database', () => {
  const INSTANCES = ['api-1', 'api-2'] as const;
  // The instances differ only in the sender's name, so the sink can tell who sent what.
  const fromOf = (instance: string) => `JobPortal ${instance} <no-reply@jobs.example.com>`;
  const sentBy = (instance: string) => sink.messages.filter((mail) => mail.from.name === `JobPortal ${instance}`).length;
  const stages = ['shortlisted', 'interview', 'accepted', 'rejected', 'pending'] as const;
  let sink: SmtpSink;
  let first: TestApp;
  let secondHandle: DatabaseHandle;
  let second: FastifyInstance;
  /** A recruiter's job and four students' applications to it, sent through either instance. */
  let world: { recruiter: Actor; students: Actor[]; applicationIds: string[] };
  beforeAll(async () => {
    sink = await SmtpSink.start();
    const env = { SMTP_URL: sink.url, PUBLIC_URL, MAIL_POLL_MS: '5' };
    first = await startTestApp({ ...env, SMTP_FROM: fromOf(INSTANCES[0]) });
    // The second instance: its own connection pool to the same database, its own worker. The
    // same DATA_DIR gives it the same session secret, so one login works on both.
    secondHandle = connectDatabase({ databaseUrl: first.database.databaseUrl!, dataDir: first.database.dataDir });
    // As startTestApp configures the first, but for the sender's name.
    const config = loadConfig({ DATA_DIR: first.database.dataDir, LOG_LEVEL: 'silent', REGISTRATIONS_PER_IP: '1000', ...env, SMTP_FROM: fromOf(INSTANCES[1]) });
    second = await buildApp({ config, database: secondHandle });
    await second.ready();

    const { recruiter, job } = await aJob(first.app);
    const students = await Promise.all([0, 1, 2, 3].map((i) => applyAs([first.app, second][i % 2]!, job._id, `Scale Student ${i}`)));
    const applicationIds = await Promise.all(
      students.map(async (student) => (await second.inject({ method: 'GET', url: '/api/v1/application/get', headers: { cookie: student.cookie } })).json().application[0]._id as string),
    );
    world = { recruiter, students, applicationIds };
    await untilOutbox(first.database.handle.db, 'the applications’ messages sent', (rows) => rows.length === 4 && rows.every((row) => row.sentAt !== null));
  });
  afterAll(async () => {
    await second?.close();
    await secondHandle?.close();
    await first?.close();
    await sink?.stop();
  });

  /** `perApplication` stage changes of each application, alternating instances, the four in parallel: one message each to its student. */
  async function stageChanges(perApplication: number, label: string): Promise<void> {
    const apps = [first.app, second];
    await Promise.all(
      world.applicationIds.map(async (applicationId, a) => {
        for (let n = 0; n < perApplication; n++) {
          const response = await apps[(a + n) % 2]!.inject({
            method: 'POST',
            url: `/api/v1/application/status/${applicationId}/update`,
            headers: { cookie: world.recruiter.cookie },
            payload: { status: stages[n % stages.length], message: `${label} ${a}-${n}` },
          });
          expect(response.statusCode).toBe(200);
        }
      }),
    );
  }

  /** Every outbox row's message arrived exactly once, each student's steps with their own words, and nothing else arrived. */
  function expectEachOnce(rows: OutboxRow[], label: string, perApplication: number) {
    const copies = sink.byMessageId();
    expect(sink.messages).toHaveLength(rows.length);
    expect(copies.size).toBe(rows.length);
    expect([...copies.keys()].sort()).toEqual(rows.map((row) => `<outbox-${row.id}@jobs.example.com>`).sort());
    for (const [a, student] of world.students.entries()) {
      const steps = sink.messages.filter((mail) => mail.to === student.email).flatMap((mail) => new RegExp(`${label} \\d+-\\d+`).exec(mail.text)?.[0] ?? []);
      expect(steps.sort()).toEqual(Array.from({ length: perApplication }, (_, n) => `${label} ${a}-${n}`).sort());
    }
  }

  it('sends each of 60 messages exactly once, the two sharing the work', async () => {
    const db = first.database.handle.db;
    const before = (await outboxRows(db)).length;
    const sentBefore = INSTANCES.map(sentBy);
    // 60 stage changes through both instances while both workers send.
    await stageChanges(15, 'Step');
    const EVENTS = 4 * 15;
    const rows = await untilOutbox(db, 'every message sent', (all) => all.length === before + EVENTS && all.every((row) => row.sentAt !== null), 20_000);
    // Long enough for a hundred more polls of each: a message sent twice would show.
    await settle(500);
    expectEachOnce(rows, 'Step', 15);
    // Each message was claimed once: no instance ever took a row the other held.
    expect(rows.filter((row) => row.attempts !== 1)).toEqual([]);
    const perInstance = INSTANCES.map((instance, i) => sentBy(instance) - sentBefore[i]!);
    console.log(`two instances, one outbox, steady flow: ${EVENTS} messages, each received once; sent by ${INSTANCES.map((instance, i) => `${instance} ${perInstance[i]}`).join(', ')}`);
    expect(perInstance.every((count) => count > 0)).toBe(true);
    expect(perInstance[0]! + perInstance[1]!).toBe(EVENTS);
  });

  it('sends a backlog that becomes due at one moment once: both claim at the same time and never the same message', async () => {
    const db = first.database.handle.db;
    const before = (await outboxRows(db)).length;
    const sentBefore = INSTANCES.map(sentBy);
    // A backlog: 80 messages queued while the SMTP server is down, each tried once by one of the two.
    await sink.stop();
    await stageChanges(20, 'Backlog');
    const BACKLOG = 4 * 20;
    await untilOutbox(db, 'the backlog tried once', (all) => all.length === before + BACKLOG && all.slice(before).every((row) => row.attempts === 1 && row.lastError !== null));
    // Back, and all of it due at once (see retryNow): both workers' next polls claim from the same 80 rows.
    await sink.resume();
    expect(await retryNow(db)).toBe(BACKLOG);
    const rows = await untilOutbox(db, 'the backlog sent', (all) => all.every((row) => row.sentAt !== null), 20_000);
    await settle(500);
    expectEachOnce(rows, 'Backlog', 20);
    expect(rows.slice(before).filter((row) => row.attempts !== 2)).toEqual([]);
    const perInstance = INSTANCES.map((instance, i) => sentBy(instance) - sentBefore[i]!);
    console.log(`two instances, one outbox, a backlog due at once: ${BACKLOG} messages, each received once; sent by ${INSTANCES.map((instance, i) => `${instance} ${perInstance[i]}`).join(', ')}`);
    expect(perInstance.every((count) => count > 0)).toBe(true);
  });
});
