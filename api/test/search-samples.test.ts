import { EXPERIENCE_BANDS, SALARY_BANDS } from '@portal/contract';
import * as migrated from '../src/db/migrations/0011-job-relevance-search';
import * as keptIn from '../src/db/migrations/0018-job-word-facets';
import { SAMPLES, samplePredicate } from '../src/features/jobs/search-samples';

/**
 * Big totals and facet counts are estimated from the job samples migration 0011 built, read
 * through partial indexes that the planners use only for the exact expression they were made
 * with. The search keeps its own copy of the samples (live code never imports a migration), so
 * this is where a drift between the two shows: estimates that silently read every job.
 */
describe('the job samples the search estimates from', () => {
  it('are the ones migration 0011 built, with the predicate written exactly as it wrote it', () => {
    expect(SAMPLES).toEqual(migrated.SAMPLES);
    SAMPLES.forEach((sample, index) => {
      for (const row of ['jobs', 'job_samples', 'new', 'old']) {
        expect(samplePredicate(sample, row)).toBe(migrated.samplePredicate(migrated.SAMPLES[index]!, row));
      }
    });
  });
});

describe('the bands the counts kept per word are kept in', () => {
  it('are the contract’s, as migration 0018 copied them', () => {
    expect(EXPERIENCE_BANDS.map(({ value, min }) => ({ value, min }))).toEqual(keptIn.EXPERIENCE_BANDS);
    expect(SALARY_BANDS.map(({ value, min }) => ({ value, min }))).toEqual(keptIn.SALARY_BANDS);
  });
});
