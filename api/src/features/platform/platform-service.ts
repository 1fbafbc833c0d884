import type { Kysely } from 'kysely';
import { REMOTE_NAMES, type PlatformRelease } from '@portal/contract';
import type { Database } from '../../db/schema';
import { telemetryStore } from '../telemetry/telemetry-store';
import { readReleaseRecord } from './release-records';

/** How far back each version's figures go. */
export const STATS_WINDOW_MS = 60 * 60 * 1000;

export type PlatformServiceOptions = { db: Kysely<Database>; siteDir: string | undefined };

/**
 * Each part of the site released into the site folder, as its release record says (live,
 * canary, history), with every version's telemetry of the last hour, all instances together.
 */
export function platformService({ db, siteDir }: PlatformServiceOptions) {
  const telemetry = telemetryStore(db);
  return {
    async releases(now = new Date()): Promise<PlatformRelease[]> {
      if (!siteDir) return [];
      const since = new Date(now.getTime() - STATS_WINDOW_MS).toISOString();
      const releases: PlatformRelease[] = [];
      for (const name of REMOTE_NAMES) {
        const record = await readReleaseRecord(siteDir, name);
        if (record) releases.push({ name, ...record, stats: await telemetry.versionStats(name, since) });
      }
      return releases;
    },
  };
}
