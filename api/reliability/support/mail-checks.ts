import type { SinkMail } from '@portal/test-support/smtp-sink';
import type { DatabaseState } from './inspect';
import type { OutboxRow } from './outbox';
import type { ApplyAttempt, Attempt, PipelineLedger } from './pipeline-ledger';

/**
 * After a restart and once the outbox is empty, the email as the SMTP sink received it against
 * the outbox and against what the writers were told:
 * - every outbox row arrived exactly once, by its Message-ID <outbox-{id}@host>, to its
 *   recipient with its subject, and nothing arrived that is not a row; the one exception is
 *   a message the sink accepted before a kill whose process died before marking it sent
 *   (at most as many per kill as the worker sends at once, SMTP_POOL_SIZE), which is sent again
 *   after the restart with the same Message-ID; it is counted, not hidden;
 * - every acknowledged application (and application again), stage change and withdrawal has
 *   its message, once; one in flight at a kill has it once or not at all; a refused one has none.
 */

/**
 * A kill, and when (Date.now()) the suite started the next server: after the killed one had
 * exited, so whatever it sent had arrived and nothing of the next one's had.
 */
export type Kill = { round: number; restartedAt: number };

/** The users the writers act as, by id. */
export type People = Map<string, { email: string; name: string }>;

export type MailFigures = {
  received: number;
  rows: number;
  perKind: Record<string, number>;
  /** Messages received twice across a kill (the at-least-once window), with the round of that kill. */
  resent: { messageId: string; round: number }[];
  /** Events whose answer came with their message, and in-flight ones whose message was or was not queued. */
  ackedEvents: number;
  inFlightWithMail: number;
  inFlightWithout: number;
};

const MAX_PROBLEMS = 20;
const STAGE = /: (Pending|Shortlisted|Interview|Accepted|Rejected)$/;
const capitalised = (status: string) => `${status.charAt(0).toUpperCase()}${status.slice(1)}`;

/** The kind of an email and what tells it from another to the same person with the same subject. */
function kindOf({ subject, text }: { subject: string; text: string }): { kind: string; detail: string } {
  if (subject.startsWith('New applicant for ')) return { kind: 'application.received', detail: /^(.+?) applied to /m.exec(text)?.[1] ?? '?' };
  if (subject.includes(' withdrew from ')) return { kind: 'application.withdrawn', detail: '' };
  if (subject.endsWith(' is closed')) return { kind: 'job.closed', detail: '' };
  if (STAGE.test(subject)) return { kind: 'application.status', detail: /^The recruiter wrote: (.*)$/m.exec(text)?.[1] ?? '' };
  return { kind: 'other', detail: '' };
}

const keyOf = (to: string, subject: string, detail: string) => `${to} | ${subject} | ${detail}`;

/** Each outbox row arrived once (or twice across one kill), and nothing else arrived. */
function checkDelivery(rows: OutboxRow[], received: SinkMail[], kills: Kill[], sendsAtOnce: number, problems: string[]): MailFigures['resent'] {
  const copies = new Map<number, SinkMail[]>();
  for (const mail of received) {
    const id = /^<outbox-(\d+)@[^>]+>$/.exec(mail.messageId)?.[1];
    if (!id) problems.push(`received a message with Message-ID ${mail.messageId}, not an outbox row's`);
    else copies.set(Number(id), [...(copies.get(Number(id)) ?? []), mail]);
  }
  const rowIds = new Set(rows.map((row) => row.id));
  for (const id of copies.keys()) if (!rowIds.has(id)) problems.push(`received <outbox-${id}@…>, which is no outbox row`);

  const resent: MailFigures['resent'] = [];
  for (const row of rows) {
    const arrived = copies.get(row.id) ?? [];
    if (!row.sent) problems.push(`outbox row ${row.id} (${row.subject}) is still unsent`);
    if (arrived.length === 0) problems.push(`outbox row ${row.id} (${row.subject} to ${row.to}) never arrived`);
    for (const mail of arrived) {
      if (mail.to !== row.to || mail.subject !== row.subject) problems.push(`<outbox-${row.id}> arrived as "${mail.subject}" to ${mail.to}, queued as "${row.subject}" to ${row.to}`);
    }
    if (arrived.length < 2) continue;
    // The first copy from the server this kill ended, the second from the one started after it, and the row claimed twice.
    const kill = kills.find(
      (candidate, i) =>
        (kills[i - 1]?.restartedAt ?? 0) < arrived[0]!.receivedAt &&
        arrived[0]!.receivedAt < candidate.restartedAt &&
        candidate.restartedAt < arrived[1]!.receivedAt &&
        arrived[1]!.receivedAt < (kills[i + 1]?.restartedAt ?? Infinity),
    );
    if (arrived.length === 2 && kill && row.attempts >= 2) resent.push({ messageId: arrived[0]!.messageId, round: kill.round });
    else problems.push(`<outbox-${row.id}> (${row.subject} to ${row.to}) arrived ${arrived.length} times, at ${arrived.map((mail) => mail.receivedAt).join(', ')}, not across a kill`);
  }
  for (const kill of kills) {
    const inRound = resent.filter((one) => one.round === kill.round).length;
    if (inRound > sendsAtOnce) problems.push(`${inRound} messages were sent twice across kill #${kill.round}; the worker sends ${sendsAtOnce} at once, so at most ${sendsAtOnce} can be`);
  }
  return resent;
}

