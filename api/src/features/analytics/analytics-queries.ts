import { sql, type Kysely, type RawBuilder } from 'kysely';
import { FUNNEL_STAGES, type FunnelStage } from '@portal/contract';
import type { Database, Engine } from '../../db/schema';

/** Whose applications and which: a company's, sent from `start` (included) to `end` (excluded), ISO instants. */
export type AnalyticsScope = { companyId: number; start: string; end: string };

/** The stages whose length is measured: accepted, rejected and withdrawn have no next step. */
const MEASURED_STAGES = ['pending', 'shortlisted', 'interview'] as const;

/** A median's rows: the middle one, or the two middle ones (averaged) of an even count. */
const MIDDLE = sql`place IN ((total + 1) / 2, (total + 2) / 2)`;

type Numeric = number | string;

/**
 * The four charts of a company's analytics, one statement each, all starting from the same
 * rows: the company's jobs and the applications sent to them in the range (the job and sending
 * day lead an index of migration 0027). Stages come from the history, `application_events`,
 * read in order from the other index of 0027.
 */
export function analyticsQueries(db: Kysely<Database>, engine: Engine) {
  const sentDay = (column: RawBuilder<unknown>) =>
    engine === 'postgres' ? sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')` : sql<string>`substr(${column}, 1, 10)`;
  // Days between two instants, with their fraction, on each engine's clock arithmetic.
  const daysBetween = (from: RawBuilder<unknown>, to: RawBuilder<unknown>) =>
    engine === 'postgres' ? sql`extract(epoch from (${to} - ${from})) / 86400.0` : sql`julianday(${to}) - julianday(${from})`;
  const sentInScope = ({ companyId, start, end }: AnalyticsScope) =>
    sql`j.company_id = ${companyId} AND a.created_at >= ${start} AND a.created_at < ${end}`;
  const list = (values: readonly string[]) => sql.join(values.map((value) => sql`${value}`));

  return {
    async applicationsPerDay(scope: AnalyticsScope): Promise<Map<string, number>> {
      const { rows } = await sql<{ day: string; count: Numeric }>`
        SELECT day, count(*) AS count FROM (
          SELECT ${sentDay(sql.ref('a.created_at'))} AS day
          FROM jobs j JOIN applications a ON a.job_id = j.id
          WHERE ${sentInScope(scope)}
        ) sent
        GROUP BY day`.execute(db);
      return new Map(rows.map((row) => [row.day, Number(row.count)]));
    },

    /**
     * Each application once at every stage up to the furthest its history shows: one moved
     * from applied straight to an interview got past the shortlist too, so no step of the
     * funnel holds more than the one before it.
     */
    async funnel(scope: AnalyticsScope): Promise<Map<FunnelStage, number>> {
      const furthestStage = sql.join(FUNNEL_STAGES.map((stage, index) => sql`WHEN ${stage} THEN ${sql.lit(index)}`), sql` `);
      const { rows } = await sql<{ furthest: Numeric; applications: Numeric }>`
        SELECT furthest, count(*) AS applications FROM (
          SELECT a.id, max(CASE e.status ${furthestStage} END) AS furthest
          FROM jobs j JOIN applications a ON a.job_id = j.id JOIN application_events e ON e.application_id = a.id
          WHERE ${sentInScope(scope)} AND e.status IN (${list(FUNNEL_STAGES)})
          GROUP BY a.id
        ) reached
        GROUP BY furthest`.execute(db);
      const stoppedAt = new Map(rows.map((row) => [Number(row.furthest), Number(row.applications)]));
      return new Map(
        FUNNEL_STAGES.map((stage, index) => [stage, [...stoppedAt].filter(([furthest]) => furthest >= index).reduce((sum, [, count]) => sum + count, 0)]),
      );
    },

    /**
     * Median days to the team's first response (applications sent in the range) and in each
     * stage: from a step of the history to the next, for the next steps taken in the range.
     * An application's latest step is its `updated_at`, so one last changed before the range
     * has no step in it and its history is not read.
     */
    async medians(scope: AnalyticsScope): Promise<Map<string, number>> {
      const { companyId, start, end } = scope;
      const { rows } = await sql<{ measure: string; median: Numeric }>`
        WITH steps AS (
          SELECT lag(e.status) OVER history AS status, lag(e.created_at) OVER history AS entered_at, e.created_at AS left_at
          FROM jobs j JOIN applications a ON a.job_id = j.id JOIN application_events e ON e.application_id = a.id
          WHERE j.company_id = ${companyId} AND a.created_at < ${end} AND a.updated_at >= ${start}
          WINDOW history AS (PARTITION BY e.application_id ORDER BY e.id)
        ),
        measured AS (
          SELECT cast('response' AS text) AS measure, ${daysBetween(sql.ref('a.created_at'), sql.ref('a.first_response_at'))} AS days
          FROM jobs j JOIN applications a ON a.job_id = j.id
          WHERE ${sentInScope(scope)} AND a.first_response_at IS NOT NULL
          UNION ALL
          SELECT cast(status AS text), ${daysBetween(sql.ref('entered_at'), sql.ref('left_at'))}
          FROM steps
          WHERE left_at >= ${start} AND left_at < ${end} AND status IN (${list(MEASURED_STAGES)})
        ),
        ranked AS (
          SELECT measure, days, row_number() OVER (PARTITION BY measure ORDER BY days) AS place, count(*) OVER (PARTITION BY measure) AS total
          FROM measured
        )
        SELECT measure, avg(days) AS median FROM ranked WHERE ${MIDDLE} GROUP BY measure`.execute(db);
      return new Map(rows.map((row) => [row.measure, Number(row.median)]));
    },

    /** Per job with applications sent in the range: how many, how many were ever accepted, and the median days to a first response. */
    async byJob(scope: AnalyticsScope) {
      const { rows } = await sql<{ job_id: Numeric; title: string; applications: Numeric; accepted: Numeric; median: Numeric | null }>`
        WITH sent AS (
          SELECT a.id, a.job_id, ${daysBetween(sql.ref('a.created_at'), sql.ref('a.first_response_at'))} AS days
          FROM jobs j JOIN applications a ON a.job_id = j.id
          WHERE ${sentInScope(scope)}
        ),
        accepted AS (SELECT DISTINCT e.application_id FROM sent JOIN application_events e ON e.application_id = sent.id WHERE e.status = 'accepted'),
        totals AS (
          SELECT sent.job_id, count(*) AS applications, count(accepted.application_id) AS accepted
          FROM sent LEFT JOIN accepted ON accepted.application_id = sent.id
          GROUP BY sent.job_id
        ),
        ranked AS (
          SELECT job_id, days, row_number() OVER (PARTITION BY job_id ORDER BY days) AS place, count(*) OVER (PARTITION BY job_id) AS total
          FROM sent WHERE days IS NOT NULL
        ),
        medians AS (SELECT job_id, avg(days) AS median FROM ranked WHERE ${MIDDLE} GROUP BY job_id)
        SELECT t.job_id, j.title, t.applications, t.accepted, m.median
        FROM totals t JOIN jobs j ON j.id = t.job_id LEFT JOIN medians m ON m.job_id = t.job_id
        ORDER BY t.applications DESC, j.title, t.job_id`.execute(db);
      return rows.map((row) => ({
        jobId: String(row.job_id),
        title: row.title,
        applications: Number(row.applications),
        accepted: Number(row.accepted),
        medianDays: row.median === null ? null : Number(row.median),
      }));
    },
  };
}
