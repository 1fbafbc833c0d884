/**
 * The fixed pseudo-random samples of jobs that big totals and facet counts are estimated from,
 * as the database holds them: the rows copied into `job_samples`, the word index of each sample
 * (`job_words_sample<suffix>` on SQLite, a partial GIN index of job_samples on PostgreSQL).
 * Migration 0011 built them from its own frozen copy of these lines; the two must stay equal
 * (api/test/search-samples.test.ts checks it). Changing a sample here means a new migration
 * that rebuilds what 0011 built, and pointing that test at it.
 *
 * Each sample is 1 in `scale`, nested (every job of a coarser sample is in the finer ones). A
 * search estimates from the coarsest sample that holds enough of its matches: a word in 40% of
 * a million jobs has 390 matches in the 1/1024 sample, a rarer one needs the 1/64 sample to be
 * counted at all.
 */
export const SAMPLES = [
  { scale: 64, suffix: '' },
  { scale: 256, suffix: '_256' },
  { scale: 1024, suffix: '_1024' },
] as const;
export type Sample = (typeof SAMPLES)[number];

/**
 * Whether a job is in a sample: the top bits of a multiplicative (Fibonacci) hash of its id,
 * so each sample is spread evenly over ids without following any period in them. A search must
 * write it exactly as the migration did: the planners use a partial index only for the very
 * expression it was made with.
 */
export const samplePredicate = (sample: Sample, row = 'jobs') => `((((${row}.id & 4294967295) * 1640531527) & 4294967295) < ${2 ** 32 / sample.scale})`;
