import type { AppDeps } from '../../deps';
import { waitingCutoff } from '@portal/contract/waiting';
import { notificationEvents } from '../notifications/notification-events';
import { waitingRepository } from './waiting-repository';

/** A run that failed is tried again after this long, not on every tick of the task worker. */
const LOOK_EVERY_MS = 60_000;

export type WaitingNudgeOptions = {
  /** The clock: tests pass a fixed one. */
  now?: () => Date;
  lookEveryMs?: number;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day of `at` in UTC: every instance agrees on it, whatever its time zone. */
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Once a day, each owner and recruiter of a company with applications waiting (contract/waiting.ts)
 * is told how many, in one notification and email per company. A member's nudge of the day is a
 * row of `waiting_nudges` written in the transaction that tells them, so two instances, a rerun
 * or a restart never tell anyone twice in a day, and a crash tells them on the next run. An
 * instance looks once per day (its first tick of the day, or again after a failure); an
 * application that starts waiting later that day is told the next.
 */
export function waitingNudges({ db, notify }: Pick<AppDeps, 'db' | 'notify'>, { now = () => new Date(), lookEveryMs = LOOK_EVERY_MS }: WaitingNudgeOptions = {}) {
  const waiting = waitingRepository(db);
  let lastLook = Number.NEGATIVE_INFINITY;
  let nudgedDay: string | null = null;

  return async function nudgeWaitingTeams(): Promise<void> {
    const at = now();
    const day = utcDay(at);
    if (day === nudgedDay || at.getTime() - lastLook < lookEveryMs) return;
    lastLook = at.getTime();

    // Yesterday's claims stay a day more: an instance whose clock lags a little behind midnight still finds them.
    await waiting.forgetBefore(utcDay(new Date(at.getTime() - DAY_MS)));
    const jobsByCompany = new Map<number, { name: string; jobs: { id: number; title: string; waiting: number }[] }>();
    for (const row of await waiting.jobsWithWaiting(waitingCutoff(at))) {
      const companyId = Number(row.company_id);
      const company = jobsByCompany.get(companyId) ?? { name: row.company_name, jobs: [] };
      company.jobs.push({ id: Number(row.job_id), title: row.title, waiting: Number(row.count) });
      jobsByCompany.set(companyId, company);
    }
    const membersByCompany = new Map<number, number[]>();
    for (const { company_id, user_id } of await waiting.membersToNudge([...jobsByCompany.keys()], day)) {
      membersByCompany.set(company_id, [...(membersByCompany.get(company_id) ?? []), user_id]);
    }
    for (const [companyId, userIds] of membersByCompany) {
      const company = jobsByCompany.get(companyId)!;
      await db.transaction().execute(async (trx) => {
        const claimed = await waitingRepository(trx).claimNudges(day, companyId, userIds, at);
        await notify(trx, claimed, notificationEvents.applicationsWaiting(company.name, company.jobs));
      });
    }
    nudgedDay = day;
  };
}
