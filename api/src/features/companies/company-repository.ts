import type { Kysely, Updateable } from 'kysely';
import type { CompaniesTable, Database } from '../../db/schema';
import { nowIso } from '../../db/time';
import { ownerStillHere } from './public-companies';

export function companyRepository(db: Kysely<Database>) {
  return {
    async insert(ownerId: number, name: string) {
      const now = nowIso();
      return db
        .insertInto('companies')
        .values({ name, name_key: name.toLowerCase(), owner_id: ownerId, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    listOwnedBy(ownerId: number) {
      return db.selectFrom('companies').selectAll().where('owner_id', '=', ownerId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    },
    /** A company whose page is public: none of a deleted account's. */
    findById(id: number) {
      return db.selectFrom('companies').selectAll().where('id', '=', id).where(ownerStillHere).executeTakeFirst();
    },
    /** Someone else's company is as absent as a missing one. */
    findOwned(id: number, ownerId: number) {
      return db.selectFrom('companies').selectAll().where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst();
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
