import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../schema';

/**
 * Substring search over title, description and location that does not scan the table:
 * a trigram FTS5 index on SQLite, trigram GIN indexes on PostgreSQL.
 */
export function jobSearchIndex(engine: Engine): Migration {
  return engine === 'postgres' ? postgresTrigram : sqliteTrigram;
}

/**
 * The searchable text of a job, exactly as the search query writes it (the planner only uses
 * an expression index for the same expression). chr(31), the unit separator, keeps a term
 * from matching across the end of one field and the start of the next.
 */
export const POSTGRES_SEARCH_TEXT = `(title || chr(31) || description || chr(31) || location)`;

const postgresTrigram: Migration = {
  async up(db) {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    await createPostgresSearchIndexes(db);
  },
};

/** Also used after a bulk load, which drops them first (see dropPostgresSearchIndexes). */
export async function createPostgresSearchIndexes(db: Kysely<any>): Promise<void> {
  // fastupdate off: a growing pending list would make every search slower until the next vacuum.
  await sql.raw(`CREATE INDEX jobs_search_trgm ON jobs USING gin (${POSTGRES_SEARCH_TEXT} gin_trgm_ops) WITH (fastupdate = off)`).execute(db);
  await sql`CREATE INDEX jobs_location_trgm ON jobs USING gin (location gin_trgm_ops) WITH (fastupdate = off)`.execute(db);
}

/**
 * With fastupdate off every inserted row updates the trigram indexes at once; loading a
 * million rows that way took hours. A bulk load drops them and builds them once at the end.
 */
export async function dropPostgresSearchIndexes(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS jobs_search_trgm, jobs_location_trgm`.execute(db);
}

const sqliteTrigram: Migration = {
  async up(db) {
    await sql`CREATE VIRTUAL TABLE job_search USING fts5(
      title, description, location,
      content='jobs', content_rowid='id', tokenize='trigram'
    )`.execute(db);
    // External-content FTS tables are kept in step with their table by triggers.
    await sql`CREATE TRIGGER jobs_search_insert AFTER INSERT ON jobs BEGIN
      INSERT INTO job_search(rowid, title, description, location) VALUES (new.id, new.title, new.description, new.location);
    END`.execute(db);
    await sql`CREATE TRIGGER jobs_search_delete AFTER DELETE ON jobs BEGIN
      INSERT INTO job_search(job_search, rowid, title, description, location) VALUES ('delete', old.id, old.title, old.description, old.location);
    END`.execute(db);
    await sql`CREATE TRIGGER jobs_search_update AFTER UPDATE OF title, description, location ON jobs BEGIN
      INSERT INTO job_search(job_search, rowid, title, description, location) VALUES ('delete', old.id, old.title, old.description, old.location);
      INSERT INTO job_search(rowid, title, description, location) VALUES (new.id, new.title, new.description, new.location);
    END`.execute(db);
  },
};
