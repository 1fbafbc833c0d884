import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../schema';

/**
 * Company names were unique across all recruiters, so a second recruiter of a real company
 * could not register it. A name is now unique per recruiter, regardless of case.
 */
export function companyNamesPerRecruiter(engine: Engine): Migration {
  return engine === 'postgres' ? postgres : sqlite;
}

const postgres: Migration = {
  async up(db) {
    await sql`ALTER TABLE companies DROP CONSTRAINT companies_name_key_key`.execute(db);
    await sql`CREATE UNIQUE INDEX companies_owner_name_unique ON companies (owner_id, name_key)`.execute(db);
  },
};

/**
 * SQLite cannot drop a column's UNIQUE constraint: the table is rebuilt as its documentation
 * says (https://www.sqlite.org/lang_altertable.html#otheralter). Foreign keys are off while
 * the old table is dropped, or dropping it would delete every job through ON DELETE CASCADE;
 * the rebuild is one transaction (SQLite migrations run outside one), checked before commit.
 */
const sqlite: Migration = {
  async up(db) {
    await sql`PRAGMA foreign_keys = OFF`.execute(db);
    try {
      await db.transaction().execute(async (trx) => {
        await rebuildCompanies(trx);
        const broken = await sql`PRAGMA foreign_key_check`.execute(trx);
        if (broken.rows.length > 0) throw new Error(`foreign keys broken by the companies rebuild: ${JSON.stringify(broken.rows)}`);
      });
    } finally {
      await sql`PRAGMA foreign_keys = ON`.execute(db);
    }
  },
};

async function rebuildCompanies(db: Kysely<any>) {
  const sequence = await sql<{ seq: number }>`SELECT seq FROM sqlite_sequence WHERE name = 'companies'`.execute(db);
  await db.schema
    .createTable('companies_rebuilt')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('name_key', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('website', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('location', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('logo_key', 'text')
    .addColumn('owner_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await sql`INSERT INTO companies_rebuilt (id, name, name_key, description, website, location, logo_key, owner_id, created_at, updated_at)
    SELECT id, name, name_key, description, website, location, logo_key, owner_id, created_at, updated_at FROM companies`.execute(db);
  await db.schema.dropTable('companies').execute();
  await db.schema.alterTable('companies_rebuilt').renameTo('companies').execute();
  // Ids of deleted companies are never handed out again, as before the rebuild.
  const seq = sequence.rows[0]?.seq;
  if (seq !== undefined) await sql`UPDATE sqlite_sequence SET seq = max(seq, ${seq}) WHERE name = 'companies'`.execute(db);
  await db.schema.createIndex('companies_owner_idx').on('companies').columns(['owner_id', 'created_at']).execute();
  await db.schema.createIndex('companies_owner_name_unique').unique().on('companies').columns(['owner_id', 'name_key']).execute();
}
