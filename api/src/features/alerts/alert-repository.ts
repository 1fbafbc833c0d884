import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { NewAlert } from '@portal/contract';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/time';
import { filtersOf, storedFiltersOf } from './alert-filters';
import { alertTerms } from './alert-terms';

const ALERT_COLUMNS = ['id', 'user_id', 'keyword', 'location', 'job_type', 'salary_min', 'filters', 'frequency', 'unsubscribe_token', 'created_at'] as const;

export function alertRepository(db: Kysely<Database>) {
  return {
    async create(userId: number, alert: NewAlert) {
      const terms = alertTerms(alert.keyword);
      const row = await db
        .insertInto('job_alerts')
        .values({
          user_id: userId,
          keyword: alert.keyword,
          term_count: terms.length,
          filters: JSON.stringify(filtersOf(alert)),
          frequency: alert.frequency,
          unsubscribe_token: crypto.randomBytes(24).toString('base64url'),
          created_at: nowIso(),
        })
        .returning(ALERT_COLUMNS)
        .executeTakeFirstOrThrow();
      await db.insertInto('alert_terms').values(terms.map((term) => ({ alert_id: Number(row.id), term }))).execute();
      return row;
    },
    listOf(userId: number) {
      return db.selectFrom('job_alerts').select(ALERT_COLUMNS).where('user_id', '=', userId).orderBy('id', 'desc').execute();
    },
    /** The names of the companies the alerts' filters name, by id; a company since deleted has none. */
    async companyNamesOf(alerts: Parameters<typeof storedFiltersOf>[0][]): Promise<Map<string, string>> {
      const ids = [...new Set(alerts.flatMap((alert) => storedFiltersOf(alert).companyId))];
      if (ids.length === 0) return new Map();
      const companies = await db.selectFrom('companies').select(['id', 'name']).where('id', 'in', ids.map(Number)).execute();
      return new Map(companies.map((company) => [String(company.id), company.name]));
    },
    async countOf(userId: number) {
      const row = await db.selectFrom('job_alerts').select((eb) => eb.fn.countAll<number | string>().as('count')).where('user_id', '=', userId).executeTakeFirstOrThrow();
      return Number(row.count);
    },
    async deleteOwn(userId: number, alertId: number) {
      const { numDeletedRows } = await db.deleteFrom('job_alerts').where('id', '=', alertId).where('user_id', '=', userId).executeTakeFirst();
      return numDeletedRows > 0n;
    },
    /** The keyword of the alert the link names, or null when the link was used already or never existed. */
    async keywordOf(token: string) {
      const row = await db.selectFrom('job_alerts').select('keyword').where('unsubscribe_token', '=', token).executeTakeFirst();
      return row?.keyword ?? null;
    },
    /** Deletes the alert the link names; the keyword it had, or null when the link was used already or never existed. */
    async unsubscribe(token: string) {
      const row = await db.deleteFrom('job_alerts').where('unsubscribe_token', '=', token).returning('keyword').executeTakeFirst();
      return row?.keyword ?? null;
    },
  };
}

export type AlertRow = Awaited<ReturnType<ReturnType<typeof alertRepository>['listOf']>>[number];
