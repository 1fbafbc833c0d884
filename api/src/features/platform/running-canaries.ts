import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { isRemoteName, remoteVersion, type RemoteName } from '@portal/contract/telemetry-names';
import { liveFile } from '../../site/live-file';
import { DEFAULT_THRESHOLDS, readHistory, type CanaryThresholds } from '../../site/release-state/release-history';
import { remotesFileOf } from '../../site/release-state/remotes-file';
import { parsedJson } from '../../site/site-json';

/** A canary as the site folder runs it: its share, since when, the live version it is compared with and by what thresholds. */
export type RunningCanary = { remote: RemoteName; version: string; since: string; percent: number; live: string; thresholds: CanaryThresholds };

/**
 * The canaries running in the site folder: those remotes.json and the release records agree on.
 * While a release switches them (remotes.json first, then the record) they may not; that canary
 * is left to a later read.
 */
export function runningCanaries(siteDir: string, log: FastifyBaseLogger): () => Promise<RunningCanary[]> {
  const remotesFile = liveFile(path.join(siteDir, 'remotes.json'), (text) => remotesFileOf(parsedJson(text)));

  const recordedCanary = (remote: RemoteName) => {
    try {
      return readHistory(siteDir, remote)?.canary ?? null;
    } catch (error) {
      log.warn({ err: error, remote }, 'the release record of a remote running a canary is unreadable: the canary is not judged');
      return null;
    }
  };

  return async () => {
    const remotes = await remotesFile();
    const running: RunningCanary[] = [];
    for (const [remote, entry] of Object.entries(remotes?.canaries ?? {})) {
      const version = remoteVersion(remote, entry.manifest);
      const live = remoteVersion(remote, remotes?.live[remote]);
      if (!isRemoteName(remote) || !version || !live) continue;
      const canary = recordedCanary(remote);
      if (canary?.version !== version || canary.since !== entry.since) continue;
      running.push({ remote, version, since: entry.since, percent: canary.percent, live, thresholds: { ...DEFAULT_THRESHOLDS, ...canary.thresholds } });
    }
    return running;
  };
}
