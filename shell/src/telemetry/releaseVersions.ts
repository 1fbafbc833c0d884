import { remoteVersion } from '@portal/contract/telemetry-names';
import type { RemotesConfig } from '../config/remotesConfig';
import type { VersionOf } from './pageAttribution';

/**
 * The shell's live version, `{ current }`, which the server reads from the shell's release record
 * (the rest of the record is the platform's) and serves no-cache: the live page's version, the
 * one the API counts the shell's events under.
 */
export const SHELL_RELEASES_URL = '/releases/shell.json';

/** The shell's live version, or undefined where the site has no release history (the development server). */
export async function liveShellVersion(url = SHELL_RELEASES_URL): Promise<string | undefined> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) return undefined;
    const { current } = (await response.json()) as { current?: unknown };
    return typeof current === 'string' && current !== '' ? current : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The versions this page runs. A remote's is the folder of the manifest the page registered
 * (`/remotes/<name>/<version>/mf-manifest.json`). The shell's build cannot name its own
 * version (a release's version is a hash of the build), so it is read from the shell's
 * release history, once and only when a page of the shell's own reports something: a home
 * page never asks. A tab left open across a shell release then reports the new version; the
 * API counts only the live one anyway.
 */
export function releaseVersions(remotes: Promise<RemotesConfig>, shellVersion: () => Promise<string | undefined> = liveShellVersion): VersionOf {
  let shell: Promise<string | undefined> | undefined;
  return (remote) => {
    if (remote === 'shell') return (shell ??= shellVersion());
    return remotes.then((config) => remoteVersion(remote, config[remote]));
  };
}
