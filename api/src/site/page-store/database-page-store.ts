import { sql, type CompiledQuery, type ExpressionBuilder, type Insertable, type Kysely, type QueryCreator, type Selectable, type SelectQueryBuilder } from 'kysely';
import { CompiledShapes } from '../../db/compiled-shapes';
import { prepared } from '../../db/prepared-statements';
import type { Database, Engine, RenderedPagesTable } from '../../db/schema';
import { toIso } from '../../db/time';
import type { DroppedPage, PageKey, PageStore, PageToStore, StoredPage } from './page-store';
import { packScreen, unpackScreen } from './screen-codec';

/** How long the log of drops is kept: far longer than any render (a render has a budget of at most seconds). */
const DROPS_KEPT_MS = 10 * 60_000;

/** Expired pages are deleted every this many pages stored by this instance. */
export const PRUNE_EVERY = 100;

/**
 * The size bound is enforced every this many pages stored by this instance: finding the pages
 * beyond it walks the render-time index up to the bound, 20 ms of PostgreSQL's work at 100,000
 * pages (0.7 ms of SQLite's). Between two checks an instance may store this many pages past the
 * bound, under 1% of STORED_PAGES.
 */
export const BOUND_EVERY = 1_000;

/** What a drop of every page is logged as: it covers every dependency. */
const EVERYTHING = '*';

/**
 * The fresh-until and expiry of a page stored but not yet checked against the drops logged since
 * its render began: expired to every reader, this release's and older ones alike. A drop that
 * overtook the render is only seen after the page is written (see `put`), so until then the
 * page must not be served: another instance once served such a page, edited a moment before.
 * A prune of expired pages may delete one whose put is under way: that put then stores nothing,
 * and the page is rendered at its next view.
 */
const UNPUBLISHED = new Date(0).toISOString();

/** Pages deleted by one statement: some 20 ms of SQLite's work (4 KB pages, each with 2 dependency rows) before other requests run. */
const DELETED_PER_BATCH = 500;

const iso = (ms: number) => new Date(ms).toISOString();
const ms = (value: string | Date) => Date.parse(toIso(value));

/**
 * A row with a packed screen that no instance of the release before migration 0029 stored over
 * since: that release writes the page as text (never empty) and leaves the packed screens as they
 * were, under fresh times. Any other row is rendered again, then replaced. The screen is this
 * release's (`screen_in_page`, migration 0030) or, where a release between 0029 and 0030 wrote
 * last, the JSON it packed (`screen`, which this release writes null): see `storedPage`.
 */
const packed = ({ eb, and, or }: ExpressionBuilder<Database, 'rendered_pages'>) =>
  and([eb('html', '=', sql.lit('')), or([eb('screen_in_page', 'is not', null), eb('screen', 'is not', null)])]);

/** Keys after `after` in the order of (generation, url); every key when null. */
const following =
  (after: PageKey | null) =>
  ({ eb, refTuple, tuple, and }: ExpressionBuilder<Database, 'rendered_pages' | 'rendered_page_dependencies'>) =>
    after ? eb(refTuple('generation', 'url'), '>', tuple(after.generation, after.url)) : and([]);

/** The pages of `keys`: the URLs of each generation (a batch has one or two). */
const among =
  (keys: readonly PageKey[]) =>
  ({ eb, or, and }: ExpressionBuilder<Database, 'rendered_pages'>) => {
    const urls = new Map<string, string[]>();
    for (const { generation, url } of keys) urls.set(generation, [...(urls.get(generation) ?? []), url]);
    return or([...urls].map(([generation, ofGeneration]) => and([eb('generation', '=', generation), eb('url', 'in', ofGeneration)])));
  };

type PageRow = Insertable<RenderedPagesTable>;

/** A page row's columns, in the order its statements take their values. */
const PAGE_COLUMNS = ['generation', 'url', 'html', 'styles', 'state', 'screen', 'screen_in_page', 'rendered_at', 'fresh_until', 'expires_at'] as const;
const rowOf = (values: readonly unknown[]) => Object.fromEntries(PAGE_COLUMNS.map((column, i) => [column, values[i]])) as PageRow;

/** A page's row, inserted or written over. */
const upsertPage = (db: QueryCreator<Database>, row: PageRow) =>
  db
    .insertInto('rendered_pages')
    .values(row)
    .onConflict((conflict) =>
      conflict.columns(['generation', 'url']).doUpdateSet((eb) => ({
        html: eb.ref('excluded.html'),
        styles: eb.ref('excluded.styles'),
        state: eb.ref('excluded.state'),
        screen: eb.ref('excluded.screen'),
        screen_in_page: eb.ref('excluded.screen_in_page'),
        rendered_at: eb.ref('excluded.rendered_at'),
        fresh_until: eb.ref('excluded.fresh_until'),
        expires_at: eb.ref('excluded.expires_at'),
      })),
    );

