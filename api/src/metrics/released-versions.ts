import path from 'node:path';
import { remoteVersion } from '../contract/telemetry-names';
import { liveFile } from '../site/live-file';
import { isObject, parsedJson } from '../site/site-json';
import { isRemoteName, REMOTE_NAMES, type RemoteName } from './portal-metrics';

/** Each remote's released versions; none for a remote the site does not name. */
export type ReleasedVersions = Partial<Record<RemoteName, string[]>>;

function remotesJsonVersions(text: string): ReleasedVersions {
  const config = parsedJson(text);
  if (!isObject(config)) return {};
  const versions: ReleasedVersions = {};
  for (const name of REMOTE_NAMES) {
    const version = remoteVersion(name, config[name]);
    if (version) versions[name] = [version];
  }
  return versions;
}

/** The shell's release history (ci/release/history.ts): its `current` is the live page's version. */
function shellVersion(text: string): string | undefined {
  const history = parsedJson(text);
  return isObject(history) && typeof history.current === 'string' && history.current !== '' ? history.current : undefined;
}

/**
 * The versions live in the site folder as it is now, read again after a release switches
 * them: each remote's from remotes.json, the shell's from its release history. Only these
 * become metric labels (the contract: versions only the live and canary ones), so the series
 * stay bounded whatever a browser reports. Without a site folder nothing is released.
 */
export function releasedVersions(siteDir: string | undefined): () => Promise<ReleasedVersions> {
  if (!siteDir) return async () => ({});
  const remotes = liveFile(path.join(siteDir, 'remotes.json'), remotesJsonVersions);
  const shell = liveFile(path.join(siteDir, 'releases', 'shell.json'), shellVersion);
  return async () => {
    const [remoteVersions, shellLive] = await Promise.all([remotes(), shell()]);
    return { ...remoteVersions, ...(shellLive && { shell: [shellLive] }) };
  };
}

/** Whether telemetry naming `remote` and `version` is counted: a remote of the site's and one of its released versions. */
export function isReleased(siteDir: string | undefined): (remote: string, version: string) => Promise<boolean> {
  const released = releasedVersions(siteDir);
  return async (remote, version) => isRemoteName(remote) && ((await released())[remote]?.includes(version) ?? false);
}
