import type { KyselyPlugin } from 'kysely';
import { connectDatabase } from '../src/db/connect';
import { BOUND_EVERY, DatabasePageStore, PRUNE_EVERY } from '../src/site/page-store/database-page-store';
import type { DroppedPage, PageKey, StoredPage } from '../src/site/page-store/page-store';
import { createTestDatabase, type TestDatabase } from './support/test-database';

/**
 * The database store's big deletes (a release switch, an account deletion) reach 100,000 pages:
 * they go a batch at a time, other work running in between, and return every page they deleted.
 */
let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await database.handle.close();
  await database.drop();
});

const renderedAt = Date.parse('2026-11-27T09:00:00.000Z');

/** `count` pages of `generation`, each showing its job and `also`, written straight to the tables; they expire in an hour unless `expiresAt` says. */
async function storePages(generation: string, count: number, also: string, expiresAt = Date.now() + 3_600_000) {
  const { db } = database.handle;
  const later = new Date(expiresAt).toISOString();
  const urls = Array.from({ length: count }, (_, i) => `/description/${i}`);
  for (let start = 0; start < count; start += 200) {
    const slice = urls.slice(start, start + 200);
    await db
      .insertInto('rendered_pages')
      .values(slice.map((url) => ({ generation, url, html: '', styles: '', state: null, screen: Buffer.from('packed'), rendered_at: new Date(renderedAt).toISOString(), fresh_until: later, expires_at: later })))
      .execute();
    await db
      .insertInto('rendered_page_dependencies')
      .values(slice.flatMap((url) => [`job:${url.slice('/description/'.length)}`, also].map((dependency) => ({ dependency, generation, url }))))
      .execute();
  }
  return urls.map((url) => ({ generation, url, renderedAt }));
}

/** How many times other work ran (a task queued with setImmediate) while `run` went on: never during one statement on SQLite, synchronous. */
async function othersRunDuring<T>(run: () => Promise<T>): Promise<{ result: T; turns: number }> {
  let turns = 0;
  let running = true;
  const turn = () => {
    if (!running) return;
    turns += 1;
    setImmediate(turn);
  };
  setImmediate(turn);
  const result = await run();
  running = false;
  return { result, turns };
}

const byKey = (pages: DroppedPage[]) => [...pages].sort((a, b) => `${a.generation} ${a.url}`.localeCompare(`${b.generation} ${b.url}`));

async function remaining() {
  const { db } = database.handle;
  const pages = await db.selectFrom('rendered_pages').select(['generation']).select((eb) => eb.fn.countAll<number>().as('count')).groupBy('generation').orderBy('generation').execute();
  const dependencies = await db.selectFrom('rendered_page_dependencies').select(['generation']).select((eb) => eb.fn.countAll<number>().as('count')).groupBy('generation').orderBy('generation').execute();
  const counts = (rows: { generation: string; count: number | string | bigint }[]) => Object.fromEntries(rows.map((row) => [row.generation, Number(row.count)]));
  return { pages: counts(pages), dependencies: counts(dependencies) };
}

it("deletes every page of another release, and what they show, letting other work run while it does, and returns each; the release's and its variants' stay", async () => {
  const old = await storePages('1.0.0', 1_500, 'listing');
  await storePages('1.1.0', 20, 'listing');
  await storePages('1.1.0+canary', 20, 'listing');
  const store = new DatabasePageStore(database.handle.db, database.handle.engine, 100_000);

  const { result, turns } = await othersRunDuring(() => store.keepOnly('1.1.0'));

  expect(byKey(result)).toEqual(byKey(old));
  expect(turns).toBeGreaterThan(1);
  expect(await remaining()).toEqual({ pages: { '1.1.0': 20, '1.1.0+canary': 20 }, dependencies: { '1.1.0': 40, '1.1.0+canary': 40 } });
  expect(await store.keepOnly('1.1.0')).toEqual([]);
});

