import type { CompanyAnalyticsResponse } from '@portal/contract';
import { portalApi } from '../../api/portalApi';

/** Which company and which days (YYYY-MM-DD, UTC, both counted); without them the API takes the last 30 days. */
export interface CompanyAnalyticsArgs {
  companyId: string;
  from?: string;
  to?: string;
}

/** The query string of a range: only the bounds the caller chose. */
export const analyticsSearch = ({ from, to }: Pick<CompanyAnalyticsArgs, 'from' | 'to'>) => {
  const search = new URLSearchParams();
  if (from) search.set('from', from);
  if (to) search.set('to', to);
  return search;
};

/** Where the per-job table of a range downloads as CSV (with apiUrl): a plain link, so the browser saves the file itself. */
export const companyAnalyticsCsvPath = ({ companyId, from, to }: CompanyAnalyticsArgs) => {
  const search = analyticsSearch({ from, to });
  search.set('format', 'csv');
  return `/company/${encodeURIComponent(companyId)}/analytics?${search.toString()}`;
};

export const analyticsEndpoints = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** A company's hiring funnel over a range (any member of its team). */
    companyAnalytics: build.query<CompanyAnalyticsResponse, CompanyAnalyticsArgs>({
      query: ({ companyId, from, to }) => ({ url: `/company/${encodeURIComponent(companyId)}/analytics`, params: analyticsSearch({ from, to }) }),
      providesTags: (_answer, _error, { companyId }) => [{ type: 'Analytics', id: companyId }],
    }),
  }),
});

export const { useCompanyAnalyticsQuery } = analyticsEndpoints;
