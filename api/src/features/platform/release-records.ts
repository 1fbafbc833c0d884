import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { ReleaseActionSchema, type ReleaseAction } from '@portal/contract/platform';
import { TimestampSchema } from '@portal/contract/common';

/**
 * `<site>/releases/<name>.json` as the release tool and the canary watcher write it
 * (site/release-state/release-history.ts). Read leniently: records written before canaries
 * existed have no `since`, `canary` or `history`.
 */
const ReleaseRecordSchema = z.object({
  current: z.string(),
  since: TimestampSchema.optional(),
  releases: z.array(z.object({ version: z.string(), releasedAt: TimestampSchema.optional() })),
  canary: z.object({ version: z.string(), percent: z.number(), since: TimestampSchema }).nullable().optional(),
  history: z.array(ReleaseActionSchema).optional(),
});

export type ReleaseRecord = {
  live: { version: string; since: string };
  canary: { version: string; percent: number; since: string } | null;
  history: ReleaseAction[];
};

/** The release record of `name` in the site folder; null when it was never released there. */
export async function readReleaseRecord(siteDir: string, name: string): Promise<ReleaseRecord | null> {
  const file = path.join(siteDir, 'releases', `${name}.json`);
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const record = ReleaseRecordSchema.parse(JSON.parse(text));
  const since = record.since ?? record.releases.find((release) => release.version === record.current)?.releasedAt ?? '';
  return {
    live: { version: record.current, since },
    canary: record.canary ? { version: record.canary.version, percent: record.canary.percent, since: record.canary.since } : null,
    history: record.history ?? [],
  };
}
