import { deflateRawSync } from 'node:zlib';
import { sql } from 'kysely';
import { migrateToLatest } from '../src/db/migrate';
import { DatabasePageStore } from '../src/site/page-store/database-page-store';
import { screenInPage, withRenderedScreen } from '../src/site/ssr/with-rendered-screen';
import { createTestDatabase, type TestDatabase } from './support/test-database';

/**
 * Migration 0030: stored screens are kept as the bytes that go into the page, in a column of
 * their own, so an instance of the release before it (which packs JSON into `screen` and reads
 * nothing else) goes on working beside this one during a rolling deploy, or alone after a rollback.
 */
let database: TestDatabase;
afterEach(async () => {
  await database.handle.close();
  await database.drop();
});

const iso = (ms: number) => new Date(ms).toISOString();
const answer = { status: 200 as const, head: { title: 'Engineer · JobPortal', description: 'A job' } };
const INDEX_HTML = '<html><head></head><body><div id="root"></div></body></html>';

/** The upsert of the release before 0030: its screen packed as JSON in `screen`, the times; never `screen_in_page`. */
const writeAsBefore = (db: TestDatabase['handle']['db'], html: string, renderedAt: number) =>
  sql`INSERT INTO rendered_pages (generation, url, html, styles, state, screen, rendered_at, fresh_until, expires_at)
    VALUES ('1.0.0', '/description/7', '', '', NULL, ${deflateRawSync(JSON.stringify([html, '', null, answer]))}, ${iso(renderedAt)}, ${iso(renderedAt + 60_000)}, ${iso(renderedAt + 120_000)})
    ON CONFLICT (generation, url) DO UPDATE SET html = excluded.html, styles = excluded.styles, state = excluded.state, screen = excluded.screen,
      rendered_at = excluded.rendered_at, fresh_until = excluded.fresh_until, expires_at = excluded.expires_at`.execute(db);

/** What the release before 0030 finds stored: its filter, rows with a packed `screen`. */
const keptForReleaseBefore = async (db: TestDatabase['handle']['db']) =>
  (await sql<{ url: string }>`SELECT url FROM rendered_pages WHERE html = '' AND screen IS NOT NULL`.execute(db)).rows.map((row) => row.url);

const shown = (page: { screen: Parameters<typeof withRenderedScreen>[1] } | null) => (page ? withRenderedScreen(INDEX_HTML, page.screen).toString() : null);

it('0030 serves the pages the release before it stored, and writes its own where that release sees none', async () => {
  database = await createTestDatabase(undefined, { migratedUpTo: '0029-packed-rendered-pages' });
  const { db } = database.handle;
  const now = Date.now();
  await writeAsBefore(db, '<main>Engineer</main>', now);

  await migrateToLatest(database.handle);

  const store = new DatabasePageStore(db, database.handle.engine, 1000);
  const key = { generation: '1.0.0', url: '/description/7' };
  expect(shown(await store.get(key))).toContain('<div id="root"><main>Engineer</main></div>');
  expect((await store.get(key))?.screen.answer).toEqual(answer);

  const page = { ...key, screen: { ...screenInPage({ html: '<main>Senior engineer</main>', styles: '', state: null }), answer }, renderedAt: now + 1, freshUntil: now + 60_000, expiresAt: now + 120_000 };
  expect(await store.put({ ...page, dependencies: ['job:7'] }, await store.lastDrop())).toBe(true);
  expect(shown(await store.get(key))).toContain('<main>Senior engineer</main>');
  expect(await store.kept('1.0.0', ['/description/7'])).toEqual(new Set(['/description/7']));
  // The release before finds nothing it can read: it renders the page again rather than fail on these bytes.
  expect(await keptForReleaseBefore(db)).toEqual([]);
});

it('0030 serves what the release before it wrote over one of its pages, not its own older bytes', async () => {
  database = await createTestDatabase();
  const { db } = database.handle;
  const store = new DatabasePageStore(db, database.handle.engine, 1000);
  const now = Date.now();
  const key = { generation: '1.0.0', url: '/description/7' };
  const page = { ...key, screen: { ...screenInPage({ html: '<main>Engineer</main>', styles: '', state: null }), answer }, renderedAt: now, freshUntil: now + 60_000, expiresAt: now + 120_000 };
  await store.put({ ...page, dependencies: ['job:7'] }, await store.lastDrop());

  // The job was edited, and an instance of the release before rendered its page again.
  await writeAsBefore(db, '<main>Senior engineer</main>', now + 30_000);

  expect(shown(await store.get(key))).toContain('<main>Senior engineer</main>');
  expect((await store.get(key))?.renderedAt).toBe(now + 30_000);
  // Rendered again by this release, its own bytes are served, and the release before renders it again.
  await store.put({ ...page, renderedAt: now + 40_000, dependencies: ['job:7'] }, await store.lastDrop());
  expect(shown(await store.get(key))).toContain('<main>Engineer</main>');
  expect(await keptForReleaseBefore(db)).toEqual([]);
});
