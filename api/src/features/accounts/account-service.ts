import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ChangePasswordBody, ResetPasswordBody } from '../../contract';
import type { AppDeps } from '../../deps';
import type { Viewer } from '../../http/auth';
import { HttpError } from '../../http/http-error';
import { renderEmail } from '../../mail/email-content';
import { enqueueMail } from '../../mail/outbox';
import { storedPartsOf } from '../../uploads/image-set';
import { hashPassword, verifyPassword } from '../users/password';
import { accountRepository } from './account-repository';
import { resetMail } from './reset-mail';

const RESET_LIFETIME_MS = 60 * 60 * 1000;
/**
 * "Forgot password?" answers no sooner than this, whether the address has an account (a token is
 * written and an email queued) or not (nothing is): the time tells nothing either.
 */
export const FORGOT_ANSWER_MS = 300;

const sha256 = (token: string) => crypto.createHash('sha256').update(token).digest('base64url');
const invalidLink = () => new HttpError(400, 'This reset link is invalid or has expired.');

export function accountService({ db, files, limiter, rateLimits, site }: Pick<AppDeps, 'db' | 'files' | 'limiter' | 'rateLimits' | 'site'>) {
  const accounts = accountRepository(db);

  /** The password must be the account's: a wrong one is 400 naming the field. */
  const confirmPassword = async (userId: number, password: string, field: string) => {
    const credentials = await accounts.credentialsOf(userId);
    if (!(await verifyPassword(credentials.password_hash, password))) throw new HttpError(400, `${field} is incorrect.`);
    return credentials;
  };

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

    /** Sets the new password once per link, and ends every session of the user. */
    async resetPassword({ token, password }: ResetPasswordBody): Promise<void> {
      const passwordHash = await hashPassword(password);
      await db.transaction().execute(async (trx) => {
        const inTransaction = accountRepository(trx);
        const userId = await inTransaction.useReset(sha256(token));
        if (userId === null) throw invalidLink();
        await inTransaction.setPassword(userId, passwordHash);
      });
    },

    /** A new password for a logged-in user: their other sessions end; the new epoch lets the route keep this one. */
    async changePassword(userId: number, { currentPassword, newPassword }: ChangePasswordBody): Promise<number> {
      await confirmPassword(userId, currentPassword, 'currentPassword');
      return accounts.setPassword(userId, await hashPassword(newPassword));
    },

    /**
     * Deletes the account: personal data and files go, sessions end, a recruiter's jobs close.
     * The row stays as "Deleted user", so recruiters' records of applications stay readable.
     */
    async deleteAccount(viewer: Viewer, password: string, log: FastifyBaseLogger): Promise<void> {
      const credentials = await confirmPassword(viewer.id, password, 'password');
      const { email } = await db.selectFrom('users').select('email').where('id', '=', viewer.id).executeTakeFirstOrThrow();
      await db.transaction().execute(async (trx) => {
        const inTransaction = accountRepository(trx);
        if (viewer.role === 'recruiter') await inTransaction.closeJobsOf(viewer.id);
        await inTransaction.forgetActivityOf(viewer.id, email);
        await inTransaction.eraseUser(viewer.id);
      });
      // After the commit: a file whose removal fails is only an orphan, never a row pointing at nothing.
      const stored = [credentials.resume_key, credentials.profile_photo_key].flatMap((key) => (key ? storedPartsOf(key) : []));
      for (const key of stored) await files.remove(key).catch((error: unknown) => log.warn({ err: error, key }, 'could not remove a deleted account’s file'));
    },
  };
}
