import path from 'node:path';
import type { App } from './apps';
import { DEFAULT_THRESHOLDS, recordCanary, recordPromotion, requireHistory, wasEnded, type CanaryThresholds, type RunningCanary } from '../../api/src/site/release-state/release-history';
import { publishRemote } from './publish';
import { withSiteLock } from '../../api/src/site/release-state/site-lock';
import { switchRemote } from './switch';
import { versionId } from './version-id';

/** The remote's key: only the remotes take a canary; the shell is released to everyone. */
export function canaryKey(app: App): string {
  if (!app.key) throw new Error('Only the remotes (mfe-auth, mfe-student, mfe-recruiter) take a canary: the shell is released to everyone at once.');
  return app.key;
}

/** A share of visitors as the command line gives it: a whole percent from 1 to 99. */
export function parsePercent(text: string): number {
  const percent = /^\d{1,2}$/.test(text) ? Number(text) : NaN;
  if (!(percent >= 1 && percent <= 99)) throw new Error(`--canary takes a share of visitors from 1 to 99 (percent), not "${text}"; 100 is --promote.`);
  return percent;
}

export type CanaryOptions = {
  percent: number;
  /** Only the thresholds given change; a new canary starts from the defaults. */
  thresholds?: Partial<CanaryThresholds>;
  /** Allows a build whose canary was ended (by hand or by the watcher) to run as one again. */
  again?: boolean;
};

export type CanaryResult = { version: string; percent: number; previousPercent: number | null };

/**
 * Publishes the package's build into `target` as the remote's canary for `percent` of visitors;
 * the live version stays for the rest. The same build again changes only the share (and any
 * threshold given); another build replaces the running canary.
 */
export function releaseCanary(app: App, packageDir: string, target: string, { percent, thresholds = {}, again = false }: CanaryOptions): CanaryResult {
  const key = canaryKey(app);
  const version = versionId(packageDir);
  return withSiteLock(target, () => {
    const history = requireHistory(target, key);
    if (version === history.current) throw new Error(`${key} ${version} is already live for everyone: there is nothing to release as a canary.`);
    const running = history.canary?.version === version ? history.canary : null;
    if (!running && wasEnded(history, version) && !again) {
      throw new Error(`${key} ${version} ran as a canary and was ended; to release it as a canary again, add --again.`);
    }
    publishRemote(path.join(packageDir, 'dist'), target, key, version);
    const since = running?.since ?? new Date().toISOString();
    const canary: RunningCanary = { version, percent, since, thresholds: { ...(running?.thresholds ?? DEFAULT_THRESHOLDS), ...thresholds } };
    switchRemote(target, key, { canary });
    const reason = running ? `share ${running.percent}% → ${percent}%` : history.canary ? `replaces the canary ${history.canary.version}` : `${percent}% of visitors`;
    recordCanary(target, key, canary, reason);
    return { version, percent, previousPercent: running?.percent ?? null };
  });
}

/** Makes the running canary the live version for everyone, in one switch of remotes.json. */
export function promoteCanary(app: App, target: string): { version: string; from: string } {
  const key = canaryKey(app);
  return withSiteLock(target, () => {
    const history = requireHistory(target, key);
    if (!history.canary) throw new Error(`${key} runs no canary: there is nothing to promote (release -- ${app.pkg} --canary <percent> starts one).`);
    switchRemote(target, key, { live: history.canary.version, canary: null });
    recordPromotion(target, key);
    return { version: history.canary.version, from: history.current };
  });
}

const THRESHOLD_FLAGS = {
  'max-error-rate-increase': { field: 'maxErrorRateIncrease', integer: false, max: 100, unit: 'percentage points' },
  'min-views': { field: 'minViews', integer: true, max: Number.MAX_SAFE_INTEGER, unit: 'page views' },
  'max-lcp-increase': { field: 'maxLcpIncrease', integer: false, max: 1000, unit: 'percent' },
} as const;

export const THRESHOLD_FLAG_NAMES = Object.keys(THRESHOLD_FLAGS) as (keyof typeof THRESHOLD_FLAGS)[];

/** The thresholds given on the command line (flag → text), each a positive number of its unit. */
export function parseThresholds(given: Partial<Record<keyof typeof THRESHOLD_FLAGS, string>>): Partial<CanaryThresholds> {
  const thresholds: Partial<CanaryThresholds> = {};
  for (const flag of THRESHOLD_FLAG_NAMES) {
    const text = given[flag];
    if (text === undefined) continue;
    const { field, integer, max, unit } = THRESHOLD_FLAGS[flag];
    const value = /^\d+(\.\d+)?$/.test(text) ? Number(text) : NaN;
    if (!(value > 0 && value <= max) || (integer && !Number.isInteger(value))) {
      throw new Error(`--${flag} takes a positive ${integer ? 'whole number' : 'number'} of ${unit}${max < Number.MAX_SAFE_INTEGER ? ` up to ${max}` : ''}, not "${text}".`);
    }
    thresholds[field] = value;
  }
  return thresholds;
}
