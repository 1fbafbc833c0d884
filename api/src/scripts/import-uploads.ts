import path from 'node:path';
import { loadConfig } from '../config';
import { connectDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { DatabaseFileStore, importLocalUploads } from '../uploads/database-file-store';

/**
 * `npm run files:import --workspace api`: copies the uploads a local store kept under
 * DATA_DIR/uploads into the database (FILE_STORE=database), with the same environment the
 * server runs with. Safe to run again: files already imported are skipped.
 */
async function main() {
  const config = loadConfig();
  const database = connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, preparedStatements: config.preparedStatements });
  try {
    await migrateToLatest(database);
    const uploadsDir = path.join(config.dataDir, 'uploads');
    const { imported, skipped } = await importLocalUploads(uploadsDir, new DatabaseFileStore(database.db), path.join(config.dataDir, 'tmp'));
    console.log(`Imported ${imported} files from ${uploadsDir} into the ${database.engine} database (${skipped} were there already).`);
    if (imported + skipped > 0) console.log(`Once every instance runs with FILE_STORE=database, ${uploadsDir} can be deleted.`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