it('deletes every page at a drop of all, and what they show, letting other work run while it does, and returns each', async () => {
  const pages = [...(await storePages('1.0.0', 1_200, 'company:1')), ...(await storePages('1.1.0', 300, 'company:2'))];
  const store = new DatabasePageStore(database.handle.db, database.handle.engine, 100_000);

  const { result, turns } = await othersRunDuring(() => store.drop('all'));

  expect(byKey(result)).toEqual(byKey(pages));
  expect(turns).toBeGreaterThan(1);
  expect(await remaining()).toEqual({ pages: {}, dependencies: {} });
});

it('deletes every page showing a dropped dependency, however many, and only those', async () => {
  const listings = await storePages('1.0.0', 1_100, 'listing');
  await storePages('1.1.0', 50, 'company:3');
  const store = new DatabasePageStore(database.handle.db, database.handle.engine, 100_000);

  const { result, turns } = await othersRunDuring(() => store.drop(['listing', 'job:7']));

  expect(byKey(result)).toEqual(byKey([...listings, { generation: '1.1.0', url: '/description/7', renderedAt }]));
  expect(turns).toBeGreaterThan(1);
  expect(await remaining()).toEqual({ pages: { '1.1.0': 49 }, dependencies: { '1.1.0': 98 } });
});

/** A page of `generation` rendered now (or at `at`), showing `dependencies`. */
const rendered = (url: string, dependencies: string[], markup = '<main>Engineer</main>', at = Date.now()) => ({
  generation: '1.1.0',
  url,
  screen: { inHead: Buffer.from('<style></style>'), inRoot: Buffer.from(`<div id="root">${markup}</div>`) },
  renderedAt: at,
  freshUntil: at + 60_000,
  expiresAt: at + 120_000,
  dependencies,
});

/** When the pages of storeMany were rendered: page i a millisecond after page i - 1. */
const firstRendered = Date.now();

/** Stores `/page/{from}` up to `/page/{to - 1}`; resolves with how often other work ran during the last store. */
async function storeMany(store: DatabasePageStore, from: number, to: number): Promise<number> {
  const since = await store.lastDrop();
  const page = (i: number) => rendered(`/page/${i}`, ['listing'], `<main>${i}</main>`, firstRendered + i);
  for (let i = from; i < to - 1; i++) await store.put(page(i), since);
  return (await othersRunDuring(() => store.put(page(to - 1), since))).turns;
}

it('deletes every expired page once it has stored PRUNE_EVERY pages, however many, letting other work run while it does, and keeps the pages still to be served', async () => {
  await storePages('1.0.0', 1_200, 'listing', Date.now() - 1_000);
  await storePages('1.0.1', 30, 'company:1');
  const store = new DatabasePageStore(database.handle.db, database.handle.engine, 100_000);

  const turns = await storeMany(store, 0, PRUNE_EVERY);

  expect(turns).toBeGreaterThan(1);
  expect(await remaining()).toEqual({ pages: { '1.0.1': 30, '1.1.0': PRUNE_EVERY }, dependencies: { '1.0.1': 60, '1.1.0': PRUNE_EVERY } });
});

it('deletes the least recently rendered pages beyond its bound once it has stored BOUND_EVERY pages, however many, letting other work run while it does', async () => {
  await storePages('1.0.0', 1_200, 'listing');
  const store = new DatabasePageStore(database.handle.db, database.handle.engine, 40);

  await storeMany(store, 0, BOUND_EVERY - 1);
  expect((await remaining()).pages).toEqual({ '1.0.0': 1_200, '1.1.0': BOUND_EVERY - 1 });
  const turns = await storeMany(store, BOUND_EVERY - 1, BOUND_EVERY);

  expect(turns).toBeGreaterThan(1);
  const kept = await database.handle.db.selectFrom('rendered_pages').select('url').execute();
  expect(kept.map(({ url }) => url).sort()).toEqual(Array.from({ length: 40 }, (_, i) => `/page/${BOUND_EVERY - 40 + i}`).sort());
});

