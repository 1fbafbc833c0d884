import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ChangePasswordBody, ResetLinkState, ResetPasswordBody } from '@portal/contract';
import type { AppDeps } from '../../deps';
import type { Viewer } from '../../http/auth';
import { toIso } from '../../db/time';
import { HttpError } from '../../http/http-error';
import { renderEmail } from '../../mail/email-content';
import { enqueueMail } from '../../mail/outbox';
import { storedPartsOf } from '../../uploads/image-set';
import { hashPassword } from '../users/password';
import { accountRepository } from './account-repository';
import { confirmPassword } from './confirm-password';
import { resetMail } from './reset-mail';

const RESET_LIFETIME_MS = 60 * 60 * 1000;
/**
 * "Forgot password?" answers no sooner than this, whether the address has an account (a token is
 * written and an email queued) or not (nothing is): the time tells nothing either.
 */
export const FORGOT_ANSWER_MS = 300;

const sha256 = (token: string) => crypto.createHash('sha256').update(token).digest('base64url');
const invalidLink = () => new HttpError(400, 'This reset link is invalid or has expired.');

export function accountService({ db, engine, files, jobReads, limiter, rateLimits, site }: Pick<AppDeps, 'db' | 'engine' | 'files' | 'jobReads' | 'limiter' | 'rateLimits' | 'site'>) {
  const accounts = accountRepository(db);

  return {
    /** Mails a reset link if the address has an account; answers the same, in the same time, if not. Rate-limited per address and per client. */
    async forgotPassword(clientAddress: string, email: string): Promise<void> {
      const started = Date.now();
      const limits = [
        { key: `reset-email:${email}`, max: rateLimits.passwordResetsPerEmail },
        { key: `reset-ip:${clientAddress}`, max: rateLimits.passwordResetsPerIp },
      ];
      await limiter.refuseWhenReached(limits);
      await limiter.record(limits.map((limit) => limit.key));
      const user = await accounts.findActiveByEmail(email);
      if (user) {
        const token = crypto.randomBytes(32).toString('base64url');
        await db.transaction().execute(async (trx) => {
          await accountRepository(trx).addReset(Number(user.id), sha256(token), new Date(Date.now() + RESET_LIFETIME_MS).toISOString());
          await enqueueMail(trx, renderEmail(site, user.email, resetMail(token)));
        });
      }
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + FORGOT_ANSWER_MS - Date.now())));
    },

    /**
     * What the reset link can still do, without using it, so its page can say so before anything
     * is typed. Rate-limited per client like "Forgot password?": a flood of guessed tokens stops.
     */
    async resetLinkState(clientAddress: string, token: string): Promise<ResetLinkState> {
      const limits = [{ key: `reset-check-ip:${clientAddress}`, max: rateLimits.passwordResetsPerIp }];
      await limiter.refuseWhenReached(limits);
      await limiter.record(limits.map((limit) => limit.key));
      const reset = await accounts.findReset(sha256(token));
      if (!reset) return 'unknown';
      if (reset.used_at !== null) return 'used';
      // As useReset decides it: ISO instants compare as strings.
      return toIso(reset.expires_at) > new Date().toISOString() ? 'valid' : 'expired';
    },

    /** Sets the new password once per link, and ends every session and every other link of the user. */
    async resetPassword({ token, password }: ResetPasswordBody): Promise<void> {
      const passwordHash = await hashPassword(password);
      await db.transaction().execute(async (trx) => {
        const inTransaction = accountRepository(trx);
        const userId = await inTransaction.useReset(sha256(token));
        if (userId === null) throw invalidLink();
        await inTransaction.setPassword(userId, passwordHash);
      });
    },

    /** A new password for a logged-in user: their other sessions and reset links end; the new epoch lets the route keep this session. */
    async changePassword(userId: number, { currentPassword, newPassword }: ChangePasswordBody): Promise<number> {
      await confirmPassword(db, userId, currentPassword, 'Current password');
      const passwordHash = await hashPassword(newPassword);
      return db.transaction().execute((trx) => accountRepository(trx).setPassword(userId, passwordHash));
    },

    /**
     * Deletes the account: personal data and files go, sessions end, a recruiter leaves every
     * company team; a company whose team is then empty closes its jobs and leaves every public
     * page (one whose team goes on keeps them). The row stays as "Deleted user", so
     * recruiters' records of applications stay readable.
     */
    async deleteAccount(viewer: Viewer, password: string, log: FastifyBaseLogger): Promise<void> {
      const credentials = await confirmPassword(db, viewer.id, password, 'Password');
      const { email } = await db.selectFrom('users').select('email').where('id', '=', viewer.id).executeTakeFirstOrThrow();
      const closedJobIds = await db.transaction().execute(async (trx) => {
        const inTransaction = accountRepository(trx);
        const closed = viewer.role === 'recruiter' ? await inTransaction.leaveTeams(viewer.id, engine) : [];
        await inTransaction.forgetActivityOf(viewer.id, email);
        await inTransaction.eraseUser(viewer.id);
        return closed;
      });
      // Gone from this instance's cached answers and every instance's rendered pages before the answer, not when they expire.
      if (viewer.role === 'recruiter') {
        for (const id of closedJobIds) await jobReads.jobWritten(id);
        await jobReads.companyChanged();
      }
      // After the commit: a file whose removal fails is only an orphan, never a row pointing at nothing.
      const stored = [credentials.resume_key, credentials.profile_photo_key].flatMap((key) => (key ? storedPartsOf(key) : []));
      for (const key of stored) await files.remove(key).catch((error: unknown) => log.warn({ err: error, key }, 'could not remove a deleted account’s file'));
    },
  };
}
