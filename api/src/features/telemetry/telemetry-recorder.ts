import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { isRemoteName, remoteVersion, type TelemetryEvent } from '@portal/contract/telemetry';
import type { Database } from '../../db/schema';
import { UNMATCHED_ROUTE, type PortalMetrics } from '../../metrics/portal-metrics';
import { releasedVersions } from '../../metrics/released-versions';
import type { LiveRemotes } from '../../site/live-remotes';
import type { LiveSite } from '../../site/live-site';
import { PendingCounts } from './pending-counts';
import { telemetryStore } from './telemetry-store';
import { bucketOf } from './vital-buckets';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts what browsers report about each release, and the server's failed renders (telemetry-recorder.ts). */
    telemetry: TelemetryRecorder;
  }
}

/** How often the counts added up in memory are written: what a crash can lose. */
export const FLUSH_EVERY_MS = 5_000;

/** The server's own report: its render of a remote's screen failed. */
type RenderFailure = { kind: 'error'; name: 'render'; remote: string; version: string; route: string };

const minuteOf = (at: Date) => new Date(Math.floor(at.getTime() / 60_000) * 60_000).toISOString();

export type TelemetryRecorderOptions = {
  db: Kysely<Database>;
  metrics: PortalMetrics;
  /** The live site's files (the pages' one reader), whose released versions and route table say what is counted; without a site nothing is. */
  site: LiveSite | null;
  log: FastifyBaseLogger;
  flushEveryMs?: number;
};

/**
 * Counts telemetry events per remote, version, route and minute in memory, writes them to the
 * database every few seconds (adding to what other instances wrote), and feeds the Prometheus
 * series as they arrive. Only released versions of the site's remotes are counted, and only
 * the routes of the live route table (any other is counted as `unmatched`): whatever browsers
 * send, the rows and series stay bounded.
 */
export function telemetryRecorder({ db, metrics, site, log, flushEveryMs = FLUSH_EVERY_MS }: TelemetryRecorderOptions) {
  const store = telemetryStore(db);
  const pending = new PendingCounts();
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();
  let stopped = false;
  let overflowing = false;

  const kept = (added: boolean) => {
    if (added || overflowing) return;
    overflowing = true;
    log.warn('telemetry counts are being dropped: too many are waiting for the database');
  };

  async function write(): Promise<void> {
    const taken = pending.take();
    try {
      await store.add(taken.counts, taken.vitals);
      overflowing = false;
    } catch (error) {
      log.warn({ err: error }, 'telemetry counts not written; they are kept for the next write');
      kept(pending.putBack(taken));
    }
  }

  /** Writes what is pending; one write at a time. */
  const flush = (): Promise<void> => (writing = writing.then(write));

  const tick = () => {
    void flush().finally(() => {
      if (!stopped) timer = setTimeout(tick, flushEveryMs).unref();
    });
  };

  async function record(events: readonly (TelemetryEvent | RenderFailure)[]): Promise<void> {
    const [versions, table] = await Promise.all([releasedVersions(site), site ? site.routes() : []]);
    const known = new Set(table.map((route) => route.path));
    const minute = minuteOf(new Date());
    for (const event of events) {
      const { remote, version } = event;
      if (!isRemoteName(remote) || !versions[remote]?.includes(version)) continue;
      const route = known.has(event.route) ? event.route : UNMATCHED_ROUTE;
      switch (event.kind) {
        case 'view':
          kept(pending.count({ minute, remote, version, route, kind: 'view' }));
          metrics.countRemoteViews(remote, version);
          break;
        case 'error':
          kept(pending.count({ minute, remote, version, route, kind: event.name }));
          metrics.countRemoteErrors(remote, version, event.name);
          break;
        case 'vital':
          kept(pending.observe({ minute, remote, version, name: event.name, le: bucketOf(event.name, event.value) }));
          metrics.observeWebVital(remote, version, event.name, event.value);
          break;
      }
    }
    // Stopping: what the last requests report is written at once, while the database is open.
    if (stopped) await flush();
  }

  return {
    /** Counts the events that name a released version of one of the site's remotes; drops the others. */
    record: (events: readonly TelemetryEvent[]) => record(events),

    /**
     * Counts a failed server render of a page as an error of kind `render`, of the remote
     * whose screen it was (the shell for its own pages), in the version the page was rendered
     * with: `live`, the remotes.json the page read; the shell's live release for the shell.
     * Never rejects: the page goes out whether or not this is counted.
     */
    async countRenderFailure(remote: string, route: string | undefined, live: LiveRemotes | null): Promise<void> {
      try {
        const version = remote === 'shell' ? await site?.shellVersion() : remoteVersion(remote, live?.config?.[remote]);
        if (version) await record([{ kind: 'error', name: 'render', remote, version, route: route ?? UNMATCHED_ROUTE }]);
      } catch (error) {
        log.warn({ err: error }, 'a failed render was not counted');
      }
    },

    /** Writes the counts waiting in memory now (the timer does it every few seconds). */
    flush,

    start(): void {
      timer = setTimeout(tick, flushEveryMs).unref();
    },

    /** Writes what waits; from now on every report is written as it arrives. */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await flush();
    },
  };
}

export type TelemetryRecorder = ReturnType<typeof telemetryRecorder>;

/**
 * The recorder on `app.telemetry`, writing every few seconds while the app runs and once more
 * as it stops, before the database closes.
 */
export function recordTelemetryWhileRunning(app: FastifyInstance, { db, site }: { db: Kysely<Database>; site: LiveSite | null }): void {
  const recorder = telemetryRecorder({ db, metrics: app.metrics, site, log: app.log });
  app.decorate('telemetry', recorder);
  app.addHook('onReady', async () => recorder.start());
  app.addHook('preClose', async () => recorder.stop());
}
