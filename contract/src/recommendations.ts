import { z } from 'zod';
import { JobSchema, SkillMatchSchema } from './job';

/** How many jobs `GET /job/recommended` answers by default, and at most. */
export const RECOMMENDED_JOBS = { default: 6, max: 50 } as const;

export const RecommendedJobsQuerySchema = z.object({
  limit: z
    .preprocess(
      (value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value),
      z
        .number({ error: 'limit must be a whole number' })
        .int('limit must be a whole number')
        .min(1, 'limit must be at least 1')
        .max(RECOMMENDED_JOBS.max, `limit must be at most ${RECOMMENDED_JOBS.max}`),
    )
    .default(RECOMMENDED_JOBS.default),
});

export const RecommendedJobSchema = JobSchema.extend({
  match: SkillMatchSchema.nullable(),
  reasons: z.array(z.string()).describe('Why the job is recommended, short enough for a card: "Matches React, Node", "In Pune", "Full Time"'),
});

export const RecommendedJobsResponseSchema = z.object({ success: z.literal(true), jobs: z.array(RecommendedJobSchema) });

export type RecommendedJob = z.infer<typeof RecommendedJobSchema>;
export type RecommendedJobsResponse = z.infer<typeof RecommendedJobsResponseSchema>;
