import type { WebVitalName } from '@portal/contract/telemetry';
import { WEB_VITAL_BUCKETS } from '../../metrics/portal-metrics';

/** A vital as web-vitals reports it (milliseconds; CLS a unitless score) in the unit it is kept in: seconds, CLS as is. */
export const vitalInSeconds = (name: WebVitalName, value: number): number => (name === 'CLS' ? value : value / 1000);

/**
 * The upper bound of the histogram bucket a vital falls in: the metrics' buckets, so the
 * database and Prometheus agree; Infinity above the last.
 */
export function bucketOf(name: WebVitalName, value: number): number {
  const kept = vitalInSeconds(name, value);
  return WEB_VITAL_BUCKETS.find((le) => kept <= le) ?? Infinity;
}

/**
 * The `q` quantile (0.75: p75) of a histogram, as the upper bound of the bucket it falls in,
 * in web-vitals' units; null with no samples. Past the last bucket only a floor is known:
 * the last bound.
 */
export function quantileOf(name: WebVitalName, buckets: readonly { le: number; n: number }[], q: number): number | null {
  const total = buckets.reduce((sum, bucket) => sum + bucket.n, 0);
  if (total === 0) return null;
  let seen = 0;
  const sorted = [...buckets].sort((a, b) => a.le - b.le);
  const found = sorted.find((bucket) => (seen += bucket.n) >= q * total)!;
  const le = Number.isFinite(found.le) ? found.le : WEB_VITAL_BUCKETS.at(-1)!;
  return name === 'CLS' ? le : Math.round(le * 1000);
}
