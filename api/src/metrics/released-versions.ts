import path from 'node:path';
import { remoteVersion } from '@portal/contract/telemetry-names';
import { liveFile } from '../site/live-file';
import { remotesFileOf } from '../site/release-state/remotes-file';
import { liveShellVersion } from '../site/release-state/shell-release';
import { parsedJson } from '../site/site-json';
import { isRemoteName, REMOTE_NAMES, type RemoteName } from './portal-metrics';

/** Each remote's released versions; none for a remote the site does not name. */
export type ReleasedVersions = Partial<Record<RemoteName, string[]>>;

function remotesJsonVersions(text: string): ReleasedVersions {
  const file = remotesFileOf(parsedJson(text));
  if (!file) return {};
  const versions: ReleasedVersions = {};
  for (const name of REMOTE_NAMES) {
    const released = [remoteVersion(name, file.live[name]), remoteVersion(name, file.canaries[name]?.manifest)].filter((version): version is string => version !== undefined);
    if (released.length > 0) versions[name] = released;
  }
  return versions;
}

/**
 * The versions live in the site folder as it is now, read again after a release switches
 * them: each remote's live one and its canary from remotes.json, the shell's from its release
 * history. Only these become metric labels (the contract: versions only the live and canary ones), so the series
 * stay bounded whatever a browser reports. Without a site folder nothing is released.
 */
export function releasedVersions(siteDir: string | undefined): () => Promise<ReleasedVersions> {
  if (!siteDir) return async () => ({});
  const remotes = liveFile(path.join(siteDir, 'remotes.json'), remotesJsonVersions);
  const shell = liveShellVersion(siteDir);
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
