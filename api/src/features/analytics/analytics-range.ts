import { addDays, ANALYTICS_DEFAULT_DAYS, analyticsRangeProblem, utcDay } from '@portal/contract';
import { badRequest } from '../../http/http-error';

/** A range of whole UTC days, both counted, YYYY-MM-DD. */
export type AnalyticsRange = { from: string; to: string };

/**
 * The days a request asks about: the bounds it names; without `to`, up to today (UTC); without
 * `from`, the 30 days up to `to`. A range the schema could not check alone (one bound named,
 * the other filled in) is checked here.
 */
export function resolveRange(query: { from?: string; to?: string }, now: Date): AnalyticsRange {
  const to = query.to ?? utcDay(now);
  const from = query.from ?? addDays(to, 1 - ANALYTICS_DEFAULT_DAYS);
  const problem = analyticsRangeProblem(from, to);
  if (problem) throw badRequest(problem);
  return { from, to };
}

/** The instants a range covers: from the start of its first day to the start of the day after its last (excluded), in UTC. */
export const rangeInstants = ({ from, to }: AnalyticsRange) => ({ start: `${from}T00:00:00.000Z`, end: `${addDays(to, 1)}T00:00:00.000Z` });
