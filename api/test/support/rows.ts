import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';
import { nowIso } from '../../src/db/time';

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

export async function insertCompany(db: Kysely<Database>, ownerId: number, name: string, at = nowIso()): Promise<number> {
  const row = await db
    .insertInto('companies')
    .values({ name, name_key: name.toLowerCase(), owner_id: ownerId, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
