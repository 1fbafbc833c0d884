import { remoteVersion } from '@portal/contract/telemetry-names';
import type { LiveSite } from '../site/live-site';
import { REMOTE_NAMES, type RemoteName } from './portal-metrics';

/** Each remote's released versions; none for a remote the site does not name. */
export type ReleasedVersions = Partial<Record<RemoteName, string[]>>;

/**
 * The versions live in the site as it is now, read through its one reader of the live files
 * (live-site.ts), so a release switch shows here when it shows in the pages: each remote's
 * live one and its canary from remotes.json, the shell's from its release history. Only these
 * become metric labels (the contract: versions only the live and canary ones), so the series
 * stay bounded whatever a browser reports. Without a site folder nothing is released.
 */
export async function releasedVersions(site: Pick<LiveSite, 'remotes' | 'shellVersion'> | null): Promise<ReleasedVersions> {
  if (!site) return {};
  const [remotes, shell] = await Promise.all([site.remotes(), site.shellVersion()]);
  const versions: ReleasedVersions = {};
  for (const name of REMOTE_NAMES) {
    const released = [remoteVersion(name, remotes?.config?.[name]), remoteVersion(name, remotes?.canaries[name]?.manifest)].filter((version): version is string => version !== undefined);
    if (released.length > 0) versions[name] = released;
  }
  return { ...versions, ...(shell && { shell: [shell] }) };
}
