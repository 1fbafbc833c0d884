import fs from 'node:fs';
import path from 'node:path';
import type { ReleaseAction } from '@portal/contract/platform';
import { writeFileAtomic } from './atomic-file';

/** What the auto-rollback watcher compares a canary with the live version by; each canary carries its own. */
export type CanaryThresholds = {
  /** How many percentage points the canary's error rate may exceed the live version's (it is also ended only when at least double). */
  maxErrorRateIncrease: number;
  /** Page views of the canary (last 10 minutes, every instance) before it is judged at all. */
  minViews: number;
  /** How many percent worse than the live version's the canary's LCP p75 may be. */
  maxLcpIncrease: number;
};

export const DEFAULT_THRESHOLDS: CanaryThresholds = { maxErrorRateIncrease: 2, minViews: 100, maxLcpIncrease: 25 };

/** A remote's version that a share of visitors gets instead of the live one. */
export type RunningCanary = { version: string; percent: number; since: string; thresholds: CanaryThresholds };

/**
 * What `<target>/releases/<name>.json` holds: every version made live, oldest first, the live one
 * and since when, the running canary, and every action taken. The release tool and the server
 * both write it, under the site lock (site-lock.ts); the server reads it (the live shell
 * version, the platform API, the canary watcher), so fields are only ever added.
 */
export type ReleaseHistory = {
  current: string;
  since: string;
  releases: { version: string; releasedAt: string }[];
  canary: RunningCanary | null;
  /**
   * Every action, oldest first, as the platform API answers it. `version` is the one the action
   * is about: the one made live (release, promote, rollback of the live version) or the canary
   * (canary, and a rollback or auto-rollback that ended one, which carry its share in
   * `percent`). `auto-rollback` is the server's canary watcher's, with the figures in `reason`.
   */
  history: ReleaseAction[];
};

const historyFile = (target: string, name: string) => path.join(target, 'releases', `${name}.json`);

/** The record as written, with the fields an older release tool did not write filled in. */
export function readHistory(target: string, name: string): ReleaseHistory | null {
  const file = historyFile(target, name);
  if (!fs.existsSync(file)) return null;
  const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<ReleaseHistory> & Pick<ReleaseHistory, 'current' | 'releases'>;
  return {
    ...stored,
    since: stored.since ?? stored.releases.find((release) => release.version === stored.current)?.releasedAt ?? '',
    canary: stored.canary ?? null,
    history: stored.history ?? [],
  };
}

export function requireHistory(target: string, name: string): ReleaseHistory {
  const history = readHistory(target, name);
  if (!history) throw new Error(`Nothing was ever released for ${name} in ${target}.`);
  return history;
}

const logged = (history: ReleaseHistory, entry: Omit<ReleaseAction, 'at'>, at: string): ReleaseAction[] => [...history.history, { ...entry, at }];

/**
 * A version went live by a release. Releasing the live version again (the same build, as each
 * `npm start` does) changes nothing, so it is not logged either.
 */
export function recordRelease(target: string, name: string, version: string, at = new Date().toISOString()): void {
  const history = readHistory(target, name) ?? { current: version, since: at, releases: [], canary: null, history: [] };
  const known = history.releases.some((release) => release.version === version);
  if (known && history.current === version) return;
  const releases = known ? history.releases : [...history.releases, { version, releasedAt: at }];
  writeHistory(target, name, { ...history, current: version, since: at, releases, history: logged(history, { action: 'release', version }, at) });
}

/** A version went live again by a rollback: the list of releases is left as it was. */
export function recordRollback(target: string, name: string, version: string, at = new Date().toISOString()): void {
  const history = requireHistory(target, name);
  const reason = `rolled back from ${history.current}`;
  writeHistory(target, name, { ...history, current: version, since: at, history: logged(history, { action: 'rollback', version, reason }, at) });
}

/** A canary started, or its share changed; `reason` says which. */
export function recordCanary(target: string, name: string, canary: RunningCanary, reason: string, at = new Date().toISOString()): void {
  const history = requireHistory(target, name);
  writeHistory(target, name, { ...history, canary, history: logged(history, { action: 'canary', version: canary.version, percent: canary.percent, reason }, at) });
}

/** The canary became the live version for everyone: a release like any other from now on. */
export function recordPromotion(target: string, name: string, at = new Date().toISOString()): void {
  const history = requireHistory(target, name);
  const { canary } = history;
  if (!canary) throw new Error(`${name} runs no canary.`);
  const releases = history.releases.some((release) => release.version === canary.version)
    ? history.releases
    : [...history.releases, { version: canary.version, releasedAt: at }];
  writeHistory(target, name, {
    ...history,
    current: canary.version,
    since: at,
    releases,
    canary: null,
    history: logged(history, { action: 'promote', version: canary.version, percent: canary.percent, reason: `promoted from ${canary.percent}%` }, at),
  });
}

/** The running canary ended, by hand (`rollback`) or by the server's watcher (`auto-rollback`): every visitor gets the live version again. */
function recordCanaryEnding(target: string, name: string, action: 'rollback' | 'auto-rollback', reason: string, at: string): void {
  const history = requireHistory(target, name);
  const { canary } = history;
  if (!canary) throw new Error(`${name} runs no canary.`);
  writeHistory(target, name, {
    ...history,
    canary: null,
    history: logged(history, { action, version: canary.version, percent: canary.percent, reason }, at),
  });
}

/** The canary was ended by hand. */
export const recordCanaryEnded = (target: string, name: string, at = new Date().toISOString()): void =>
  recordCanaryEnding(target, name, 'rollback', 'canary ended by hand', at);

/** The server's watcher ended the canary: it did worse than the live version by the figures in `reason`. */
export const recordAutoRollback = (target: string, name: string, reason: string, at = new Date().toISOString()): void =>
  recordCanaryEnding(target, name, 'auto-rollback', reason, at);

/** Whether `version` ran as a canary that was ended (by hand or by the watcher), not promoted. */
export const wasEnded = (history: ReleaseHistory, version: string): boolean =>
  history.history.some((entry) => entry.version === version && entry.percent !== undefined && (entry.action === 'rollback' || entry.action === 'auto-rollback'));

/** The release before the live one, so rolling back twice goes back two releases. */
export function previousRelease(history: ReleaseHistory, name: string): string {
  const index = history.releases.findIndex((release) => release.version === history.current);
  const previous = history.releases[index - 1];
  if (index < 1 || !previous) throw new Error(`${name} ${history.current} is its oldest release: there is nothing to roll back to.`);
  return previous.version;
}

function writeHistory(target: string, name: string, history: ReleaseHistory): void {
  writeFileAtomic(historyFile(target, name), `${JSON.stringify(history, null, 2)}\n`);
}
