import { buildApp } from './app';
import { loadConfig } from './config';
import { connectDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { startTracing } from './tracing/start-tracing';

/** Starts the API: migrate, listen, and on SIGTERM/SIGINT let in-flight requests finish before the database closes. */
async function main() {
  const config = loadConfig();
  const tracing = config.traces && startTracing(config.traces, config.instanceName);
  const database = connectDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    sqliteSynchronous: config.sqliteSynchronous,
    sqliteCacheMb: config.sqliteCacheMb,
    traceStatements: Boolean(tracing),
    preparedStatements: config.preparedStatements,
  });
  await migrateToLatest(database);
  const app = await buildApp({ config, database, serveMetrics: true });
  app.addHook('onClose', async () => database.close());

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const deadline = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.requestTimeoutMs + 5_000);
    deadline.unref();
    await app.close();
    // After the app and its workers have closed, so the spans of everything that stopped with them go out too.
    if (tracing) await tracing.shutdown();
    app.log.info('stopped cleanly');
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`API on http://localhost:${config.port}/api/v1 (docs at /api/docs), database: ${database.engine}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
