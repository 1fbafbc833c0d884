import path from 'node:path';
import { historyName, type App } from './apps';
import { previousRelease, readHistory, recordRelease, recordRollback } from './history';
import { publishRemote, publishShell } from './publish';
import { withSiteLock } from './site-lock';
import { switchRemote, switchShell } from './switch';
import { versionId } from './version-id';

/** Publishes the package's current build into `target` and makes it live; returns its version. */
export function releaseBuild(app: App, packageDir: string, target: string): string {
  const version = versionId(packageDir);
  const dist = path.join(packageDir, 'dist');
  withSiteLock(target, () => {
    if (app.key) {
      publishRemote(dist, target, app.key, version);
      switchRemote(target, app.key, version);
    } else {
      publishShell(dist, target, version);
      switchShell(target, version);
    }
    recordRelease(target, historyName(app), version);
  });
  return version;
}

/** Makes a version released earlier live again: `to`, or else the release before the live one. */
export function rollBack(app: App, target: string, to?: string): { from: string; to: string } {
  const name = historyName(app);
  return withSiteLock(target, () => {
    const history = readHistory(target, name);
    if (!history) throw new Error(`Nothing was ever released for ${name} in ${target}.`);
    const version = to ?? previousRelease(history, name);
    if (!history.releases.some((release) => release.version === version)) {
      throw new Error(`${name} ${version} was never released in ${target}; released: ${history.releases.map((release) => release.version).join(', ')}`);
    }
    if (app.key) switchRemote(target, app.key, version);
    else switchShell(target, version);
    recordRollback(target, name, version);
    return { from: history.current, to: version };
  });
}
