import type { Kysely, Updateable } from 'kysely';
import type { CompaniesTable, Database } from '../../db/schema';
import { nowIso } from '../../db/time';
import { teamStillHere } from './public-companies';

export function companyRepository(db: Kysely<Database>) {
  return {
    /** A new company and its team, whose first owner is the recruiter who registered it: run it in a transaction. */
    async insert(ownerId: number, name: string, now = nowIso()) {
      const company = await db
        .insertInto('companies')
        .values({ name, name_key: name.toLowerCase(), owner_id: ownerId, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      await db.insertInto('company_members').values({ company_id: company.id, user_id: ownerId, role: 'owner', joined_at: now }).execute();
      return company;
    },
    /** A company whose page is public: none of a deleted account's. */
    findById(id: number) {
      return db.selectFrom('companies').selectAll().where('id', '=', id).where(teamStillHere).executeTakeFirst();
    },
    /** Another of the recruiter's companies has this name, in any case (other recruiters' companies may). */
    async nameTakenByOther(ownerId: number, name: string, exceptId: number | null) {
      const row = await db
        .selectFrom('companies')
        .select('id')
        .where('owner_id', '=', ownerId)
        .where('name_key', '=', name.toLowerCase())
        .executeTakeFirst();
      return row !== undefined && Number(row.id) !== exceptId;
    },
    async update(id: number, changes: Omit<Updateable<CompaniesTable>, 'name_key' | 'updated_at'>) {
      return db
        .updateTable('companies')
        .set({ ...changes, ...(changes.name !== undefined && { name_key: changes.name.toLowerCase() }), updated_at: nowIso() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },
  };
}
