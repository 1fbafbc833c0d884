import type { Alert, NewAlert } from '@portal/contract';
import type { AppDeps } from '../../deps';
import { conflict, notFound } from '../../http/http-error';
import { alertRepository } from './alert-repository';
import { toAlert } from './alert-serializer';

const MAX_ALERTS = 50;

/**
 * A student's job alerts, and the unsubscribe link their emails carry: the routes read the
 * request and shape the answer, this decides and writes. Someone else's alert is not found.
 */
export function alertService({ db }: Pick<AppDeps, 'db'>) {
  const alerts = alertRepository(db);

  return {
    /** At most MAX_ALERTS per student; the alert and its terms are written together. */
    async create(userId: number, alert: NewAlert): Promise<Alert> {
      if ((await alerts.countOf(userId)) >= MAX_ALERTS) throw conflict(`You can keep at most ${MAX_ALERTS} alerts. Delete one first.`);
      const row = await db.transaction().execute((trx) => alertRepository(trx).create(userId, alert));
      return toAlert(row, await alerts.companyNamesOf([row]));
    },

    /** Newest first. */
    async list(userId: number): Promise<Alert[]> {
      const rows = await alerts.listOf(userId);
      const companyNames = await alerts.companyNamesOf(rows);
      return rows.map((row) => toAlert(row, companyNames));
    },

    async delete(userId: number, alertId: number): Promise<void> {
      if (!(await alerts.deleteOwn(userId, alertId))) throw notFound('Alert not found.');
    },

    /** The keyword of the alert an unsubscribe link names, without changing anything; null once the link is used, or when it never existed. */
    keywordOfLink: (token: string): Promise<string | null> => alerts.keywordOf(token),

    /** Deletes the alert the link names; the keyword it had, or null once the link is used, or when it never existed. */
    unsubscribe: (token: string): Promise<string | null> => alerts.unsubscribe(token),
  };
}
