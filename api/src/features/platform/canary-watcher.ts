import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { RemoteName } from '@portal/contract/telemetry-names';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/time';
import type { EmailSite } from '../../mail/email-content';
import type { PortalMetrics } from '../../metrics/portal-metrics';
import { SITE_NAME } from '../../site-name';
import { endCanaryByItself, type CanaryEnding } from '../../site/release-state/end-canary';
import { telemetryStore, type VersionFigures } from '../telemetry/telemetry-store';
import { queueAutoRollbackMail, type AutoRollbackAlert } from './auto-rollback-mail';
import { canaryVerdict, type WindowFigures } from './canary-verdict';
import { runningCanaries, type RunningCanary } from './running-canaries';

declare module 'fastify' {
  interface FastifyInstance {
    /** Compares the running canaries with their live versions and ends the worse ones (canary-watcher.ts). */
    canaries: CanaryWatcher;
  }
}

/** How far back a canary's and its live version's telemetry is compared. */
export const JUDGED_WINDOW_MS = 10 * 60_000;

/** A canary a check ended: which, its share, the live version every visitor now gets, the figures that ended it and when. */
export type EndedCanary = AutoRollbackAlert & { remote: RemoteName };

export type CanaryWatcherOptions = {
  db: Kysely<Database>;
  /** The live site; without it no canary runs. */
  siteDir: string | undefined;
  metrics: PortalMetrics;
  log: FastifyBaseLogger;
  /** Told by email of each canary ended; nobody when undefined. */
  alertEmail: string | undefined;
  site: EmailSite;
  checkEveryMs: number;
};

const NO_FIGURES: WindowFigures = { views: 0, errors: 0, lcpP75: null, lcpSamples: 0 };
const figuresOf = (rows: readonly VersionFigures[], version: string): WindowFigures => rows.find((row) => row.version === version) ?? NO_FIGURES;
const minuteOf = (ms: number) => Math.floor(ms / 60_000) * 60_000;

/** Thrown inside the claim's transaction to undo the claim when the canary was not ended after all. */
class NotEnded extends Error {
  constructor(readonly ending: Exclude<CanaryEnding, 'ended'>) {
    super(`canary not ended: ${ending}`);
  }
}

/**
 * Every instance runs one: every `checkEveryMs` it compares each running canary's last ten
 * minutes of telemetry (all instances together) with its live version's, and ends a canary that
 * does worse (canary-verdict.ts). One instance ends it: the one whose claim (a row keyed by the
 * remote, version and start of the canary) goes into the database; the claim is taken in a
 * transaction that stays open while the site folder is changed, so a failed change, or a crash,
 * undoes it and a later check tries again.
 */
