import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { nowIso } from '../db/time';
import { companyRepository } from '../features/companies/company-repository';
import { hashPassword } from '../features/users/password';

const OWNER_EMAIL = 'synthetic-recruiter@jobs.example';

/** The recruiter and company synthetic jobs belong to, created once. Nobody can log in as it. */
export async function syntheticOwner(db: Kysely<Database>): Promise<{ recruiterId: number; companyId: number }> {
  const existing = await db
    .selectFrom('users')
    .innerJoin('companies', 'companies.owner_id', 'users.id')
    .select(['users.id as recruiterId', 'companies.id as companyId'])
    .where('users.email', '=', OWNER_EMAIL)
    .executeTakeFirst();
  if (existing) return { recruiterId: Number(existing.recruiterId), companyId: Number(existing.companyId) };
  const now = nowIso();
  const recruiter = await db
    .insertInto('users')
    .values({
      fullname: 'Synthetic Recruiter',
      email: OWNER_EMAIL,
      phone_number: '0000000000',
      password_hash: await hashPassword(crypto.randomBytes(32).toString('hex')),
      role: 'recruiter',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const company = await db.transaction().execute((trx) => companyRepository(trx).insert(Number(recruiter.id), 'Synthetic Jobs Ltd', now));
  return { recruiterId: Number(recruiter.id), companyId: Number(company.id) };
}
