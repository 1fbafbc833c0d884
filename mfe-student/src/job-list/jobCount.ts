// Indian digit grouping, as the site's salaries are in lakhs: 1,20,000.
const numbers = new Intl.NumberFormat('en-IN');

/** A number as the site writes it. */
export const formatCount = (count: number): string => numbers.format(count);

/**
 * A total as the API gives it: "57", or for an estimate (its totalIsEstimate) "about 12,000",
 * rounded to two figures: an estimate of 12,345 has no such precision.
 */
export const totalText = (total: number, isEstimate = false): string =>
  isEstimate ? `about ${formatCount(Number(total.toPrecision(2)))}` : formatCount(total);

/** "1 job", "24 jobs", "About 12,000 jobs". */
export function jobCountText(total: number, isEstimate = false): string {
  const text = `${totalText(total, isEstimate)} ${total === 1 && !isEstimate ? 'job' : 'jobs'}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