export function canaryWatcher({ db, siteDir, metrics, log, alertEmail, site, checkEveryMs }: CanaryWatcherOptions) {
  const telemetry = telemetryStore(db);
  const running = siteDir ? runningCanaries(siteDir, log) : async () => [];
  let checking: Promise<EndedCanary[]> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  /**
   * The canary's figures against the live version's, over the last ten minutes but not before
   * the minute the canary started: a build released again as a canary is judged afresh.
   */
  async function judge(canary: RunningCanary, now: number) {
    const started = minuteOf(Date.parse(canary.since));
    const from = Number.isFinite(started) ? Math.max(now - JUDGED_WINDOW_MS, started) : now - JUDGED_WINDOW_MS;
    const rows = await telemetry.versionFigures(canary.remote, new Date(from).toISOString());
    return canaryVerdict(figuresOf(rows, canary.version), figuresOf(rows, canary.live), canary.thresholds);
  }

  /** Ends the canary if this instance is the one to; the ending when it did, null otherwise. */
  async function end(siteDir: string, canary: RunningCanary, reason: string): Promise<EndedCanary | null> {
    const ended: EndedCanary = { remote: canary.remote, version: canary.version, percent: canary.percent, live: canary.live, reason, at: nowIso() };
    let endedInFolder = false;
    try {
      const claimed = await db.transaction().execute(async (trx) => {
        const claim = await trx
          .insertInto('canary_auto_rollbacks')
          .values({ remote: canary.remote, version: canary.version, since: canary.since, reason, claimed_at: ended.at })
          .onConflict((conflict) => conflict.columns(['remote', 'version', 'since']).doNothing())
          .returning('remote')
          .executeTakeFirst();
        if (!claim) return false;
        // With the claim, before the folder changes: the email exists exactly when this instance ended the canary.
        if (alertEmail) await queueAutoRollbackMail(trx, site, alertEmail, ended);
        const ending = await endCanaryByItself(siteDir, canary.remote, canary, reason, ended.at);
        if (ending !== 'ended') throw new NotEnded(ending);
        endedInFolder = true;
        return true;
      });
      return claimed ? ended : null;
    } catch (error) {
      if (endedInFolder) {
        // The site folder is what ends a canary: only the claim and the email were lost with the commit.
        log.error({ err: error, remote: canary.remote, version: canary.version }, 'the canary was ended, but its claim and alert email could not be stored');
        return ended;
      }
      if (!(error instanceof NotEnded)) throw error;
      if (error.ending === 'locked') log.info({ remote: canary.remote, version: canary.version }, 'a release holds the site folder: the canary is ended at a later check');
      return null;
    }
  }

  async function check(): Promise<EndedCanary[]> {
    if (!siteDir) return [];
    const endings: EndedCanary[] = [];
    let canaries: RunningCanary[];
    try {
      canaries = await running();
    } catch (error) {
      log.warn({ err: error }, 'the running canaries could not be read; they are checked again later');
      return [];
    }
    for (const canary of canaries) {
      try {
        const verdict = await judge(canary, Date.now());
        if (!verdict.end) continue;
        const ended = await end(siteDir, canary, verdict.reason);
        if (!ended) continue;
        endings.push(ended);
        metrics.countAutoRollback(canary.remote);
        log.error(
          { remote: ended.remote, version: ended.version, percent: ended.percent, live: ended.live, reason: ended.reason },
          `the canary ${ended.remote} ${ended.version} did worse than the live version ${ended.live} and was ended: ${ended.reason}`,
        );
      } catch (error) {
        log.error({ err: error, remote: canary.remote, version: canary.version }, 'a canary could not be checked or ended; it is checked again later');
      }
    }
    return endings;
  }

  /** One check at a time: a check asked for while one runs is that one. */
  const checkNow = (): Promise<EndedCanary[]> =>
    (checking ??= check().finally(() => {
      checking = undefined;
    }));

  const tick = () => {
    void checkNow().finally(() => {
      if (!stopped) timer = setTimeout(tick, checkEveryMs).unref();
    });
  };

  return {
    /** Checks every running canary now, ending those that do worse; what it ended. */
    checkNow,

    start(): void {
      timer = setTimeout(tick, checkEveryMs).unref();
    },

    /** No check starts from now on; one running is waited for, before the database closes. */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await checking;
    },
  };
}

export type CanaryWatcher = ReturnType<typeof canaryWatcher>;

/** The watcher on `app.canaries`, checking while the app runs and stopped before the database closes. */
export function watchCanariesWhileRunning(app: FastifyInstance, { db, config }: { db: Kysely<Database>; config: Config }): void {
  const watcher = canaryWatcher({
    db,
    siteDir: config.siteDir,
    metrics: app.metrics,
    log: app.log,
    alertEmail: config.releases.alertEmail,
    site: { name: SITE_NAME, publicUrl: config.mail.siteUrl },
    checkEveryMs: config.releases.canaryCheckMs,
  });
  app.decorate('canaries', watcher);
  app.addHook('onReady', async () => watcher.start());
  app.addHook('preClose', async () => watcher.stop());
}
