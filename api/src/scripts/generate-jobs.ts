import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { connectDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { insertSyntheticJobs } from './synthetic-jobs';
import { syntheticOwner } from './synthetic-owner';

/** `npm run seed:jobs --workspace api -- --jobs 100000`: adds N synthetic jobs to the configured database. */
async function main() {
  const { values } = parseArgs({ options: { jobs: { type: 'string', default: '10000' } } });
  const count = Number(values.jobs);
  if (!Number.isInteger(count) || count < 1) throw new Error('--jobs must be a positive whole number');
  const config = loadConfig();
  const database = connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, preparedStatements: config.preparedStatements, maintenance: true });
  await migrateToLatest(database);
  const owner = await syntheticOwner(database.db);
  const started = Date.now();
  await insertSyntheticJobs(database.db, {
    count,
    engine: database.engine,
    recruiterId: owner.recruiterId,
    companyIds: [owner.companyId],
    onProgress: (done) => {
      if (done % 50_000 === 0 || done === count) console.log(`${done} / ${count} jobs`);
    },
  });
  console.log(`Inserted ${count} jobs into ${database.engine} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  await database.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
