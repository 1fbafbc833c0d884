import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';
import { nowIso } from '../../src/db/time';
import type { TeamRole } from '@portal/contract';
import { companyRepository } from '../../src/features/companies/company-repository';
import { teamRepository } from '../../src/features/teams/team-repository';

/**
 * Rows written straight into the tables, for tests that need data in bulk or on a schema the
 * API does not serve yet (a migration under test). Nobody can log in as these users.
 */
export async function insertUser(db: Kysely<Database>, email: string, role: 'student' | 'recruiter', at = nowIso()): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({ fullname: email, email, phone_number: '9876543210', password_hash: 'x', role, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A company with its team, the recruiter its owner, as registering makes it. */
export async function insertCompany(db: Kysely<Database>, ownerId: number, name: string, at = nowIso()): Promise<number> {
  const row = await db.transaction().execute((trx) => companyRepository(trx).insert(ownerId, name, at));
  return Number(row.id);
}

/** A company row alone, as it was before companies had teams: for migrations under test. */
export async function insertCompanyRow(db: Kysely<Database>, ownerId: number, name: string, at = nowIso()): Promise<number> {
  const row = await db
    .insertInto('companies')
    .values({ name, name_key: name.toLowerCase(), owner_id: ownerId, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Puts a user in a company's team with a role, as an accepted invitation would. */
export async function insertMember(db: Kysely<Database>, companyId: number | string, userId: number | string, role: TeamRole): Promise<void> {
  await teamRepository(db).addMember(Number(companyId), Number(userId), role);
}
