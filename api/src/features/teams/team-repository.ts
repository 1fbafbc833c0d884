import type { Kysely } from 'kysely';
import type { TeamRole } from '@portal/contract';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/time';

/** Who is in which company's team, and the invitations to join one. */
export function teamRepository(db: Kysely<Database>) {
  return {
    addMember(companyId: number, userId: number, role: TeamRole, joinedAt = nowIso()) {
      return db.insertInto('company_members').values({ company_id: companyId, user_id: userId, role, joined_at: joinedAt }).execute();
    },
    /** The companies the user is in, newest first, each with the user's role. */
    companiesOf(userId: number) {
      return db
        .selectFrom('companies')
        .innerJoin('company_members', 'company_members.company_id', 'companies.id')
        .selectAll('companies')
        .select('company_members.role')
        .where('company_members.user_id', '=', userId)
        .orderBy('companies.created_at', 'desc')
        .orderBy('companies.id', 'desc')
        .execute();
    },
    async roleIn(companyId: number, userId: number): Promise<TeamRole | null> {
      const row = await db.selectFrom('company_members').select('role').where('company_id', '=', companyId).where('user_id', '=', userId).executeTakeFirst();
      return row?.role ?? null;
    },
    membersOf(companyId: number) {
      return db
        .selectFrom('company_members')
        .innerJoin('users', 'users.id', 'company_members.user_id')
        .select(['users.id', 'users.fullname', 'users.email', 'company_members.role', 'company_members.joined_at'])
        .where('company_members.company_id', '=', companyId)
        .orderBy('company_members.joined_at')
        .orderBy('users.id')
        .execute();
    },
    /** Everyone in the team whose role is one of these: who hears about the team's work. */
    async memberIdsWithRole(companyId: number, roles: readonly TeamRole[]): Promise<number[]> {
      const rows = await db.selectFrom('company_members').select('user_id').where('company_id', '=', companyId).where('role', 'in', roles).orderBy('user_id').execute();
      return rows.map((row) => Number(row.user_id));
    },
    async memberByEmail(companyId: number, emailKey: string) {
      return db
        .selectFrom('company_members')
        .innerJoin('users', 'users.id', 'company_members.user_id')
        .select('users.id')
        .where('company_members.company_id', '=', companyId)
        .where((eb) => eb(eb.fn('lower', ['users.email']), '=', emailKey))
        .executeTakeFirst();
    },
    async setRole(companyId: number, userId: number, role: TeamRole) {
      const { numUpdatedRows } = await db.updateTable('company_members').set({ role }).where('company_id', '=', companyId).where('user_id', '=', userId).executeTakeFirst();
      return numUpdatedRows > 0n;
    },
    async removeMember(companyId: number, userId: number) {
      const { numDeletedRows } = await db.deleteFrom('company_members').where('company_id', '=', companyId).where('user_id', '=', userId).executeTakeFirst();
      return numDeletedRows > 0n;
    },
    async ownerCount(companyId: number): Promise<number> {
      const row = await db
        .selectFrom('company_members')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('company_id', '=', companyId)
        .where('role', '=', 'owner')
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}

export type TeamRepository = ReturnType<typeof teamRepository>;
