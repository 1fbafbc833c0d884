import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { REMOTE_NAMES, type RemoteErrorKind, type RemoteName, type WebVitalName } from '@portal/contract/telemetry-names';
import { processMetrics } from './process-metrics';

/**
 * Every metric the portal exposes, defined here and nowhere else: name, help, labels and
 * buckets. Each label takes values from a short list (below), a route pattern or a released
 * version, so the number of series stays bounded whatever clients send (docs/operations.md).
 */

// The telemetry's names are the contract's: the browser reports them, these label them.
export { isRemoteName, REMOTE_ERROR_KINDS, REMOTE_NAMES, WEB_VITAL_NAMES, type RemoteErrorKind, type RemoteName, type WebVitalName } from '@portal/contract/telemetry-names';

/**
 * One set of buckets for every vital, in seconds (CLS has no unit): it holds each one's
 * "good" and "poor" thresholds (CLS 0.1/0.25, INP 0.2/0.5, TTFB 0.8/1.8, LCP 2.5/4), so
 * the share of good views can be read off a bucket exactly.
 */
export const WEB_VITAL_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.5, 0.8, 1, 1.8, 2.5, 4, 6, 10];

/** A page's server render: rendered now, reused from another visitor's view, or sent for the browser to render. */
export const PAGE_RENDER_OUTCOMES = ['rendered', 'cached', 'fallback'] as const;
export type PageRenderOutcome = (typeof PAGE_RENDER_OUTCOMES)[number];

/** The route of a request neither the router nor the site's route table knows: one value for every such path. */
export const UNMATCHED_ROUTE = 'unmatched';

/** The work queued in the database, as of a scrape; NaN where it could not be read in time. */
export type QueueReadings = { mailPending: number; mailOldestAgeSeconds: number; tasksPending: number };

/** A database connection pool's connections: open, idle, and queries waiting for one. */
export type PoolReadings = { total: number; idle: number; waiting: number };

export type MetricSources = {
  /** Read at each scrape. */
  queues: () => Promise<QueueReadings>;
  /** Only where there is a pool (PostgreSQL). */
  pool?: () => PoolReadings;
};

const milliseconds = (ms: number) => ms / 1000;

/**
 * This app's metrics, in a registry of its own (tests build several apps in one process),
 * scraped together with the process's (process-metrics.ts).
 */
export function portalMetrics(sources: MetricSources) {
  const own = new Registry();
  const registers = [own];

  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });

  const pageRenders = new Counter({
    name: 'portal_page_renders_total',
    help: "Visitors' pages whose first screen the server rendered, reused from the kept renders, or sent unrendered (fallback: the render failed or overran its budget).",
    labelNames: ['outcome'] as const,
    registers,
  });
  const pageRenderDuration = new Histogram({
    name: 'portal_page_render_duration_seconds',
    help: "Time a visitor's page waited for its first screen's server render, by outcome.",
    labelNames: ['outcome'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.3, 0.5, 1, 2.5],
    registers,
  });
  // Every outcome from zero, so a ratio of them is defined from the first scrape.
  for (const outcome of PAGE_RENDER_OUTCOMES) pageRenders.inc({ outcome }, 0);

  // Read before the queue gauges start their queries (each metric is collected in this order),
  // so a scrape's own reads never show as queries waiting for a connection.
  const { pool } = sources;
  if (pool) {
    const poolGauge = (name: string, help: string, pick: (readings: PoolReadings) => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(pick(pool()));
        },
      });
    poolGauge('portal_db_pool_connections', "Connections open in this instance's PostgreSQL pool.", (readings) => readings.total);
    poolGauge('portal_db_pool_idle_connections', "Open connections in this instance's PostgreSQL pool that no query is using.", (readings) => readings.idle);
    poolGauge('portal_db_pool_waiting_queries', "Queries waiting for a connection of this instance's PostgreSQL pool.", (readings) => readings.waiting);
  }

  const queueGauge = (name: string, help: string, pick: (readings: QueueReadings) => number) =>
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        this.set(pick(await sources.queues()));
      },
    });
  queueGauge('portal_mail_outbox_pending', 'Emails queued and not yet accepted by the SMTP server (all instances share the queue).', (readings) => readings.mailPending);
  queueGauge(
    'portal_mail_outbox_oldest_age_seconds',
    'Age of the oldest email not yet accepted by the SMTP server; 0 when none waits.',
    (readings) => readings.mailOldestAgeSeconds,
  );
  queueGauge('portal_task_queue_pending', 'Background tasks (job alerts for a posted job, say) queued and not yet done.', (readings) => readings.tasksPending);

  const remoteViews = new Counter({
    name: 'portal_remote_views_total',
    help: 'Page views browsers reported, by the remote and released version that showed the page.',
    labelNames: ['remote', 'version'] as const,
    registers,
  });
  const remoteErrors = new Counter({
    name: 'portal_remote_errors_total',
    help: 'Errors attributed to a remote and released version, by kind: load, boundary, unhandled, render.',
    labelNames: ['remote', 'version', 'kind'] as const,
    registers,
  });
  const webVitals = new Histogram({
    name: 'portal_web_vitals',
    help: 'Web vitals browsers reported (LCP, INP, TTFB in seconds; CLS unitless), by remote and released version.',
    labelNames: ['remote', 'version', 'name'] as const,
    buckets: WEB_VITAL_BUCKETS,
    registers,
  });

  const autoRollbacks = new Counter({
    name: 'portal_release_auto_rollbacks_total',
    help: "Canaries ended by the server because they did worse than the live version, by remote; each is counted once, by the instance that ended it.",
    labelNames: ['remote'] as const,
    registers,
  });
  // Every remote that takes a canary from zero, so an increase is seen from the first one.
  for (const remote of REMOTE_NAMES) if (remote !== 'shell') autoRollbacks.inc({ remote }, 0);

  return {
    /** What GET /metrics answers: this app's metrics and the process's. */
    registry: Registry.merge([own, processMetrics()]),

    /** `route`: the route's pattern (`/api/v1/job/get/:id`), never a path with ids in it. */
    observeRequest(method: string, route: string, statusCode: number, elapsedMs: number): void {
      requestDuration.observe({ method, route, status_code: String(statusCode) }, milliseconds(elapsedMs));
    },

    countPageRender(outcome: PageRenderOutcome, elapsedMs: number): void {
      pageRenders.inc({ outcome });
      pageRenderDuration.observe({ outcome }, milliseconds(elapsedMs));
    },

    /**
     * The telemetry's counts. `version` must be released (released-versions.ts): anything a
     * client sends otherwise would make a series of its own.
     */
    countRemoteViews(remote: RemoteName, version: string, views = 1): void {
      remoteViews.inc({ remote, version }, views);
    },
    countRemoteErrors(remote: RemoteName, version: string, kind: RemoteErrorKind, errors = 1): void {
      remoteErrors.inc({ remote, version, kind }, errors);
    },
    /** This instance's canary watcher ended a canary of `remote`. */
    countAutoRollback(remote: RemoteName): void {
      autoRollbacks.inc({ remote });
    },
    /** `value` as the web-vitals package reports it: milliseconds, CLS a unitless score. */
    observeWebVital(remote: RemoteName, version: string, name: WebVitalName, value: number): void {
      webVitals.observe({ remote, version, name }, name === 'CLS' ? value : milliseconds(value));
    },
  };
}

export type PortalMetrics = ReturnType<typeof portalMetrics>;
