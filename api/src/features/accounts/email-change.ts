import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http/http-error';
import { renderEmail } from '../../mail/email-content';
import { enqueueMail } from '../../mail/outbox';
import { accountRepository } from './account-repository';
import { confirmPassword } from './confirm-password';
import { emailChangedMail } from './email-changed-mail';

/**
 * A new email for an account. A session alone is not enough: with the address an attacker
 * holding one would own the account through "forgot password", so it takes the password too.
 * Each attempt can tell whether an address has an account, so attempts are limited like
 * registrations: per client, and per account as registrations are per email.
 */
export function emailChange({ db, limiter, rateLimits, site }: Pick<AppDeps, 'db' | 'limiter' | 'rateLimits' | 'site'>) {
  return {
    /** Refuses an attempt without the current password, over the limits, or with a wrong password, in that order. */
    async admit(clientAddress: string, userId: number, currentPassword: string | undefined): Promise<void> {
      if (!currentPassword) throw new HttpError(400, 'Current password is required to change the email.');
      const limits = [
        { key: `email-change-ip:${clientAddress}`, max: rateLimits.registrationsPerIp },
        { key: `email-change-user:${userId}`, max: rateLimits.loginFailuresPerEmail },
      ];
      await limiter.refuseWhenReached(limits);
      await limiter.record(limits.map((limit) => limit.key));
      await confirmPassword(db, userId, currentPassword, 'Current password');
    },

    /**
     * Inside the transaction of the profile update: the new address, every session and unused
     * reset link ended, and the notice to the old address queued. Returns the new session epoch.
     */
    async commit(trx: Kysely<Database>, userId: number, { from, to }: { from: string; to: string }): Promise<number> {
      const epoch = await accountRepository(trx).setEmail(userId, to);
      await enqueueMail(trx, renderEmail(site, from, emailChangedMail(to)));
      return epoch;
    },
  };
}
