import { DEFAULT_THRESHOLDS } from '../../site/release-state/release-history';
import { canaryVerdict, type WindowFigures } from './canary-verdict';

/** Figures with no LCP samples unless given. */
const figures = (views: number, errors: number, lcp: { p75: number; samples: number } | null = null): WindowFigures => ({
  views,
  errors,
  lcpP75: lcp?.p75 ?? null,
  lcpSamples: lcp?.samples ?? 0,
});

describe('a canary is judged', () => {
  it('only once it has the views it needs, however bad it looks before', () => {
    expect(canaryVerdict(figures(99, 99), figures(1000, 0), DEFAULT_THRESHOLDS)).toEqual({ end: false, reason: '99 views of the 100 needed to be judged' });
    expect(canaryVerdict(figures(100, 99), figures(1000, 0), DEFAULT_THRESHOLDS).end).toBe(true);
    expect(canaryVerdict(figures(400, 200), figures(1000, 0), { ...DEFAULT_THRESHOLDS, minViews: 500 }).end).toBe(false);
  });
});

describe('by its error rate', () => {
  it('is ended more than the allowed points above the live rate, the figures in the reason', () => {
    expect(canaryVerdict(figures(150, 51), figures(1000, 10), DEFAULT_THRESHOLDS)).toEqual({
      end: true,
      reason: 'error rate 34.0% over 150 views vs 1.0% live over 1000 views (limit +2 points and double); LCP not compared: 0 samples of the 100 needed',
    });
    expect(canaryVerdict(figures(100, 4), figures(1000, 10), DEFAULT_THRESHOLDS).end).toBe(true);
  });

  it('is kept exactly on the line, even where the rates are not whole numbers', () => {
    expect(canaryVerdict(figures(100, 3), figures(1000, 10), DEFAULT_THRESHOLDS).end).toBe(false);
    // 3.5% vs 1.5%: two points exactly, which (7/200 - 15/1000) * 100 in floating point puts a hair over.
    expect(canaryVerdict(figures(200, 7), figures(1000, 15), DEFAULT_THRESHOLDS).end).toBe(false);
    expect(canaryVerdict(figures(200, 3), figures(1000, 0), { ...DEFAULT_THRESHOLDS, maxErrorRateIncrease: 1.5 }).end).toBe(false);
    expect(canaryVerdict(figures(200, 4), figures(1000, 0), { ...DEFAULT_THRESHOLDS, maxErrorRateIncrease: 1.5 }).end).toBe(true);
  });

  it('is kept when it is not at least double the live rate, however many points above', () => {
    expect(canaryVerdict(figures(100, 19), figures(1000, 100), DEFAULT_THRESHOLDS).end).toBe(false);
    expect(canaryVerdict(figures(100, 20), figures(1000, 100), DEFAULT_THRESHOLDS).end).toBe(true);
  });

  it('is compared with 0% when the live version had no views', () => {
    expect(canaryVerdict(figures(100, 2), figures(0, 0), DEFAULT_THRESHOLDS)).toEqual({
      end: false,
      reason: 'error rate 2.0% over 100 views vs 0.0% live over 0 views (limit +2 points and double); LCP not compared: 0 samples of the 100 needed',
    });
    expect(canaryVerdict(figures(100, 3), figures(0, 0), DEFAULT_THRESHOLDS).end).toBe(true);
  });
});

describe('by its LCP p75', () => {
  const healthy = { views: 1000, errors: 10 };
  const live = figures(healthy.views, healthy.errors, { p75: 2000, samples: 800 });

  it('is ended more than the allowed percent worse than the live one, the LCP figures first', () => {
    expect(canaryVerdict(figures(200, 2, { p75: 2600, samples: 150 }), live, DEFAULT_THRESHOLDS)).toEqual({
      end: true,
      reason: 'LCP p75 2600 ms over 150 samples vs 2000 ms live (limit +25%); error rate 1.0% over 200 views vs 1.0% live over 1000 views (limit +2 points and double)',
    });
  });

  it('is kept exactly on the line, and within a larger allowance', () => {
    expect(canaryVerdict(figures(200, 2, { p75: 2500, samples: 150 }), live, DEFAULT_THRESHOLDS).end).toBe(false);
    expect(canaryVerdict(figures(200, 2, { p75: 2600, samples: 150 }), live, { ...DEFAULT_THRESHOLDS, maxLcpIncrease: 50 }).end).toBe(false);
  });

  it('is not compared with fewer than 100 samples on the canary, or none live', () => {
    expect(canaryVerdict(figures(200, 2, { p75: 10000, samples: 99 }), live, DEFAULT_THRESHOLDS)).toEqual({
      end: false,
      reason: 'error rate 1.0% over 200 views vs 1.0% live over 1000 views (limit +2 points and double); LCP not compared: 99 samples of the 100 needed',
    });
    expect(canaryVerdict(figures(200, 2, { p75: 10000, samples: 100 }), live, DEFAULT_THRESHOLDS).end).toBe(true);
    expect(canaryVerdict(figures(200, 2, { p75: 10000, samples: 500 }), figures(1000, 10), DEFAULT_THRESHOLDS)).toEqual({
      end: false,
      reason: 'error rate 1.0% over 200 views vs 1.0% live over 1000 views (limit +2 points and double); LCP not compared: no live samples',
    });
  });

  it('ended by both, names the error rate first and the LCP after', () => {
    const verdict = canaryVerdict(figures(200, 40, { p75: 4000, samples: 150 }), live, DEFAULT_THRESHOLDS);
    expect(verdict).toEqual({ end: true, reason: expect.stringMatching(/^error rate 20\.0% .*; LCP p75 4000 ms over 150 samples vs 2000 ms live/) });
  });
});
