import { sql, type Kysely } from 'kysely';
import type { Responsiveness } from '@portal/contract';
import type { Database, Engine } from '../../db/schema';

const DAY_MS = 86_400_000;
/** Applications older than this say nothing about how the company answers today. */
const WINDOW_DAYS = 90;
/** Fewer answers than this make no median worth showing. */
const LEAST_ANSWERED = 5;
/** A stage change this recent makes a team "actively reviewing". */
const ACTIVE_DAYS = 7;

/** Whose responsiveness: a job's page shows its company's, with activity on that job alone. */
export type ResponsivenessOf = { jobId: number } | { companyId: number };

type Row = { responded: number | string; low: number | string | null; high: number | string | null; active: boolean | number };

/**
 * How quickly a company answers applicants, in one query over the applications' kept first
 * and last responses (migration 0021; the stage change writes them), never their history.
 */
export async function readResponsiveness(db: Kysely<Database>, engine: Engine, of: ResponsivenessOf, now = new Date()): Promise<Responsiveness> {
  const since = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  // Whole days, rounded down, on each engine's clock arithmetic.
  const days =
    engine === 'postgres'
      ? sql`floor(extract(epoch from (a.first_response_at - a.created_at)) / 86400)::int`
      : sql`cast(julianday(a.first_response_at) - julianday(a.created_at) as integer)`;
  const company = 'jobId' in of ? sql`(SELECT company_id FROM jobs WHERE id = ${of.jobId})` : sql`${of.companyId}`;
  const activeOn = 'jobId' in of ? sql`a.job_id = ${of.jobId}` : sql`j.company_id = ${of.companyId}`;
  const middle = sql`place IN ((total + 1) / 2, (total + 2) / 2)`;
  const { rows } = await sql<Row>`
    WITH answered AS (
      SELECT days, row_number() OVER (ORDER BY days) AS place, count(*) OVER () AS total
      FROM (
        SELECT ${days} AS days FROM applications a JOIN jobs j ON j.id = a.job_id
        WHERE j.company_id = ${company} AND a.created_at >= ${since(WINDOW_DAYS)} AND a.first_response_at IS NOT NULL
      ) answered_days
    )
    SELECT
      (SELECT count(*) FROM answered) AS responded,
      (SELECT min(days) FROM answered WHERE ${middle}) AS low,
      (SELECT max(days) FROM answered WHERE ${middle}) AS high,
      EXISTS (
        SELECT 1 FROM applications a JOIN jobs j ON j.id = a.job_id WHERE ${activeOn} AND a.last_response_at >= ${since(ACTIVE_DAYS)}
      ) AS active`.execute(db);
  const row = rows[0]!;
  const responded = Number(row.responded);
  return {
    medianResponseDays: responded < LEAST_ANSWERED || row.low === null || row.high === null ? null : Math.ceil((Number(row.low) + Number(row.high)) / 2),
    responded,
    activelyReviewing: Boolean(row.active),
  };
}
