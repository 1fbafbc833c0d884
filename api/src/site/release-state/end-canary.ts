import { recordAutoRollback, readHistory } from './release-history';
import { changeRemotesFile } from './remotes-file';
import { tryWithSiteLock } from './site-lock';

/** A canary is the same one while its version and its start (`since`) are: released again, it is another. */
export type CanaryIdentity = { version: string; since: string };

/** Ended now; no longer running as judged (promoted, ended or replaced meanwhile); or not tried: a release holds the site lock. */
export type CanaryEnding = 'ended' | 'gone' | 'locked';

/**
 * Ends `remote`'s canary as the server's watcher does: drops it from remotes.json, so every
 * visitor gets the live version on the next page, and records `auto-rollback` with `reason` (the
 * figures) in the release record. Only while that same canary still runs: a release may have
 * changed it since it was judged. Never waits for the site lock.
 */
export async function endCanaryByItself(siteDir: string, remote: string, canary: CanaryIdentity, reason: string, at = new Date().toISOString()): Promise<CanaryEnding> {
  const ending = await tryWithSiteLock(siteDir, (): CanaryEnding => {
    const running = readHistory(siteDir, remote)?.canary;
    if (running?.version !== canary.version || running.since !== canary.since) return 'gone';
    // remotes.json first: should the record's write fail, visitors are already back on the live version.
    changeRemotesFile(siteDir, remote, { canary: null });
    recordAutoRollback(siteDir, remote, reason, at);
    return 'ended';
  });
  return ending ?? 'locked';
}
