import { FUNNEL_STAGES, addDays, daysInRange, type AnalyticsQuery, type CompanyAnalytics } from '@portal/contract';
import type { AppDeps } from '../../deps';
import { teamAccess } from '../teams/team-access';
import { analyticsQueries, type AnalyticsScope } from './analytics-queries';
import { rangeInstants, resolveRange, type AnalyticsRange } from './analytics-range';

/** Days, to one decimal: what a person compares, and the same on both engines' arithmetic. */
const roundDays = (days: number | null | undefined) => (days === undefined || days === null ? null : Math.round(days * 10) / 10);

/** A company's hiring funnel over a range of days, for any member of its team. */
export function analyticsService({ db, engine }: Pick<AppDeps, 'db' | 'engine'>) {
  const access = teamAccess(db);
  const queries = analyticsQueries(db, engine);

  async function readAnalytics(scope: AnalyticsScope, range: AnalyticsRange): Promise<CompanyAnalytics> {
    const [perDay, funnel, medians, byJob] = await Promise.all([
      queries.applicationsPerDay(scope),
      queries.funnel(scope),
      queries.medians(scope),
      queries.byJob(scope),
    ]);
    return {
      // Every day of the range, the quiet ones too: a chart's gaps are days without applications.
      applicationsPerDay: Array.from({ length: daysInRange(range.from, range.to) }, (_, i) => {
        const date = addDays(range.from, i);
        return { date, count: perDay.get(date) ?? 0 };
      }),
      funnel: FUNNEL_STAGES.map((status) => ({ status, reached: funnel.get(status) ?? 0 })),
      medianDaysToFirstResponse: roundDays(medians.get('response')),
      medianDaysInStage: {
        pending: roundDays(medians.get('pending')),
        shortlisted: roundDays(medians.get('shortlisted')),
        interview: roundDays(medians.get('interview')),
      },
      byJob: byJob.map(({ medianDays, ...row }) => ({ ...row, medianDaysToFirstResponse: roundDays(medianDays) })),
    };
  }

  return {
    async read(userId: number, companyId: number, query: Pick<AnalyticsQuery, 'from' | 'to'>, now = new Date()) {
      const company = await access.company(userId, companyId, 'analytics.read');
      const range = resolveRange(query, now);
      const analytics = await readAnalytics({ companyId, ...rangeInstants(range) }, range);
      return { companyName: company.name, range, analytics };
    },
  };
}
