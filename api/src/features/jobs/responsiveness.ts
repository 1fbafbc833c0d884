import { sql, type Kysely } from 'kysely';
import type { Responsiveness } from '@portal/contract';
import { prepared } from '../../db/prepared-statements';
import type { Database } from '../../db/schema';
import { DAY_MS, earliest, toIso } from '../../db/time';
import { freshReads } from '../../cache/fresh-reads';

/** Applications older than this say nothing about how the company answers today. */
const WINDOW_DAYS = 90;
/** Fewer answers than this make no median worth showing. */
const LEAST_ANSWERED = 5;
/** A stage change this recent makes a team "actively reviewing". */
const ACTIVE_DAYS = 7;

/** The window counted at `now`: applications sent after this day (YYYY-MM-DD, UTC), today included. */
const firstDayBeforeWindow = (now: Date): string => new Date(now.getTime() - WINDOW_DAYS * DAY_MS).toISOString().slice(0, 10);

/** When a team whose last stage change was at `lastResponseAt` stops "actively reviewing"; null if it is not now. */
export function reviewingEnds(lastResponseAt: number | null, now: number): number | null {
  const ends = lastResponseAt === null ? null : lastResponseAt + ACTIVE_DAYS * DAY_MS;
  return ends !== null && ends > now ? ends : null;
}

/** When the oldest day of applications counted (YYYY-MM-DD, UTC) leaves the window. */
export function oldestCountedLeaves(sentOn: string | null): number | null {
  return sentOn === null ? null : Date.parse(`${sentOn}T00:00:00.000Z`) + WINDOW_DAYS * DAY_MS;
}

/** Whose responsiveness: a job's page shows its company's, with activity on that job alone. */
export type ResponsivenessOf = { jobId: number } | { companyId: number };

/** Of the query below: the last stage change, and one row per whole day to a first answer (null when none was counted). */
type Row = { last_response: string | Date | null; days: number | string | null; answered: number | string | null; oldest: string | null };

/**
 * The median of days counted `answered` times each, as the middle one or the two middle ones'
 * mean, rounded up to a whole day.
 */
function medianDays(counted: { days: number; answered: number }[], total: number): number {
  const middle = [Math.floor((total + 1) / 2), Math.floor((total + 2) / 2)];
  const found: number[] = [];
  let place = 0;
  for (const { days, answered } of [...counted].sort((a, b) => a.days - b.days)) {
    for (const wanted of middle) if (wanted > place && wanted <= place + answered) found.push(days);
    place += answered;
  }
  return Math.ceil((Math.min(...found) + Math.max(...found)) / 2);
}

/**
 * The rows behind a company's responsiveness, in one query: the answered applications sent in
 * the last 90 days, counted by whole days to the team's first stage change (migration 0028,
 * kept as each first response is written), never the applications themselves, with the oldest
 * day counted; and the team's last stage change (the applications' kept last response, through
 * their (job_id, last_response_at) index). A job page's render asks for what it shows and when
 * that changes: within one fresh reading, the query runs once for both.
 */
function responsivenessRows(db: Kysely<Database>, of: ResponsivenessOf, now: Date): Promise<Row[]> {
  const firstDayBefore = firstDayBeforeWindow(now);
  const key = 'jobId' in of ? `job:${of.jobId}` : `company:${of.companyId}`;
  return freshReads.once(`responsiveness ${key} ${firstDayBefore}`, async () => {
    const company = 'jobId' in of ? sql`(SELECT company_id FROM jobs WHERE id = ${of.jobId})` : sql`${of.companyId}`;
    const lastResponse =
      'jobId' in of
        ? sql`(SELECT max(last_response_at) FROM applications WHERE job_id = ${of.jobId})`
        : sql`(SELECT max(last_response) FROM (
            SELECT (SELECT max(a.last_response_at) FROM applications a WHERE a.job_id = j.id) AS last_response FROM jobs j WHERE j.company_id = ${of.companyId}
          ) per_job)`;
    const query = sql<Row>`
      SELECT latest.last_response, counted.days, counted.answered, counted.oldest
      FROM (SELECT ${lastResponse} AS last_response) latest
      LEFT JOIN (
        SELECT days, sum(answered) AS answered, min(sent_on) AS oldest FROM company_response_days
        WHERE company_id = ${company} AND sent_on > ${firstDayBefore} GROUP BY days
      ) counted ON 1 = 1`;
    // Every render of a job or company page runs it: prepared, planned once per connection.
    return (await db.executeQuery(prepared(query.compile(db)))).rows;
  });
}

const lastResponseOf = (rows: Row[]): number | null => {
  const last = rows[0]!.last_response;
  return last === null ? null : Date.parse(toIso(last));
};

/** How quickly a company answers applicants, and whether its team is reviewing lately (on one job, or any of its jobs). */
export async function readResponsiveness(db: Kysely<Database>, of: ResponsivenessOf, now = new Date()): Promise<Responsiveness> {
  const rows = await responsivenessRows(db, of, now);
  const counted = rows.flatMap(({ days, answered }) => (days === null || answered === null ? [] : [{ days: Number(days), answered: Number(answered) }]));
  const responded = counted.reduce((sum, { answered }) => sum + answered, 0);
  const lastResponse = lastResponseOf(rows);
  return {
    medianResponseDays: responded < LEAST_ANSWERED ? null : medianDays(counted, responded),
    responded,
    activelyReviewing: lastResponse !== null && lastResponse >= now.getTime() - ACTIVE_DAYS * DAY_MS,
  };
}

/**
 * When what `readResponsiveness` answers next changes with time alone: the team stops actively
 * reviewing, or a day of answers leaves the counted window.
 */
export async function responsivenessChangesAt(db: Kysely<Database>, of: ResponsivenessOf, now: number): Promise<number | null> {
  const rows = await responsivenessRows(db, of, new Date(now));
  const oldest = rows.flatMap((row) => (row.oldest === null ? [] : [row.oldest])).sort()[0] ?? null;
  return earliest([reviewingEnds(lastResponseOf(rows), now), oldestCountedLeaves(oldest)]);
}
