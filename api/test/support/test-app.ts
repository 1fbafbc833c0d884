import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { createTestDatabase, type TestDatabase } from './test-database';

export type TestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
};

/**
 * The real app on a real, fresh database. Rate limits are high so tests can create many
 * accounts; the rate-limit tests pass their own. With `serveMetrics`, its metrics listener
 * starts too, on the METRICS_PORT `env` gives.
 */
export async function startTestApp(env: Record<string, string> = {}, { serveMetrics = false } = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({
    DATA_DIR: database.dataDir,
    LOG_LEVEL: 'silent',
    LOGIN_FAILURES_PER_IP: '1000',
    LOGIN_FAILURES_PER_EMAIL: '1000',
    REGISTRATIONS_PER_IP: '1000',
    ...env,
  });
  const app = await buildApp({ config, database: database.handle, serveMetrics });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.handle.close();
      await database.drop();
    },
  };
}

export const json = <T = Record<string, unknown>>(response: LightMyRequestResponse) => response.json() as T;