/**
 * PostgreSQL's store of a page as one statement, so one round trip where a transaction of three
 * statements took five (rendering ahead, the API thread spent 18% of its time writing to
 * sockets, a write per statement). Only the dependency rows the page no longer names are
 * deleted, and only new ones inserted: a statement's DELETE and INSERT on one table do not see
 * each other's rows, so they must not touch the same ones. Both read the page's upsert, so the
 * page's row is locked before its dependencies', in the order a drop's cascade locks them. The
 * dependencies go as one array, so the statement is the same, and prepared once, for any number.
 */
const storedInOneStatement = (db: Kysely<Database>, row: PageRow, dependencies: readonly string[]) => {
  const named = sql<string>`${sql.val(dependencies)}::text[]`;
  return db
    .with('page', (creator) => upsertPage(creator, row).returning(['generation', 'url']))
    .with('unnamed', (creator) =>
      creator
        .deleteFrom('rendered_page_dependencies')
        .using('page')
        .whereRef('rendered_page_dependencies.generation', '=', 'page.generation')
        .whereRef('rendered_page_dependencies.url', '=', 'page.url')
        .where(sql<boolean>`rendered_page_dependencies.dependency <> ALL(${named})`),
    )
    .insertInto('rendered_page_dependencies')
    .columns(['dependency', 'generation', 'url'])
    .expression((eb) => eb.selectFrom('page').select([sql<string>`unnest(${named})`.as('dependency'), 'page.generation', 'page.url']))
    .onConflict((conflict) => conflict.doNothing());
};

/** The statements that store a page, each compiled once per shape (db/compiled-shapes.ts). */
const storeStatements = (db: Kysely<Database>) => ({
  /** PostgreSQL: the page's values, then its dependencies twice. */
  storedInOneStatement: new CompiledShapes<unknown, unknown>((values) => storedInOneStatement(db, rowOf(values), values[PAGE_COLUMNS.length] as readonly string[])),
  /** SQLite: the page's values. */
  upsertPage: new CompiledShapes<unknown, unknown>((values) => upsertPage(db, rowOf(values))),
  /** SQLite: generation, url. */
  deleteDependencies: new CompiledShapes<string, unknown>(([generation, url]) =>
    db.deleteFrom('rendered_page_dependencies').where('generation', '=', generation!).where('url', '=', url!),
  ),
  /** SQLite: dependency, generation, url for each dependency. */
  insertDependencies: new CompiledShapes<string, unknown>((values) =>
    db
      .insertInto('rendered_page_dependencies')
      .values(Array.from({ length: values.length / 3 }, (_, i) => ({ dependency: values[3 * i]!, generation: values[3 * i + 1]!, url: values[3 * i + 2]! }))),
  ),
  /**
   * The page's fresh-until and expiry, its key and render time, UNPUBLISHED, the last drop the
   * render read before, then the page's dependencies and EVERYTHING: the page, if still as this
   * render stored it, is given its times unless a drop of what it shows was logged since.
   */
  publish: new CompiledShapes<unknown, { url: string }>(([freshUntil, expiresAt, generation, url, renderedAt, unpublished, since, ...dependencies]) =>
    db
      .updateTable('rendered_pages')
      .set({ fresh_until: freshUntil as string, expires_at: expiresAt as string })
      .where('generation', '=', generation as string)
      .where('url', '=', url as string)
      .where('rendered_at', '=', renderedAt as string)
      .where('expires_at', '=', unpublished as string)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('rendered_page_drops').select('id').where('id', '>', since as number).where('dependency', 'in', dependencies as string[]))),
      )
      .returning('url'),
  ),
});

/** What a view reads of a stored page. */
type StoredRow = Pick<Selectable<RenderedPagesTable>, 'generation' | 'url' | 'screen' | 'screen_in_page' | 'rendered_at' | 'fresh_until' | 'expires_at'>;

const droppedPage = (row: { generation: string; url: string; rendered_at: string | Date }): DroppedPage => ({
  generation: row.generation,
  url: row.url,
  renderedAt: ms(row.rendered_at),
});

/**
 * Rendered pages in the database every instance uses (the default, and the only choice on
 * SQLite): migration 0017's tables, each screen packed (migration 0029). About `maxPages` are
 * kept (see BOUND_EVERY); the least recently rendered go first, expired ones every PRUNE_EVERY stores.
 */
