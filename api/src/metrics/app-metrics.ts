import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/connect';
import { serveMetricsWhileRunning } from './metrics-listener';
import { portalMetrics, type PortalMetrics } from './portal-metrics';
import { queueReadings } from './queue-readings';
import { measureRequests } from './request-metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the app counts and times, for Prometheus (portal-metrics.ts). */
    metrics: PortalMetrics;
  }
}

/**
 * The app's metrics, on `app.metrics` for the parts that count something, with every answer
 * timed. With `listen`, GET /metrics is served on METRICS_PORT while the app runs: the server
 * asks for it; scripts and tests that only inject requests into an app do not.
 */
export function installMetrics(app: FastifyInstance, { config, database, listen }: { config: Config; database: DatabaseHandle; listen: boolean }): PortalMetrics {
  const metrics = portalMetrics({ queues: queueReadings(database.db, app.log), pool: database.poolReadings });
  app.decorate('metrics', metrics);
  measureRequests(app, metrics);
  if (listen) serveMetricsWhileRunning(app, metrics.registry, config.metrics);
  return metrics;
}
