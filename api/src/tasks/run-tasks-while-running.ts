import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/connect';
import type { AppDeps } from '../deps';
import { alertDigests } from '../features/alerts/alert-digests';
import { alertMatcher } from '../features/alerts/alert-matcher';
import { dropOldTelemetry } from '../features/telemetry/telemetry-retention';
import { waitingNudges } from '../features/waiting/waiting-nudges';
import { taskQueue } from './task-queue';
import { startTaskWorker, type RepeatableTaskHandlers } from './task-worker';

/**
 * The task worker runs while the server does, paced like the mail worker: it starts once the
 * server is ready and stops before the database closes. `repeatable`: the site's page renders.
 */
export function runTasksWhileRunning(app: FastifyInstance, database: DatabaseHandle, config: Config, deps: AppDeps, repeatable: RepeatableTaskHandlers): void {
  let worker: ReturnType<typeof startTaskWorker> | undefined;
  app.addHook('onReady', async () => {
    const sendDueDigests = alertDigests(deps);
    const dropDueTelemetry = dropOldTelemetry(database.db);
    const nudgeWaitingTeams = waitingNudges(deps);
    worker = startTaskWorker({
      db: database.db,
      queue: taskQueue(database.db, database.engine),
      handlers: { 'job.posted': alertMatcher(deps) },
      repeatable,
      periodic: async () => {
        await sendDueDigests();
        await nudgeWaitingTeams();
        await dropDueTelemetry();
      },
      log: app.log,
      pollMs: config.mail.pollMs,
      leaseMs: config.mail.leaseMs,
    });
  });
  app.addHook('preClose', async () => {
    await worker?.stop();
  });
}
