import { formatCount, jobCountText } from './jobCount';

describe('jobCountText', () => {
  it.each([
    [0, '0 jobs'],
    [1, '1 job'],
    [24, '24 jobs'],
    [9_999, '9,999 jobs'],
  ])('counts %i exactly as "%s"', (count, text) => {
    expect(jobCountText(count)).toBe(text);
  });

  it('says "About" for an estimate, rounded to two figures', () => {
    expect(jobCountText(12_000, true)).toBe('About 12,000 jobs');
    expect(jobCountText(12_345, true)).toBe('About 12,000 jobs');
    expect(jobCountText(123_456, true)).toBe('About 1,20,000 jobs');
  });
});

describe('formatCount', () => {
  it('groups digits the Indian way, as the salaries in lakhs read', () => {
    expect(formatCount(1_234_567)).toBe('12,34,567');
  });
});