export class DatabasePageStore implements PageStore {
  private stored = 0;
  /** Compiled once: every view served from the store runs it, and building it cost a third of what SQLite spent running it. */
  private readonly pageAt: CompiledShapes<string, StoredRow>;
  /**
   * What storing a page runs, compiled once each too: building them was a quarter of the API's
   * CPU per page stored on PostgreSQL (about 490 µs against 370) and almost half on SQLite
   * (330 against 180), measured in process.
   */
  private readonly statements: ReturnType<typeof storeStatements>;
  private readonly lastDropQuery: CompiledQuery<{ last: number | string | null }>;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly engine: Engine,
    private readonly maxPages: number,
  ) {
    this.pageAt = new CompiledShapes(([generation, url]) =>
      db
        .selectFrom('rendered_pages')
        .select(['generation', 'url', 'screen', 'screen_in_page', 'rendered_at', 'fresh_until', 'expires_at'])
        .where('generation', '=', generation!)
        .where('url', '=', url!)
        .where(packed),
    );
    this.statements = storeStatements(db);
    this.lastDropQuery = prepared(db.selectFrom('rendered_page_drops').select((eb) => eb.fn.max('id').as('last')).compile());
  }

  async lastDrop(): Promise<number> {
    const [row] = (await this.db.executeQuery(this.lastDropQuery)).rows;
    return Number(row?.last ?? 0);
  }

  async get({ generation, url }: PageKey): Promise<StoredPage | null> {
    const [row] = (await this.db.executeQuery(this.pageAt.query([generation, url]))).rows;
    return row ? storedPage(row) : null;
  }

  async kept(generation: string, urls: readonly string[]): Promise<Set<string>> {
    if (urls.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('rendered_pages')
      .select('url')
      .where('generation', '=', generation)
      .where('url', 'in', [...urls])
      .where(packed)
      .where('expires_at', '>', iso(Date.now()))
      .execute();
    return new Set(rows.map((row) => row.url));
  }

  /**
   * Writes the page unpublished, then publishes it unless a drop of what it shows was logged
   * since `since`. Checked after the write: a drop logged before the check is seen by it, and one
   * logged after it deletes the written row itself (drop() logs first, then deletes). Until the
   * check the page is expired to every reader, so none serves a render a drop overtook.
   */
  async put(page: PageToStore, since: number): Promise<boolean> {
    const { generation, url, screen } = page;
    const row = {
      generation,
      url,
      // Empty for an instance of the release before migration 0029: it sends such a page unrendered.
      html: '',
      styles: '',
      state: null,
      // Null for an instance of a release between 0029 and 0030, which reads only this: it renders the page again.
      screen: null,
      screen_in_page: packScreen(screen),
      rendered_at: iso(page.renderedAt),
      fresh_until: UNPUBLISHED,
      expires_at: UNPUBLISHED,
    };
    const dependencies = [...new Set(page.dependencies)];
    const values = PAGE_COLUMNS.map((column) => row[column]);
    // The array of dependencies is the statement's value twice (see storedInOneStatement).
    if (this.engine === 'postgres') await this.db.executeQuery(this.statements.storedInOneStatement.query([...values, dependencies, dependencies]));
    else await this.storeInTransaction(values, dependencies);
    const publication = [iso(page.freshUntil), iso(page.expiresAt), generation, url, row.rendered_at, UNPUBLISHED, since, ...dependencies, EVERYTHING];
    const [published] = (await this.db.executeQuery(this.statements.publish.query(publication))).rows;
    if (!published) {
      // A drop overtook the render, or another render of the page wrote over this one (which publishes itself).
      await this.db
        .deleteFrom('rendered_pages')
        .where('generation', '=', generation)
        .where('url', '=', url)
        .where('rendered_at', '=', row.rendered_at)
        .where('expires_at', '=', UNPUBLISHED)
        .execute();
      return false;
    }
    this.stored += 1;
    if (this.stored % PRUNE_EVERY === 0) await this.deleteBefore('expires_at', iso(Date.now()));
    if (this.stored % BOUND_EVERY === 0) await this.keepBound();
    return true;
  }

  /** SQLite's store of a page: in process, a statement costs no round trip. */
  private async storeInTransaction(values: readonly PageRow[keyof PageRow][], dependencies: readonly string[]): Promise<void> {
    const [generation, url] = values as [string, string];
    const { upsertPage, deleteDependencies, insertDependencies } = this.statements;
    await this.db.transaction().execute(async (trx) => {
      await trx.executeQuery(upsertPage.query(values));
      await trx.executeQuery(deleteDependencies.query([generation, url]));
      if (dependencies.length > 0) await trx.executeQuery(insertDependencies.query(dependencies.flatMap((dependency) => [dependency, generation, url])));
    });
  }

  async drop(dependencies: readonly string[] | 'all'): Promise<DroppedPage[]> {
    const logged = dependencies === 'all' ? [EVERYTHING] : [...new Set(dependencies)];
    if (logged.length === 0) return [];
    const now = Date.now();
    await this.db
      .insertInto('rendered_page_drops')
      .values(logged.map((dependency) => ({ dependency, dropped_at: iso(now) })))
      .execute();
    const dropped = await this.deleteInBatches((after) =>
      dependencies === 'all'
        ? this.db.selectFrom('rendered_pages').select(['generation', 'url']).where(following(after))
        : this.db.selectFrom('rendered_page_dependencies').select(['generation', 'url']).distinct().where('dependency', 'in', logged).where(following(after)),
    );
    await this.db.deleteFrom('rendered_page_drops').where('dropped_at', '<', iso(now - DROPS_KEPT_MS)).execute();
    return dropped;
  }

  async keepOnly(release: string): Promise<DroppedPage[]> {
    return this.deleteInBatches((after) =>
      this.db.selectFrom('rendered_pages').select(['generation', 'url']).where('generation', '<>', release).where('generation', 'not like', `${release}+%`).where(following(after)),
    );
  }

  async close(): Promise<void> {}

  /**
   * Deletes the pages `pages` selects, a batch at a time, and lets the event loop run between
   * batches: 100,000 pages in one statement held SQLite, synchronous, for seconds. Each batch
   * starts after the last one's key, so the pages kept are passed over once, not at every batch.
   * A page's dependency rows go with it: the foreign key cascades (connect.ts turns SQLite's
   * foreign keys on), locking the page before its rows as `put` does; deleting the rows first
   * could deadlock with it on PostgreSQL. A page stored behind the batches meanwhile is left, as
   * after one statement: a drop's render under way then deletes its page itself (`put` sees the drop).
   */
  private async deleteInBatches(pages: (after: PageKey | null) => SelectQueryBuilder<Database, 'rendered_pages' | 'rendered_page_dependencies', PageKey>): Promise<DroppedPage[]> {
    return this.deleteEachBatch((after) => pages(after).orderBy('generation').orderBy('url').limit(DELETED_PER_BATCH).execute());
  }

  /**
   * Deletes the pages whose `column` is before `bound` (`through`: or at it), first to last in
   * that column's index, a batch at a time as deleteInBatches does. Every page found goes, so
   * each batch is the first of what is left and needs no key to start after. Found in key order
   * instead, they were looked for along every stored page: 43 to 86 ms of SQLite's work at
   * 100,000 pages, each time.
   */
  private async deleteBefore(column: 'expires_at' | 'rendered_at', bound: string, { through = false } = {}): Promise<DroppedPage[]> {
    return this.deleteEachBatch(() =>
      this.db
        .selectFrom('rendered_pages')
        .select(['generation', 'url'])
        .where(column, through ? '<=' : '<', bound)
        .orderBy(column)
        .limit(DELETED_PER_BATCH)
        .execute(),
    );
  }

  /** Deletes each batch `nextBatch` finds until one comes back short, letting other work run between; returns each page deleted. */
  private async deleteEachBatch(nextBatch: (after: PageKey | null) => Promise<PageKey[]>): Promise<DroppedPage[]> {
    const dropped: DroppedPage[] = [];
    let after: PageKey | null = null;
    for (;;) {
      const batch = await nextBatch(after);
      if (batch.length === 0) return dropped;
      const rows = await this.db.deleteFrom('rendered_pages').where(among(batch)).returning(['generation', 'url', 'rendered_at']).execute();
      dropped.push(...rows.map(droppedPage));
      if (batch.length < DELETED_PER_BATCH) return dropped;
      after = batch[batch.length - 1]!;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /** The least recently rendered pages beyond `maxPages` go, in batches, as a day's pages rendered ahead were rendered together. */
  private async keepBound(): Promise<void> {
    const newestDropped = await this.db.selectFrom('rendered_pages').select('rendered_at').orderBy('rendered_at', 'desc').limit(1).offset(this.maxPages).executeTakeFirst();
    if (newestDropped) await this.deleteBefore('rendered_at', toIso(newestDropped.rendered_at), { through: true });
  }
}

/**
 * A row `packed` found (its JSON `screen`, when it has one, was written over this release's bytes
 * by an earlier release); null when its bytes are another release's to read.
 */
function storedPage(row: StoredRow): StoredPage | null {
  const screen = unpackScreen((row.screen ?? row.screen_in_page)!);
  return screen && {
    generation: row.generation,
    url: row.url,
    screen,
    renderedAt: ms(row.rendered_at),
    freshUntil: ms(row.fresh_until),
    expiresAt: ms(row.expires_at),
  };
}
