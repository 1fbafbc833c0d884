import { z } from 'zod';
import { TimestampSchema } from './common';

/**
 * What the platform team sees of the releases (GET /api/v1/platform/releases, behind
 * PLATFORM_TOKEN): for each part of the site, its live version, its canary, every release
 * action and how each version has done in the field over the last hour.
 */

/** What a release record's history logs (site/release-state/release-history.ts); `auto-rollback` is the server's watcher ending a canary. */
export const RELEASE_ACTIONS = ['release', 'canary', 'promote', 'rollback', 'auto-rollback'] as const;
export type ReleaseActionName = (typeof RELEASE_ACTIONS)[number];

export const ReleaseActionSchema = z.object({
  action: z.enum(RELEASE_ACTIONS),
  version: z.string().describe('The version made live, or the canary the action was about'),
  percent: z.number().int().min(1).max(99).optional().describe("The canary's share of visitors: set on canary and promote, and on a rollback or auto-rollback that ended a canary"),
  reason: z.string().optional().describe('Why: the share changed, by hand, or the figures that ended a canary'),
  at: TimestampSchema,
});

export const VersionStatsSchema = z.object({
  version: z.string(),
  views: z.number().int(),
  errors: z.number().int(),
  errorRate: z.number().describe('errors ÷ views; 0 without views'),
  lcpP75: z.number().nullable().describe('milliseconds; null without samples'),
  inpP75: z.number().nullable().describe('milliseconds; null without samples'),
  clsP75: z.number().nullable().describe('a score; null without samples'),
});

export const PlatformReleaseSchema = z.object({
  name: z.string().describe('shell, auth, student or recruiter'),
  live: z.object({ version: z.string(), since: TimestampSchema }),
  canary: z.object({ version: z.string(), percent: z.number().int().min(1).max(99), since: TimestampSchema }).nullable(),
  history: z.array(ReleaseActionSchema).describe('Oldest first'),
  stats: z.array(VersionStatsSchema).describe('The last hour, one row per version reported'),
});

export const PlatformReleasesResponseSchema = z.object({ success: z.literal(true), releases: z.array(PlatformReleaseSchema) });

export type ReleaseAction = z.infer<typeof ReleaseActionSchema>;
export type PlatformRelease = z.infer<typeof PlatformReleaseSchema>;
export type PlatformReleasesResponse = z.infer<typeof PlatformReleasesResponseSchema>;
