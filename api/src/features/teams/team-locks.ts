import type { Kysely } from 'kysely';
import type { Database, Engine } from '../../db/schema';

/**
 * Locks these companies' rows for the rest of the transaction, so changes to their teams run
 * one at a time: two owners demoting each other, or one leaving while another deletes their
 * account, must not leave a company without an owner. SQLite writes one transaction at a time
 * anyway; PostgreSQL needs the lock.
 */
export async function lockTeams(trx: Kysely<Database>, engine: Engine, companyIds: number[]): Promise<void> {
  if (engine !== 'postgres' || companyIds.length === 0) return;
  await trx.selectFrom('companies').select('id').where('id', 'in', companyIds).orderBy('id').forUpdate().execute();
}