it('drops a page stored again by what its latest render shows, not by what an earlier render showed', async () => {
  const store = new DatabasePageStore(database.handle.db, database.handle.engine, 100_000);
  const since = await store.lastDrop();
  expect(await store.put(rendered('/company/3', ['company:3', 'job:7', 'job:8']), since)).toBe(true);
  expect(await store.put(rendered('/company/3', ['company:3', 'job:8', 'job:9', 'job:9'], '<main>Again</main>'), since)).toBe(true);

  expect(String((await store.get({ generation: '1.1.0', url: '/company/3' }))?.screen.inRoot)).toContain('Again');
  expect(await store.drop(['job:7'])).toEqual([]);
  expect(await remaining()).toEqual({ pages: { '1.1.0': 1 }, dependencies: { '1.1.0': 3 } });
  expect((await store.drop(['job:9'])).map((page) => page.url)).toEqual(['/company/3']);
  expect(await remaining()).toEqual({ pages: {}, dependencies: {} });
});

it('keeps a page that shows nothing of the database until a drop of every page, and one page of two renders stored at once', async () => {
  const store = new DatabasePageStore(database.handle.db, database.handle.engine, 100_000);
  const since = await store.lastDrop();
  expect(await store.put(rendered('/about', []), since)).toBe(true);
  await Promise.all([store.put(rendered('/description/7', ['job:7', 'company:1']), since), store.put(rendered('/description/7', ['job:7', 'company:1']), since)]);

  expect(await remaining()).toEqual({ pages: { '1.1.0': 2 }, dependencies: { '1.1.0': 2 } });
  expect(await store.drop(['listing'])).toEqual([]);
  expect((await store.drop('all')).map((page) => page.url).sort()).toEqual(['/about', '/description/7']);
});

/** Whether a view would be served `page` now: the store keeps it and it has not expired (page-store.ts). */
const served = (page: StoredPage | null) => page !== null && Date.now() < page.expiresAt;

/**
 * A store whose every statement is followed, before the next one runs, by a look at `key` from
 * another instance (its own connections): resolves with what the store did and whether any of
 * those looks would have served the page.
 */
async function watchedWhile<T>(key: PageKey, run: (store: DatabasePageStore) => Promise<T>): Promise<{ result: T; servedMeanwhile: boolean }> {
  const other = connectDatabase({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
  const onOther = new DatabasePageStore(other.db, other.engine, 100_000);
  let servedMeanwhile = false;
  const lookAfterEachStatement: KyselyPlugin = {
    transformQuery: ({ node }) => node,
    async transformResult({ result }) {
      if (served(await onOther.get(key))) servedMeanwhile = true;
      return result;
    },
  };
  try {
    const watched = new DatabasePageStore(database.handle.db.withPlugin(lookAfterEachStatement), database.handle.engine, 100_000);
    return { result: await run(watched), servedMeanwhile };
  } finally {
    await other.close();
  }
}

it('never lets another instance serve a page whose render a drop overtook, not even while storing it, and serves one no drop overtook as soon as it is stored', async () => {
  const key = { generation: '1.1.0', url: '/description/7' };
  const overtaken = await watchedWhile(key, async (store) => {
    const since = await store.lastDrop();
    await store.drop(['job:7']);
    return store.put(rendered(key.url, ['job:7', 'company:1']), since);
  });
  expect(overtaken).toEqual({ result: false, servedMeanwhile: false });

  const page = rendered(key.url, ['job:7', 'company:1']);
  const stored = await watchedWhile(key, async (store) => store.put(page, await store.lastDrop()));
  expect(stored.result).toBe(true);
  const store = new DatabasePageStore(database.handle.db, database.handle.engine, 100_000);
  expect(await store.get(key)).toMatchObject({ renderedAt: page.renderedAt, freshUntil: page.freshUntil, expiresAt: page.expiresAt });
});
