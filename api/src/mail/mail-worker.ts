import type { FastifyBaseLogger } from 'fastify';
import type { MailTransport } from './mail-transport';
import type { ClaimedMail, Outbox } from './outbox';

export type MailWorkerOptions = {
  outbox: Outbox;
  transport: MailTransport;
  log: FastifyBaseLogger;
  /** How often the outbox is looked at; an empty look reads one partial index. */
  pollMs: number;
  /** How long a claimed message is this instance's to send before another may try. */
  leaseMs: number;
  /** Messages sent at once: one per pooled SMTP connection (SMTP_POOL_SIZE). */
  concurrency?: number;
  batchSize?: number;
};

/** Retries back off from 5 s, doubling, to at most 5 minutes: a server that is down for an hour gets its mail minutes after it is back. */
export const retryDelayMs = (attempts: number): number => Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 5 * 60_000);

/**
 * A send still going when the lease ends could deliver the message twice (another instance may
 * claim it then), so it is aborted this much earlier, while the claim is still this instance's.
 */
const sendDeadlineMs = (leaseMs: number) => leaseMs * 0.9;

/**
 * Sends what the outbox holds, inside the API process: claims messages in the order they fell
 * due, sends `concurrency` of them at once, marks each sent, or schedules a retry with backoff.
 * Nothing is ever given up: a message stays queued until a server accepts it. Survives
 * restarts because the queue is the database.
 */
export function startMailWorker({ outbox, transport, log, pollMs, leaseMs, concurrency = 1, batchSize = Math.max(20, 4 * concurrency) }: MailWorkerOptions) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  async function send(claimed: ClaimedMail): Promise<void> {
    // Renewed just before it is sent: a message that waited in its batch past its lease may have been claimed again meanwhile.
    if (!(await outbox.renew(claimed, leaseMs))) return;
    try {
      await transport.send(claimed, AbortSignal.timeout(sendDeadlineMs(leaseMs)));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.warn({ mailId: claimed.id, attempts: claimed.attempts, err: message }, 'mail not sent; it will be retried');
      await outbox.retryLater(claimed, retryDelayMs(claimed.attempts), message);
      return;
    }
    if (!(await outbox.markSent(claimed))) log.warn({ mailId: claimed.id }, 'mail sent after its claim ended; another instance may have sent it too');
  }

  /** Sends until nothing is due: `concurrency` senders take claimed messages in turn, and the first to find none left claims the next batch. */
  async function drain(): Promise<void> {
    const claimed: ClaimedMail[] = [];
    let claiming: Promise<void> | undefined;
    let drained = false;
    const next = async (): Promise<ClaimedMail | undefined> => {
      while (claimed.length === 0 && !drained && !stopped) {
        claiming ??= outbox
          .claimDue(batchSize, leaseMs)
          .then((batch) => {
            claimed.push(...batch);
            drained = batch.length === 0;
          })
          .finally(() => (claiming = undefined));
        await claiming;
      }
      return stopped ? undefined : claimed.shift();
    };
    const sender = async () => {
      for (let mail = await next(); mail; mail = await next()) await send(mail);
    };
    const senders = await Promise.allSettled(Array.from({ length: concurrency }, sender));
    // Stopping (or the outbox unreadable): what this instance claimed but did not send is due again at once, for the next start or another instance.
    await outbox.release(claimed.splice(0));
    const failed = senders.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  }

  const tick = () => {
    running = drain()
      .catch((error: unknown) => log.error({ err: error }, 'the mail worker could not read the outbox; it will look again'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, pollMs);
      });
  };
  timer = setTimeout(tick, 0);
  log.info(`mail goes to ${transport.describe}`);

  return {
    /** Finishes the messages being sent, then stops; what is left stays queued for the next start. */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}
