import { sql, type Kysely } from 'kysely';
import type { AppDeps } from '../../deps';
import type { Database } from '../../db/schema';
import { nowIso, todayIso } from '../../db/time';
import { statusOf } from '../jobs/job-serializer';
import { and, baseConditions, facetFilters } from '../jobs/search-filters';
import { notificationEvents } from '../notifications/notification-events';
import { isLegacy, searchFiltersOf, storedFiltersOf } from './alert-filters';
import { alertMail } from './alert-mail';
import { jobTerms } from './alert-terms';

/** `salary`: the top of its range, which a least salary asked for is held against (as the search does). */
type NewJob = { id: number; title: string; location: string; job_type: string; salary: number; companyName: string };
type Candidate = { id: number; user_id: number; keyword: string; location: string | null; job_type: string | null; salary_min: number | null; filters: string | null; frequency: 'instant' | 'daily'; unsubscribe_token: string };

/** The alerts whose every term the job has: found through alert_terms' index, never by reading every alert. */
function alertsWithAllTerms(trx: Kysely<Database>, terms: string[]) {
  const matchedTerms = trx
    .selectFrom('alert_terms')
    .select(['alert_id', (eb) => eb.fn.countAll<number>().as('matched')])
    .where('term', 'in', terms)
    .groupBy('alert_id')
    .as('m');
  return trx
    .selectFrom('job_alerts')
    .innerJoin(matchedTerms, 'm.alert_id', 'job_alerts.id')
    .select(['id', 'user_id', 'keyword', 'location', 'job_type', 'salary_min', 'filters', 'frequency', 'unsubscribe_token'])
    .whereRef('m.matched', '=', 'job_alerts.term_count')
    .execute();
}

/** How alerts from before migration 0014 were matched, and still are: location a part of the job's, job type exact, salary range reaching at least. */
const passesLegacyFilters = (alert: Candidate, job: NewJob) =>
  (alert.location === null || job.location.toLowerCase().includes(alert.location.toLowerCase())) &&
  (alert.job_type === null || job.job_type.toLowerCase() === alert.job_type.toLowerCase()) &&
  (alert.salary_min === null || job.salary >= Number(alert.salary_min));

const ALERTS_A_QUERY = 100;

/**
 * The alerts whose search has the job, each tested by the job search's own conditions on the
 * job's row (so an alert matches what its search would find), a hundred alerts a query.
 */
async function inSearchesOf(trx: Kysely<Database>, jobId: number, alerts: Candidate[]): Promise<Candidate[]> {
  const openOn = todayIso();
  const found: Candidate[] = [];
  for (let start = 0; start < alerts.length; start += ALERTS_A_QUERY) {
    const chunk = alerts.slice(start, start + ALERTS_A_QUERY);
    const tests = chunk.map((alert, i) => {
      const filters = searchFiltersOf(storedFiltersOf(alert), openOn);
      const conditions = [...baseConditions(filters), ...Object.values(facetFilters(filters))];
      return sql`CASE WHEN ${and(conditions)} THEN 1 ELSE 0 END AS ${sql.ref(`in_${i}`)}`;
    });
    const { rows } = await sql<Record<string, number | string>>`SELECT ${sql.join(tests)} FROM jobs WHERE jobs.id = ${jobId}`.execute(trx);
    found.push(...chunk.filter((_alert, i) => Number(rows[0]?.[`in_${i}`]) === 1));
  }
  return found;
}

/**
 * A new job against every alert, after the job's commit (a task of the task outbox): instant
 * alerts notify and email at once, daily ones keep the match for their digest. Runs in the
 * task's transaction, so a retry after a crash never tells anyone twice.
 */
export function alertMatcher({ notify, site }: Pick<AppDeps, 'notify' | 'site'>) {
  return async function matchNewJob(payload: unknown, trx: Kysely<Database>): Promise<void> {
    const { jobId } = payload as { jobId: number };
    const row = await trx
      .selectFrom('jobs')
      .innerJoin('companies', 'companies.id', 'jobs.company_id')
      .select(['jobs.id', 'jobs.title', 'jobs.description', 'jobs.requirements', 'jobs.location', 'jobs.job_type', 'jobs.salary', 'jobs.salary_max', 'jobs.status', 'jobs.deadline', 'companies.name as company_name'])
      .where('jobs.id', '=', jobId)
      .executeTakeFirst();
    if (!row || statusOf(row.status, row.deadline, todayIso()) === 'closed') return;
    const job: NewJob = { id: Number(row.id), title: row.title, location: row.location, job_type: row.job_type, salary: Number(row.salary_max ?? row.salary), companyName: row.company_name };
    const text = [row.title, row.description, (JSON.parse(row.requirements) as string[]).join(' '), row.location].join(' ');
    const candidates = (await alertsWithAllTerms(trx, jobTerms(text))).map((alert) => ({ ...alert, id: Number(alert.id), user_id: Number(alert.user_id) }));
    const matches = [
      ...candidates.filter((alert) => isLegacy(alert) && passesLegacyFilters(alert, job)),
      ...(await inSearchesOf(trx, job.id, candidates.filter((alert) => !isLegacy(alert)))),
    ];

    const daily = matches.filter((alert) => alert.frequency === 'daily');
    if (daily.length > 0) {
      const createdAt = nowIso();
      await trx
        .insertInto('alert_matches')
        .values(daily.map((alert) => ({ alert_id: alert.id, job_id: job.id, created_at: createdAt })))
        .onConflict((conflict) => conflict.columns(['alert_id', 'job_id']).doNothing())
        .execute();
    }
    for (const alert of matches.filter((candidate) => candidate.frequency === 'instant')) {
      await notify(trx, [alert.user_id], notificationEvents.alertMatch(job, alert.keyword), alertMail(site, alert));
    }
  };
}
