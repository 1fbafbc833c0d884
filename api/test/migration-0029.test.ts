import { sql } from 'kysely';
import { migrateToLatest } from '../src/db/migrate';
import { DatabasePageStore } from '../src/site/page-store/database-page-store';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import { screenInPage } from '../src/site/ssr/with-rendered-screen';

/**
 * Migration 0029: stored pages keep their screen packed, in a column beside the text ones, so an
 * instance of the release before it goes on reading and writing during a rolling deploy.
 */
let database: TestDatabase;
afterEach(async () => {
  await database.handle.close();
  await database.drop();
});

const iso = (ms: number) => new Date(ms).toISOString();
/** A page as the release before 0029 writes it: its screen as text. */
const writeAsBefore = (db: TestDatabase['handle']['db'], url: string, html: string, now: number) =>
  sql`INSERT INTO rendered_pages (generation, url, html, styles, state, rendered_at, fresh_until, expires_at)
    VALUES ('1.0.0', ${url}, ${html}, '<style></style>', '{}', ${iso(now)}, ${iso(now + 60_000)}, ${iso(now + 120_000)})`.execute(db);

it('0029 counts a page stored as text as not stored, stores packed pages, and leaves the text columns to the release before it', async () => {
  database = await createTestDatabase(undefined, { migratedUpTo: '0028-company-response-days' });
  const { db } = database.handle;
  const now = Date.now();
  await writeAsBefore(db, '/description/7', '<main>Engineer</main>', now);
  await db.insertInto('rendered_page_dependencies').values({ dependency: 'job:7', generation: '1.0.0', url: '/description/7' }).execute();

  await migrateToLatest(database.handle);

  const store = new DatabasePageStore(db, database.handle.engine, 1000);
  expect(await store.get({ generation: '1.0.0', url: '/description/7' })).toBeNull();
  expect(await store.kept('1.0.0', ['/description/7'])).toEqual(new Set());

  const page = {
    generation: '1.0.0',
    url: '/description/7',
    screen: screenInPage({ html: '<main>Ingénieur · 東京</main>', styles: '<style>.a{color:red}</style>', state: null }),
    renderedAt: now,
    freshUntil: now + 60_000,
    expiresAt: now + 120_000,
  };
  expect(await store.put({ ...page, dependencies: ['job:7'] }, await store.lastDrop())).toBe(true);
  expect(await store.get({ generation: '1.0.0', url: '/description/7' })).toEqual(page);
  expect(await store.kept('1.0.0', ['/description/7', '/description/8'])).toEqual(new Set(['/description/7']));
  // What the release before reads of it: an empty screen, which it sends for the browser to render.
  expect(await db.selectFrom('rendered_pages').select(['html', 'styles', 'state']).where('url', '=', '/description/7').executeTakeFirst()).toEqual({ html: '', styles: '', state: null });
  // And it can still write its own pages.
  await writeAsBefore(db, '/jobs', '<main>Jobs</main>', now);
  expect(await store.get({ generation: '1.0.0', url: '/jobs' })).toBeNull();
  // A write drops the page as before.
  expect(await store.drop(['job:7'])).toEqual([{ generation: '1.0.0', url: '/description/7', renderedAt: now }]);
  expect(await store.get({ generation: '1.0.0', url: '/description/7' })).toBeNull();
});

it('0029 counts a packed page the release before it stored over as not stored: its screen is older than its times', async () => {
  database = await createTestDatabase();
  const { db } = database.handle;
  const store = new DatabasePageStore(db, database.handle.engine, 1000);
  const now = Date.now();
  const page = { generation: '1.0.0', url: '/description/7', screen: screenInPage({ html: '<main>Engineer</main>', styles: '', state: null }), renderedAt: now, freshUntil: now + 60_000, expiresAt: now + 120_000 };
  await store.put({ ...page, dependencies: ['job:7'] }, await store.lastDrop());
  expect(await store.kept('1.0.0', ['/description/7'])).toEqual(new Set(['/description/7']));

  // The upsert of the release before 0029, after the job was edited: the text columns and the times, never `screen`.
  const later = now + 30_000;
  await sql`INSERT INTO rendered_pages (generation, url, html, styles, state, rendered_at, fresh_until, expires_at)
    VALUES ('1.0.0', '/description/7', '<main>Senior engineer</main>', '', NULL, ${iso(later)}, ${iso(later + 60_000)}, ${iso(later + 120_000)})
    ON CONFLICT (generation, url) DO UPDATE SET html = excluded.html, styles = excluded.styles, state = excluded.state,
      rendered_at = excluded.rendered_at, fresh_until = excluded.fresh_until, expires_at = excluded.expires_at`.execute(db);

  expect(await store.get({ generation: '1.0.0', url: '/description/7' })).toBeNull();
  expect(await store.kept('1.0.0', ['/description/7'])).toEqual(new Set());
  // Rendered again by this release, it is served again.
  await store.put({ ...page, renderedAt: later, dependencies: ['job:7'] }, await store.lastDrop());
  expect(await store.get({ generation: '1.0.0', url: '/description/7' })).toEqual({ ...page, renderedAt: later });
});
