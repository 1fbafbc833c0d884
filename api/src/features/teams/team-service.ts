import crypto from 'node:crypto';
import type { InvitationPreview, InviteBody, TeamAction, TeamCompany, TeamInvitation, TeamResponse, TeamRole } from '@portal/contract';
import { isUniqueViolation } from '../../db/errors';
import { toIso } from '../../db/time';
import type { AppDeps } from '../../deps';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../../http/http-error';
import { renderEmail } from '../../mail/email-content';
import { enqueueMail } from '../../mail/outbox';
import { toTeamCompany } from '../companies/company-serializer';
import { invitationMail } from './invitation-mail';
import { invitationRepository } from './invitation-repository';
import { teamAccess } from './team-access';
import { lockTeams } from './team-locks';
import { teamRepository } from './team-repository';

const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
const LAST_OWNER = 'A company needs an owner: make someone else an owner first.';
const INVITATION_ENDED: Record<Exclude<InvitationPreview['state'], 'pending'>, string> = {
  used: 'This invitation has already been accepted. Ask an owner of the company for a new one if you need it.',
  revoked: 'This invitation was withdrawn by the company. Ask one of its owners for a new one.',
  expired: 'This invitation has expired: invitations last 7 days. Ask an owner of the company for a new one.',
};
const unknownInvitation = () => badRequest('This invitation link is not valid: open it again from the email, or ask for a new one.');

const sha256 = (token: string) => crypto.createHash('sha256').update(token).digest('base64url');

const toInvitation = (row: { id: number; email: string; role: TeamRole; expires_at: string | Date }): TeamInvitation => ({
  _id: String(row.id),
  email: row.email,
  role: row.role,
  expiresAt: toIso(row.expires_at),
});

/**
 * Who is in a company's team: the members and their roles, and the invitations that bring new
 * ones in. Owners manage it (TEAM_PERMISSIONS 'members.manage'); every member may read it and
 * leave it; a company always keeps at least one owner.
 */
