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
  batchSize?: number;
};

/** Retries back off from 5 s, doubling, to at most 5 minutes: a server that is down for an hour gets its mail minutes after it is back. */
export const retryDelayMs = (attempts: number): number => Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 5 * 60_000);

/**
 * Sends what the outbox holds, inside the API process: claims a batch, sends each message,
 * marks it sent, or schedules a retry with backoff. Nothing is ever given up: a message stays
 * queued until a server accepts it. Survives restarts because the queue is the database.
 */
export function startMailWorker({ outbox, transport, log, pollMs, leaseMs, batchSize = 20 }: MailWorkerOptions) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  async function send(claimed: ClaimedMail): Promise<void> {
    const mail = await outbox.renew(claimed, leaseMs);
    if (!mail) return;
    try {
      await transport.send(mail);
      await outbox.markSent(mail.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.warn({ mailId: mail.id, attempts: mail.attempts, err: message }, 'mail not sent; it will be retried');
      await outbox.retryLater(mail.id, retryDelayMs(mail.attempts), message);
    }
  }

  async function drain(): Promise<void> {
    for (;;) {
      if (stopped) return;
      const batch = await outbox.claimDue(batchSize, leaseMs);
      if (batch.length === 0) return;
      for (const [index, mail] of batch.entries()) {
        // Stopping: what this instance claimed but did not send is due again at once, for the next start or another instance.
        if (stopped) return outbox.release(batch.slice(index));
        await send(mail);
      }
    }
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
    /** Finishes the message being sent, then stops; what is left stays queued for the next start. */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}