/** What the writers sent that tells someone, each as the email it must (acknowledged) or may (in flight) have queued. */
function expectedMail(applications: Map<string, ApplyAttempt>, pipeline: PipelineLedger, people: People, state: DatabaseState) {
  const expected = new Map<string, { must: number; may: number }>();
  const person = (id: string) => people.get(id) ?? { email: `?user ${id}`, name: `?user ${id}` };
  const jobOf = (jobId: string) => {
    const job = state.jobs.get(jobId);
    return { title: job?.title ?? `?job ${jobId}`, company: state.companies.get(job?.companyId ?? '')?.name ?? '?company', poster: person(job?.createdBy ?? '') };
  };
  const expect = (key: string, attempt: Attempt) => {
    if (attempt.outcome === 'refused' || attempt.outcome === 'sending') return;
    const entry = expected.get(key) ?? { must: 0, may: 0 };
    if (attempt.outcome === 'acked') entry.must += 1;
    else entry.may += 1;
    expected.set(key, entry);
  };
  const received = (jobId: string, studentId: string) => {
    const job = jobOf(jobId);
    return keyOf(job.poster.email, `New applicant for ${job.title}`, person(studentId).name);
  };

  for (const attempt of applications.values()) expect(received(attempt.jobId, attempt.studentId), attempt);
  for (const [applicationId, ops] of pipeline.ops) {
    const { jobId, studentId } = pipeline.known.get(applicationId)!;
    const job = jobOf(jobId);
    const student = person(studentId);
    for (const op of ops) {
      if (op.kind === 'reapplication') expect(received(jobId, studentId), op);
      else if (op.kind === 'withdrawal') expect(keyOf(job.poster.email, `${student.name} withdrew from ${job.title}`, ''), op);
      else expect(keyOf(student.email, `${job.title} at ${job.company}: ${capitalised(op.status)}`, op.message ?? ''), op);
    }
  }
  return expected;
}

export function checkMail(input: {
  rows: OutboxRow[];
  received: SinkMail[];
  kills: Kill[];
  /** The server's SMTP_POOL_SIZE: how many messages can be in the SMTP server's hands at a kill. */
  sendsAtOnce: number;
  applications: Map<string, ApplyAttempt>;
  pipeline: PipelineLedger;
  people: People;
  state: DatabaseState;
}): { problems: string[]; figures: MailFigures } {
  const problems: string[] = [];
  const resent = checkDelivery(input.rows, input.received, input.kills, input.sendsAtOnce, problems);

  const queued = new Map<string, number>();
  const perKind: Record<string, number> = {};
  for (const row of input.rows) {
    const { kind, detail } = kindOf(row);
    perKind[kind] = (perKind[kind] ?? 0) + 1;
    if (kind === 'job.closed') continue; // who is told depends on who was still waiting: checked by delivery only
    const key = keyOf(row.to, row.subject, detail);
    queued.set(key, (queued.get(key) ?? 0) + 1);
  }
  const expected = expectedMail(input.applications, input.pipeline, input.people, input.state);
  let ackedEvents = 0;
  let inFlightWithMail = 0;
  let inFlightWithout = 0;
  for (const key of new Set([...expected.keys(), ...queued.keys()])) {
    const { must, may } = expected.get(key) ?? { must: 0, may: 0 };
    const count = queued.get(key) ?? 0;
    if (count < must) problems.push(`${must} acknowledged event(s) but ${count} message(s): ${key}`);
    else if (count > must + may) problems.push(`${count} message(s) but only ${must} acknowledged and ${may} in-flight event(s): ${key}`);
    ackedEvents += must;
    inFlightWithMail += Math.max(0, Math.min(count - must, may));
    inFlightWithout += Math.max(0, may - Math.max(0, count - must));
  }
  return {
    problems: problems.length > MAX_PROBLEMS ? [...problems.slice(0, MAX_PROBLEMS), `... and ${problems.length - MAX_PROBLEMS} more`] : problems,
    figures: { received: input.received.length, rows: input.rows.length, perKind, resent, ackedEvents, inFlightWithMail, inFlightWithout },
  };
}
