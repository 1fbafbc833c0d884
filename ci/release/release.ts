import path from 'node:path';
import { historyName, type App } from './apps';
import { previousRelease, readHistory, recordCanaryEnded, recordRelease, recordRollback, requireHistory } from '../../api/src/site/release-state/release-history';
import { publishRemote, publishShell } from './publish';
import { withSiteLock } from '../../api/src/site/release-state/site-lock';
import { switchRemote, switchShell } from './switch';
import { versionId } from './version-id';

/**
 * Publishes the package's current build into `target` and makes it live; returns its version.
 * While a canary of the remote runs only the live build may be released again: another would
 * leave the canary compared with a version nobody chose.
 */
export function releaseBuild(app: App, packageDir: string, target: string): string {
  const version = versionId(packageDir);
  const dist = path.join(packageDir, 'dist');
  withSiteLock(target, () => {
    if (app.key) {
      const canary = readHistory(target, app.key)?.canary;
      if (canary && canary.version !== version) {
        throw new Error(
          `${app.key} runs ${canary.version} as a canary for ${canary.percent}% of visitors: promote it (release -- ${app.pkg} --promote) or end it (rollback -- ${app.pkg}) before releasing ${version} to everyone.`,
        );
      }
      if (canary) throw new Error(`${version} is ${app.key}'s canary: make it live for everyone with release -- ${app.pkg} --promote.`);
      publishRemote(dist, target, app.key, version);
      switchRemote(target, app.key, { live: version });
    } else {
      publishShell(dist, target, version);
      switchShell(target, version);
    }
    recordRelease(target, historyName(app), version);
  });
  return version;
}

export type RollbackResult = { ended: 'canary'; version: string } | { ended: 'live'; from: string; to: string };

/**
 * While a canary runs: ends it, and every visitor gets the live version on the next page.
 * Otherwise makes a version released earlier live again: `to`, or else the release before the live one.
 */
export function rollBack(app: App, target: string, to?: string): RollbackResult {
  const name = historyName(app);
  return withSiteLock(target, () => {
    const history = requireHistory(target, name);
    if (history.canary && app.key) {
      if (to) throw new Error(`${name} runs ${history.canary.version} as a canary: rollback -- ${app.pkg} ends it; --to is for the live version once it has ended.`);
      switchRemote(target, app.key, { canary: null });
      recordCanaryEnded(target, name);
      return { ended: 'canary', version: history.canary.version };
    }
    const version = to ?? previousRelease(history, name);
    if (!history.releases.some((release) => release.version === version)) {
      throw new Error(`${name} ${version} was never released in ${target}; released: ${history.releases.map((release) => release.version).join(', ')}`);
    }
    if (app.key) switchRemote(target, app.key, { live: version });
    else switchShell(target, version);
    recordRollback(target, name, version);
    return { ended: 'live', from: history.current, to: version };
  });
}
