import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/connect';
import { createMailTransport } from './mail-transport';
import { startMailWorker } from './mail-worker';
import { outbox } from './outbox';

/** The mail worker runs while the server does: it starts once the server is ready and stops before the database closes. */
export function sendMailWhileRunning(app: FastifyInstance, database: DatabaseHandle, config: Config): void {
  let worker: ReturnType<typeof startMailWorker> | undefined;
  app.addHook('onReady', async () => {
    worker = startMailWorker({
      outbox: outbox(database.db, database.engine),
      transport: createMailTransport({
        smtpUrl: config.mail.smtpUrl,
        mailDir: path.join(config.dataDir, 'mail'),
        from: config.mail.from,
        siteHost: new URL(config.mail.siteUrl).hostname,
        poolSize: config.mail.poolSize,
      }),
      log: app.log,
      pollMs: config.mail.pollMs,
      leaseMs: config.mail.leaseMs,
      concurrency: config.mail.poolSize,
    });
  });
  app.addHook('preClose', async () => {
    await worker?.stop();
  });
}
