import { sql, type Migration } from 'kysely';
import type { Engine } from '../schema';

/**
 * Uploaded files kept in the database (FILE_STORE=database), so every API instance on one
 * database serves every upload. A file is a header row and its bytes in chunks of at most
 * 256 KiB: a 5 MB resume is 20 rows, and neither writing nor serving it holds the whole file
 * in memory. Created on both engines, whichever store is configured, so switching FILE_STORE
 * needs no other migration.
 */
export function storedFiles(engine: Engine): Migration {
  const timestamp = engine === 'postgres' ? 'timestamptz' : 'text';
  const bytes = engine === 'postgres' ? 'bytea' : 'blob';
  return {
    async up(db) {
      await db.schema
        .createTable('stored_files')
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('size', 'bigint', (col) => col.notNull())
        .addColumn('chunks', 'integer', (col) => col.notNull())
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('stored_file_chunks')
        .addColumn('file_key', 'text', (col) => col.notNull().references('stored_files.key').onDelete('cascade'))
        .addColumn('seq', 'integer', (col) => col.notNull())
        .addColumn('data', bytes, (col) => col.notNull())
        .addPrimaryKeyConstraint('stored_file_chunks_pk', ['file_key', 'seq'])
        .execute();
      if (engine === 'postgres') {
        // PDFs and images are compressed already: store the chunks out of line without trying again.
        await sql`ALTER TABLE stored_file_chunks ALTER COLUMN data SET STORAGE EXTERNAL`.execute(db);
      }
    },
  };
}
