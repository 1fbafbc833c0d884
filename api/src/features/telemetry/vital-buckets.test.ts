import { bucketOf, quantileOf } from './vital-buckets';

describe('web vitals as histogram buckets', () => {
  it("put each vital in the bucket of the metrics' bounds that holds it: milliseconds as seconds, CLS as a score", () => {
    expect(bucketOf('LCP', 2500)).toBe(2.5);
    expect(bucketOf('LCP', 2501)).toBe(4);
    expect(bucketOf('INP', 40)).toBe(0.05);
    expect(bucketOf('CLS', 0.1)).toBe(0.1);
    expect(bucketOf('TTFB', 0)).toBe(0.01);
    expect(bucketOf('LCP', 60_000)).toBe(Infinity);
  });

  it('read a percentile as the upper bound of the bucket it falls in, in the units browsers report', () => {
    const lcp = [
      { le: 1.8, n: 70 },
      { le: 2.5, n: 20 },
      { le: 4, n: 10 },
    ];
    expect(quantileOf('LCP', lcp, 0.5)).toBe(1800);
    expect(quantileOf('LCP', lcp, 0.75)).toBe(2500);
    expect(quantileOf('LCP', lcp, 0.95)).toBe(4000);
    expect(quantileOf('CLS', [{ le: 0.25, n: 3 }], 0.75)).toBe(0.25);
  });

  it('say no percentile without samples, and only the last bound (a floor) for one past it', () => {
    expect(quantileOf('INP', [], 0.75)).toBeNull();
    expect(quantileOf('LCP', [{ le: Infinity, n: 4 }], 0.75)).toBe(10_000);
  });
});