export function teamService({ db, engine, limiter, rateLimits, site }: Pick<AppDeps, 'db' | 'engine' | 'limiter' | 'rateLimits' | 'site'>) {
  const access = teamAccess(db);
  const team = teamRepository(db);
  const invitations = invitationRepository(db);

  /** What the link can still do: pending, or why not. */
  const stateOf = (row: { accepted_at: unknown; revoked_at: unknown; expires_at: string | Date }): InvitationPreview['state'] => {
    if (row.accepted_at !== null) return 'used';
    if (row.revoked_at !== null) return 'revoked';
    return toIso(row.expires_at) > new Date().toISOString() ? 'pending' : 'expired';
  };

  /**
   * Changes one member as `callerId` may (`action`, asked again once the team is locked, so a
   * caller demoted meanwhile changes nothing), refusing to leave the company without an owner:
   * `endsOwnership` says whether an owner would stop being one.
   */
  const changeMember = async (
    callerId: number,
    action: TeamAction,
    companyId: number,
    memberId: number,
    endsOwnership: boolean,
    change: (members: ReturnType<typeof teamRepository>) => Promise<unknown>,
  ) => {
    await db.transaction().execute(async (trx) => {
      await lockTeams(trx, engine, [companyId]);
      await teamAccess(trx).company(callerId, companyId, action);
      const inTransaction = teamRepository(trx);
      const role = await inTransaction.roleIn(companyId, memberId);
      if (role === null) throw notFound('Member not found.');
      if (role === 'owner' && endsOwnership && (await inTransaction.ownerCount(companyId)) === 1) throw conflict(LAST_OWNER);
      await change(inTransaction);
    });
  };

  return {
    async members(userId: number, companyId: number): Promise<Omit<TeamResponse, 'success'>> {
      await access.company(userId, companyId, 'members.read');
      const [members, pending] = await Promise.all([team.membersOf(companyId), invitations.pendingOf(companyId)]);
      return {
        members: members.map((row) => ({ user: { _id: String(row.id), fullname: row.fullname, email: row.email }, role: row.role, joinedAt: toIso(row.joined_at) })),
        invitations: pending.map(toInvitation),
      };
    },

    /**
     * Emails a single-use link for a week; a new invitation to the same address replaces the open
     * one. Rate-limited per recruiter: each sends words they chose from the site's address.
     */
    async invite(userId: number, companyId: number, { email, role }: InviteBody): Promise<TeamInvitation> {
      const company = await access.company(userId, companyId, 'members.manage');
      const limits = [{ key: `invitations:${userId}`, max: rateLimits.invitationsPerRecruiter }];
      await limiter.refuseWhenReached(limits);
      await limiter.record(limits.map((limit) => limit.key));
      const emailKey = email.toLowerCase();
      if (await team.memberByEmail(companyId, emailKey)) throw conflict(`${email} is already in this company's team.`);
      const inviter = await db.selectFrom('users').select('fullname').where('id', '=', userId).executeTakeFirstOrThrow();
      const token = crypto.randomBytes(32).toString('base64url');
      const row = await db.transaction().execute(async (trx) => {
        const inTransaction = invitationRepository(trx);
        await inTransaction.revokeOpenTo(companyId, emailKey);
        const invitation = await inTransaction.insert({
          companyId,
          email,
          role,
          tokenHash: sha256(token),
          invitedBy: userId,
          expiresAt: new Date(Date.now() + INVITATION_LIFETIME_MS).toISOString(),
        });
        await enqueueMail(trx, renderEmail(site, email, invitationMail(company.name, inviter.fullname, role, token)));
        return invitation;
      }).catch((error: unknown) => {
        // Another invitation to the address committed first (the open-invitation index).
        throw isUniqueViolation(error) ? conflict(`An invitation to ${email} was just sent: it is in the list below.`) : error;
      });
      return toInvitation({ ...row, id: Number(row.id) });
    },

    async revoke(userId: number, companyId: number, invitationId: number): Promise<void> {
      await access.company(userId, companyId, 'members.manage');
      if (!(await invitations.revoke(companyId, invitationId))) throw notFound('Invitation not found: it may have been accepted or withdrawn already.');
    },

    /** What the link invites to, before anyone accepts: rate-limited per client, so tokens cannot be guessed by trying. */
    async preview(clientAddress: string, token: string): Promise<InvitationPreview> {
      const limits = [{ key: `invitation-check-ip:${clientAddress}`, max: rateLimits.passwordResetsPerIp }];
      await limiter.refuseWhenReached(limits);
      await limiter.record(limits.map((limit) => limit.key));
      const row = await invitations.findByTokenHash(sha256(token));
      if (!row) throw unknownInvitation();
      return { companyName: row.company_name, role: row.role, email: row.email, state: stateOf(row) };
    },

    /** The recruiter the invitation was sent to (their account's email, in any case) joins with its role, once. */
    async accept(userId: number, token: string): Promise<TeamCompany> {
      const row = await invitations.findByTokenHash(sha256(token));
      if (!row) throw unknownInvitation();
      const state = stateOf(row);
      if (state !== 'pending') throw new HttpError(400, INVITATION_ENDED[state]);
      const user = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
      if (user.email.toLowerCase() !== row.email_key) {
        throw forbidden(`This invitation is for ${row.email}. Log in with that recruiter account to accept it.`);
      }
      const companyId = Number(row.company_id);
      if (await team.roleIn(companyId, userId)) throw conflict(`You are already in ${row.company_name}'s team.`);
      await db
        .transaction()
        .execute(async (trx) => {
          if (!(await invitationRepository(trx).markAccepted(Number(row.id)))) throw new HttpError(400, INVITATION_ENDED.used);
          await teamRepository(trx).addMember(companyId, userId, row.role);
        })
        .catch((error: unknown) => {
          // Joined meanwhile through another invitation.
          throw isUniqueViolation(error) ? conflict(`You are already in ${row.company_name}'s team.`) : error;
        });
      const { role, ...company } = await access.company(userId, companyId, 'company.read');
      return toTeamCompany(company, role);
    },

    async setRole(userId: number, companyId: number, memberId: number, role: TeamRole): Promise<void> {
      await changeMember(userId, 'members.manage', companyId, memberId, role !== 'owner', (members) => members.setRole(companyId, memberId, role));
    },

    /** Owners remove anyone; every member may leave. */
    async remove(userId: number, companyId: number, memberId: number): Promise<void> {
      const action = memberId === userId ? 'members.leave' : 'members.manage';
      await changeMember(userId, action, companyId, memberId, true, (members) => members.removeMember(companyId, memberId));
    },
  };
}
