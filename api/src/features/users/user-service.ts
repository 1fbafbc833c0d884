import type { FastifyBaseLogger } from 'fastify';
import type { LoginBody, NewAccount, Preferences, ProfileChanges, User } from '@portal/contract';
import { isUniqueViolation } from '../../db/errors';
import { nowIso } from '../../db/time';
import type { AppDeps } from '../../deps';
import type { Viewer } from '../../http/auth';
import { HttpError, conflict, notFound, unauthenticated } from '../../http/http-error';
import type { ReceivedFile } from '../../uploads/multipart-form';
import { commitUpload } from '../../uploads/stored-upload';
import { emailChange } from '../accounts/email-change';
import { teamAccess } from '../teams/team-access';
import { loginThrottle } from './login-throttle';
import { hashPassword, verifyPassword } from './password';
import { userRepository } from './user-repository';
import { toUser } from './user-serializer';
import { WrongRole } from './wrong-role';

const EMAIL_TAKEN = 'User already exists with this email.';

/** A unique violation on users is a taken email, however two requests raced for it. */
const emailTakenOnRace = (error: unknown) => {
  throw isUniqueViolation(error) ? conflict(EMAIL_TAKEN) : error;
};

/**
 * Accounts: who may register, log in, change their profile and read a resume. The routes
 * read the request and shape the answer; this decides and writes.
 */
export function userService({ db, files, limiter, rateLimits, site }: Pick<AppDeps, 'db' | 'files' | 'limiter' | 'rateLimits' | 'site'>) {
  const users = userRepository(db);
  const emailChanges = emailChange({ db, limiter, rateLimits, site });
  const logins = loginThrottle(limiter, rateLimits);
  const registrationsFrom = (address: string) => [{ key: `register-ip:${address}`, max: rateLimits.registrationsPerIp }];

  /** The logged-in user; a session whose user was removed is no session. */
  const current = async (userId: number): Promise<User> => {
    const user = await users.findById(userId);
    if (!user) throw unauthenticated();
    return toUser(user, { own: true });
  };

  return {
    /** Refused before the upload is read: an address that registered too often. */
    admitRegistration: (address: string) => limiter.refuseWhenReached(registrationsFrom(address)),

    async register(address: string, account: NewAccount, photo: ReceivedFile | null, log: FastifyBaseLogger): Promise<void> {
      const limits = [...registrationsFrom(address), { key: `register-email:${account.email}`, max: rateLimits.loginFailuresPerEmail }];
      await limiter.refuseWhenReached(limits);
      await limiter.record(limits.map((limit) => limit.key));
      if (await users.emailTakenByOther(account.email, null)) throw conflict(EMAIL_TAKEN);
      const passwordHash = await hashPassword(account.password);
      const now = nowIso();
      await commitUpload(files, log, { file: photo, folder: 'photos', replacing: null }, (photoKey) =>
        users
          .insert({
            fullname: account.fullname,
            email: account.email,
            phone_number: account.phoneNumber,
            password_hash: passwordHash,
            role: account.role,
            profile_photo_key: photoKey,
            created_at: now,
            updated_at: now,
          })
          .catch(emailTakenOnRace),
      );
    },

    /** The user whose credentials these are, for the session the route then starts. */
    async logIn(address: string, { email, password, role }: LoginBody): Promise<{ id: number; epoch: number; user: User }> {
      await logins.admit(address, email);
      const found = await users.findCredentialsByEmail(email);
      const passwordMatches = await verifyPassword(found?.password_hash ?? null, password);
      if (!found || !passwordMatches) {
        await logins.failed(address, email);
        throw new HttpError(401, 'Incorrect email or password.');
      }
      if (found.role !== role) throw new WrongRole(found.role);
      await logins.succeeded(address, email);
      return { id: Number(found.id), epoch: Number(found.session_epoch), user: toUser(found, { own: true }) };
    },

    current,

    async setPreferences(userId: number, { emailNotifications }: Preferences): Promise<User> {
      await users.update(userId, { email_notifications: emailNotifications ? 1 : 0, updated_at: nowIso() });
      return current(userId);
    },

    /**
     * A new resume replaces the old one, which is removed once the row points at the new. A new
     * email takes the current password and ends every other session: `epoch` is then the new
     * session epoch, for the route to keep the caller's session; otherwise it is null.
     */
    async updateProfile(
      clientAddress: string,
      userId: number,
      changes: ProfileChanges,
      resume: ReceivedFile | null,
      log: FastifyBaseLogger,
    ): Promise<{ user: User; epoch: number | null }> {
      const stored = await users.findById(userId);
      if (!stored) throw unauthenticated();
      // The form sends the email it shows, changed or not: only a different one is a change.
      const newEmail = changes.email !== undefined && changes.email !== stored.email ? changes.email : null;
      if (newEmail) {
        await emailChanges.admit(clientAddress, userId, changes.currentPassword);
        if (await users.emailTakenByOther(newEmail, userId)) throw conflict(EMAIL_TAKEN);
      }
      const epoch = await commitUpload(files, log, { file: resume, folder: 'resumes', replacing: stored.resume_key }, (resumeKey) =>
        db
          .transaction()
          .execute(async (trx) => {
            await userRepository(trx).update(userId, {
              fullname: changes.fullname,
              phone_number: changes.phoneNumber,
              bio: changes.bio,
              skills: changes.skills && JSON.stringify(changes.skills),
              preferred_locations: changes.preferredLocations && JSON.stringify(changes.preferredLocations),
              preferred_job_types: changes.preferredJobTypes && JSON.stringify(changes.preferredJobTypes),
              min_salary: changes.minSalary,
              ...(resumeKey && resume && { resume_key: resumeKey, resume_original_name: resume.originalName }),
              updated_at: nowIso(),
            });
            return newEmail ? emailChanges.commit(trx, userId, { from: stored.email, to: newEmail }) : null;
          })
          .catch(emailTakenOnRace),
      );
      return { user: await current(userId), epoch };
    },

    /** A resume for its owner and for the teams of the companies its student applied to; 404 to everyone else. */
    async resumeOf(viewer: Viewer, studentId: number) {
      const allowed = viewer.id === studentId || (viewer.role === 'recruiter' && (await teamAccess(db).overApplicant(viewer.id, studentId, 'applicants.read')));
      const student = allowed ? await users.findById(studentId) : undefined;
      const stream = student?.resume_key ? await files.read(student.resume_key) : null;
      if (!student || !stream) throw notFound('Resume not found.');
      return { stream, fileName: student.resume_original_name ?? 'resume.pdf' };
    },
  };
}
