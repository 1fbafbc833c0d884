import type { CompanyAnalytics } from '@portal/shared-state';
import { applications } from './funnelSteps';

type Day = CompanyAnalytics['applicationsPerDay'][number];

export const totalOf = (days: readonly Day[]) => days.reduce((sum, { count }) => sum + count, 0);

/** The applications per day in a sentence: the total over the range and the busiest day. */
export const perDaySummary = (days: readonly Day[]): string => {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return 'No days in the range.';
  // The earliest of the busiest days: ties go to the first, as a reader scanning the bars would.
  const busiest = days.reduce((most, day) => (day.count > most.count ? day : most), first);
  const average = (totalOf(days) / days.length).toFixed(1);
  return `${applications(totalOf(days))} from ${first.date} to ${last.date}, ${average} a day on average; the busiest day was ${busiest.date} with ${busiest.count}.`;
};
