import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { SingleFlight } from '../cache/single-flight';
import type { Database } from '../db/schema';
import { toIso } from '../db/time';
import type { QueueReadings } from './portal-metrics';

/** Well under Prometheus's scrape timeout (10 s by default), so the other metrics still arrive. */
export const QUEUE_READ_TIMEOUT_MS = 2_000;

const UNKNOWN: QueueReadings = { mailPending: Number.NaN, mailOldestAgeSeconds: Number.NaN, tasksPending: Number.NaN };

/** Two aggregates over the unsent and undone rows, which the queues' partial indexes hold: as cheap as the workers' own polls. */
async function readQueues(db: Kysely<Database>): Promise<QueueReadings> {
  const [mail, tasks] = await Promise.all([
    db
      .selectFrom('mail_outbox')
      .where('sent_at', 'is', null)
      .select((eb) => [eb.fn.countAll<number | string>().as('pending'), eb.fn.min('created_at').as('oldest')])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('task_outbox')
      .where('done_at', 'is', null)
      .select((eb) => eb.fn.countAll<number | string>().as('pending'))
      .executeTakeFirstOrThrow(),
  ]);
  const oldest = mail.oldest === null ? null : Date.parse(toIso(mail.oldest));
  return {
    mailPending: Number(mail.pending),
    mailOldestAgeSeconds: oldest === null ? 0 : Math.max(0, (Date.now() - oldest) / 1000),
    tasksPending: Number(tasks.pending),
  };
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from the database in ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The queues as of now, read once for a scrape's three gauges. A database that does not
 * answer in `timeoutMs` gives NaN (unknown) rather than holding the scrape; a read still
 * running is joined, never started again, so scrapes of a dead database do not pile queries up.
 */
export function queueReadings(db: Kysely<Database>, log: FastifyBaseLogger, timeoutMs = QUEUE_READ_TIMEOUT_MS): () => Promise<QueueReadings> {
  const reads = new SingleFlight<'queues', QueueReadings>();
  return async () => {
    try {
      return await within(
        reads.run('queues', () => readQueues(db)),
        timeoutMs,
      );
    } catch (error) {
      log.warn({ err: error }, 'queue metrics not read: the mail and task queue gauges are NaN in this scrape');
      return UNKNOWN;
    }
  };
}
