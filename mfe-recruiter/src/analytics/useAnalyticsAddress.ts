import { useState } from 'react';
import { addDays, ANALYTICS_DEFAULT_DAYS, utcDay, type Company } from '@portal/shared-state';
import { useSearchParams } from '@portal/shared-ui';

/** The days the analytics count, YYYY-MM-DD in UTC, both included. */
export type AnalyticsRange = { from: string; to: string };

/** The API's own default: the last 30 days, today (UTC) included. */
export const defaultRange = (now: Date): AnalyticsRange => {
  const to = utcDay(now);
  return { from: addDays(to, 1 - ANALYTICS_DEFAULT_DAYS), to };
};

/**
 * The company and the range the page shows, kept in the address (`?company=&from=&to=`): a
 * reload, Back or a shared link shows the same figures. Without them: the recruiter's first
 * company over the last 30 days; a company that is not among theirs reads as the first.
 */
export function useAnalyticsAddress(companies: readonly Company[]) {
  const [params, setParams] = useSearchParams();
  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) next.set(name, value);
    setParams(next, { replace: true });
  };
  const chosen = params.get('company');
  const company = companies.find(({ _id }) => _id === chosen) ?? companies[0]!;
  // The day the page opened on, not each render's: the range stays put past midnight. Date.now
  // rather than new Date(): tests fix the day.
  const [fallback] = useState(() => defaultRange(new Date(Date.now())));
  const range: AnalyticsRange = { from: params.get('from') ?? fallback.from, to: params.get('to') ?? fallback.to };
  return {
    company,
    range,
    setCompany: (companyId: string) => update({ company: companyId }),
    setRange: ({ from, to }: AnalyticsRange) => update({ from, to }),
  };
}
