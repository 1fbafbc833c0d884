import { sql } from 'kysely';
import type { AppDeps } from '../../deps';
import { nowIso } from '../../db/time';
import { notificationEvents } from '../notifications/notification-events';
import { alertMail } from './alert-mail';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Digests fall due at most this often per instance's look: the look reads only pending matches. */
const LOOK_EVERY_MS = 60_000;

/**
 * Daily alerts: one digest a day listing every job matched since the last one. Each alert's
 * digest is claimed by one conditional UPDATE and sent in the same transaction that empties its
 * matches, so two instances never send the same digest and a crash sends it later, not twice.
 */
export function alertDigests({ db, notify, site }: Pick<AppDeps, 'db' | 'notify' | 'site'>, lookEveryMs = LOOK_EVERY_MS) {
  let lastLook = 0;
  return async function sendDueDigests(): Promise<void> {
    if (Date.now() - lastLook < lookEveryMs) return;
    lastLook = Date.now();
    const dayAgo = new Date(Date.now() - DAY_MS).toISOString();
    const isDue = sql<boolean>`coalesce(last_digest_at, created_at) <= ${dayAgo}`;
    const due = await db
      .selectFrom('job_alerts')
      .select(['id', 'user_id', 'keyword', 'unsubscribe_token'])
      .where('id', 'in', db.selectFrom('alert_matches').select('alert_id').distinct())
      .where(isDue)
      .limit(100)
      .execute();
    for (const alert of due) {
      await db.transaction().execute(async (trx) => {
        const claimed = await trx.updateTable('job_alerts').set({ last_digest_at: nowIso() }).where('id', '=', alert.id).where(isDue).executeTakeFirst();
        if (claimed.numUpdatedRows === 0n) return;
        const jobs = await trx
          .selectFrom('alert_matches')
          .innerJoin('jobs', 'jobs.id', 'alert_matches.job_id')
          .innerJoin('companies', 'companies.id', 'jobs.company_id')
          .select(['jobs.id', 'jobs.title', 'jobs.location', 'companies.name as company_name'])
          .where('alert_matches.alert_id', '=', alert.id)
          .orderBy('jobs.id')
          .execute();
        await trx.deleteFrom('alert_matches').where('alert_id', '=', alert.id).execute();
        if (jobs.length === 0) return;
        const listed = jobs.map((job) => ({ id: Number(job.id), title: job.title, location: job.location, companyName: job.company_name }));
        await notify(trx, [Number(alert.user_id)], notificationEvents.alertDigest(listed, alert.keyword), alertMail(site, alert));
      });
    }
  };
}
