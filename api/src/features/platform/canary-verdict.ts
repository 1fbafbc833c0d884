import type { CanaryThresholds } from '../../site/release-state/release-history';

/** What a version did over the window the canary is judged on (all instances together). */
export type WindowFigures = { views: number; errors: number; lcpP75: number | null; lcpSamples: number };

/** Whether the canary is ended, and the figures that say why (or why not), to be logged and recorded. */
export type CanaryVerdict = { end: boolean; reason: string };

/** LCP samples a canary needs before its LCP p75 is compared. */
export const MIN_LCP_SAMPLES = 100;

const percent = (errors: number, views: number) => (views > 0 ? (errors * 100) / views : 0);
const formatPercent = (value: number) => `${value.toFixed(1)}%`;
const views = (n: number) => `${n} ${n === 1 ? 'view' : 'views'}`;

/**
 * Whether the canary's error rate is over the line: more than `maxIncrease` points above the
 * live version's and at least double it. Compared in whole numbers (cross-multiplied), so a rate
 * exactly on the line is never pushed over it by rounding. Live without views counts as 0%.
 */
function errorsOverTheLine(canary: WindowFigures, live: WindowFigures, maxIncrease: number): boolean {
  const [liveErrors, liveViews] = live.views > 0 ? [live.errors, live.views] : [0, 1];
  const pointsAbove = 100 * (canary.errors * liveViews - liveErrors * canary.views) > maxIncrease * canary.views * liveViews;
  const atLeastDouble = canary.errors * liveViews >= 2 * liveErrors * canary.views;
  return pointsAbove && atLeastDouble;
}

/** The canary's LCP p75 against the live version's, when both rest on samples enough to compare. */
function lcpComparison(canary: WindowFigures, live: WindowFigures, maxIncrease: number): CanaryVerdict {
  if (canary.lcpP75 === null || canary.lcpSamples < MIN_LCP_SAMPLES) {
    return { end: false, reason: `LCP not compared: ${canary.lcpSamples} samples of the ${MIN_LCP_SAMPLES} needed` };
  }
  if (live.lcpP75 === null) return { end: false, reason: 'LCP not compared: no live samples' };
  return {
    end: 100 * canary.lcpP75 > (100 + maxIncrease) * live.lcpP75,
    reason: `LCP p75 ${canary.lcpP75} ms over ${canary.lcpSamples} samples vs ${live.lcpP75} ms live (limit +${maxIncrease}%)`,
  };
}

/**
 * The canary compared with the live version over the same window, by its own thresholds. It is
 * judged only once it has `minViews` views; it is ended when its error rate exceeds the live
 * version's by more than `maxErrorRateIncrease` points and is at least double it, or when, with
 * at least 100 LCP samples, its LCP p75 is more than `maxLcpIncrease`% worse than the live
 * version's (which needs LCP samples of its own to be compared with).
 */
export function canaryVerdict(canary: WindowFigures, live: WindowFigures, thresholds: CanaryThresholds): CanaryVerdict {
  if (canary.views < thresholds.minViews) {
    return { end: false, reason: `${views(canary.views)} of the ${thresholds.minViews} needed to be judged` };
  }
  const errors: CanaryVerdict = {
    end: errorsOverTheLine(canary, live, thresholds.maxErrorRateIncrease),
    reason:
      `error rate ${formatPercent(percent(canary.errors, canary.views))} over ${views(canary.views)} vs ${formatPercent(percent(live.errors, live.views))} live over ${views(live.views)}` +
      ` (limit +${thresholds.maxErrorRateIncrease} points and double)`,
  };
  const lcp = lcpComparison(canary, live, thresholds.maxLcpIncrease);
  // When it ends, the reason leads with what ended it.
  const [first, second] = lcp.end && !errors.end ? [lcp, errors] : [errors, lcp];
  return { end: errors.end || lcp.end, reason: `${first.reason}; ${second.reason}` };
}
