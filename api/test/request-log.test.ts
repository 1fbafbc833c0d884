import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createTestDatabase, type TestDatabase } from './support/test-database';

/**
 * The request log never holds the secrets links carry in their query (password reset and
 * unsubscribe tokens): it shows every query value as [redacted] except the harmless ones that
 * make a log readable (search words, filters, paging).
 */
let database: TestDatabase;
let app: Awaited<ReturnType<typeof buildApp>>;
const logged: string[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ DATA_DIR: database.dataDir, LOG_LEVEL: 'info' });
  app = await buildApp({ config, database: database.handle, logStream: { write: (line) => logged.push(line) } });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.handle.close();
  await database.drop();
});

/** The URLs the log shows for the requests to `path`. */
const loggedUrls = (path: string) =>
  logged.flatMap((line) => {
    const url = (JSON.parse(line) as { req?: { url: string } }).req?.url;
    return url?.startsWith(path) ? [url] : [];
  });

it('shows a token in the query as [redacted], on any route, and never its value', async () => {
  await app.inject({ method: 'POST', url: '/api/v1/alert/unsubscribe?token=secret-unsubscribe-token' });
  await app.inject({ method: 'GET', url: '/api/v1/alert/unsubscribe?secret-bare-token' });
  await app.inject({ method: 'GET', url: '/reset-password?token=secret-reset-token&from=mail' });

  expect(loggedUrls('/api/v1/alert/unsubscribe')).toEqual(['/api/v1/alert/unsubscribe?token=[redacted]', '/api/v1/alert/unsubscribe?[redacted]']);
  expect(loggedUrls('/reset-password')).toEqual(['/reset-password?token=[redacted]&from=[redacted]']);
  expect(logged.join('')).not.toContain('secret');
});

it('keeps search words, filters and paging as sent', async () => {
  await app.inject({ method: 'GET', url: '/api/v1/job/get?keyword=react%20native&location=Pune&limit=5' });
  expect(loggedUrls('/api/v1/job/get')).toEqual(['/api/v1/job/get?keyword=react%20native&location=Pune&limit=5']);
});
