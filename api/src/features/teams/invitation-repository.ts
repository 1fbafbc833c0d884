import type { Kysely } from 'kysely';
import type { TeamRole } from '@portal/contract';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/time';

/** Emailed invitations to a company's team, found by their token's hash. */
export function invitationRepository(db: Kysely<Database>) {
  return {
    async insert(invitation: { companyId: number; email: string; role: TeamRole; tokenHash: string; invitedBy: number; expiresAt: string }) {
      return db
        .insertInto('company_invitations')
        .values({
          company_id: invitation.companyId,
          email: invitation.email,
          email_key: invitation.email.toLowerCase(),
          role: invitation.role,
          token_hash: invitation.tokenHash,
          invited_by: invitation.invitedBy,
          expires_at: invitation.expiresAt,
          created_at: nowIso(),
        })
        .returning(['id', 'email', 'role', 'expires_at'])
        .executeTakeFirstOrThrow();
    },
    /** Invitations that can still be accepted, oldest first. */
    pendingOf(companyId: number) {
      return db
        .selectFrom('company_invitations')
        .select(['id', 'email', 'role', 'expires_at'])
        .where('company_id', '=', companyId)
        .where('accepted_at', 'is', null)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', nowIso())
        .orderBy('id')
        .execute();
    },
    /** A new invitation to the same address replaces the ones still open. */
    revokeOpenTo(companyId: number, emailKey: string) {
      return db
        .updateTable('company_invitations')
        .set({ revoked_at: nowIso() })
        .where('company_id', '=', companyId)
        .where('email_key', '=', emailKey)
        .where('accepted_at', 'is', null)
        .where('revoked_at', 'is', null)
        .execute();
    },
    async revoke(companyId: number, invitationId: number) {
      const { numUpdatedRows } = await db
        .updateTable('company_invitations')
        .set({ revoked_at: nowIso() })
        .where('id', '=', invitationId)
        .where('company_id', '=', companyId)
        .where('accepted_at', 'is', null)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return numUpdatedRows > 0n;
    },
    findByTokenHash(tokenHash: string) {
      return db
        .selectFrom('company_invitations')
        .innerJoin('companies', 'companies.id', 'company_invitations.company_id')
        .select([
          'company_invitations.id',
          'company_invitations.company_id',
          'company_invitations.email',
          'company_invitations.email_key',
          'company_invitations.role',
          'company_invitations.expires_at',
          'company_invitations.accepted_at',
          'company_invitations.revoked_at',
          'companies.name as company_name',
        ])
        .where('company_invitations.token_hash', '=', tokenHash)
        .executeTakeFirst();
    },
    /** Marks it used, once: of two accepts racing, one changes the row. */
    async markAccepted(invitationId: number) {
      const { numUpdatedRows } = await db
        .updateTable('company_invitations')
        .set({ accepted_at: nowIso() })
        .where('id', '=', invitationId)
        .where('accepted_at', 'is', null)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return numUpdatedRows > 0n;
    },
  };
}
