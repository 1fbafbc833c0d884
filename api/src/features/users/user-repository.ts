import type { Kysely } from 'kysely';
import type { Database, NewUser, UserUpdate } from '../../db/schema';
import { USER_COLUMNS } from './user-serializer';

export function userRepository(db: Kysely<Database>) {
  return {
    findById(id: number) {
      return db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
    },
    findCredentialsByEmail(email: string) {
      return db.selectFrom('users').select([...USER_COLUMNS, 'password_hash', 'session_epoch']).where('email', '=', email).executeTakeFirst();
    },
    async emailTakenByOther(email: string, exceptId: number | null) {
      const row = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
      return row !== undefined && Number(row.id) !== exceptId;
    },
    async insert(user: NewUser) {
      const row = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
      return Number(row.id);
    },
    async update(id: number, changes: UserUpdate) {
      await db.updateTable('users').set(changes).where('id', '=', id).execute();
    },
  };
}
