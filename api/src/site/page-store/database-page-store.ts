import type { Kysely, Selectable } from 'kysely';
import type { Database, RenderedPagesTable } from '../../db/schema';
import { toIso } from '../../db/time';
import type { DroppedPage, PageKey, PageStore, PageToStore, StoredPage } from './page-store';
import { packScreen, unpackScreen } from './screen-codec';

/** How long the log of drops is kept: far longer than any render (a render has a budget of at most seconds). */
const DROPS_KEPT_MS = 10 * 60_000;

/** The size bound is enforced every this many pages stored by this instance. */
const PRUNE_EVERY = 100;

/** What a drop of every page is logged as: it covers every dependency. */
const EVERYTHING = '*';

const iso = (ms: number) => new Date(ms).toISOString();
const ms = (value: string | Date) => Date.parse(toIso(value));
const droppedPage = (row: { generation: string; url: string; rendered_at: string | Date }): DroppedPage => ({
  generation: row.generation,
  url: row.url,
  renderedAt: ms(row.rendered_at),
});

/**
 * Rendered pages in the database every instance uses (the default, and the only choice on
 * SQLite): migration 0017's tables, each screen packed (migration 0029). At most `maxPages` are
 * kept; the least recently rendered go first, and expired ones go whenever the bound is enforced.
 */
export class DatabasePageStore implements PageStore {
  private putsSincePrune = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly maxPages: number,
  ) {}

  async lastDrop(): Promise<number> {
    const row = await this.db
      .selectFrom('rendered_page_drops')
      .select((eb) => eb.fn.max('id').as('last'))
      .executeTakeFirst();
    return Number(row?.last ?? 0);
  }

  async get({ generation, url }: PageKey): Promise<StoredPage | null> {
    const row = await this.db
      .selectFrom('rendered_pages')
      .select(['generation', 'url', 'screen', 'rendered_at', 'fresh_until', 'expires_at'])
      .where('generation', '=', generation)
      .where('url', '=', url)
      .executeTakeFirst();
    // A row the release before migration 0029 stored has no packed screen: rendered again, then replaced.
    return row?.screen ? storedPage({ ...row, screen: row.screen }) : null;
  }

  async kept(generation: string, urls: readonly string[]): Promise<Set<string>> {
    if (urls.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('rendered_pages')
      .select('url')
      .where('generation', '=', generation)
      .where('url', 'in', [...urls])
      .where('screen', 'is not', null)
      .where('expires_at', '>', iso(Date.now()))
      .execute();
    return new Set(rows.map((row) => row.url));
  }

  async put(page: PageToStore, since: number): Promise<boolean> {
    const { generation, url, screen } = page;
    const row = {
      generation,
      url,
      // Empty for an instance of the release before migration 0029: it sends such a page unrendered.
      html: '',
      styles: '',
      state: null,
      screen: packScreen(screen),
      rendered_at: iso(page.renderedAt),
      fresh_until: iso(page.freshUntil),
      expires_at: iso(page.expiresAt),
    };
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('rendered_pages')
        .values(row)
        .onConflict((conflict) =>
          conflict.columns(['generation', 'url']).doUpdateSet((eb) => ({
            html: eb.ref('excluded.html'),
            styles: eb.ref('excluded.styles'),
            state: eb.ref('excluded.state'),
            screen: eb.ref('excluded.screen'),
            rendered_at: eb.ref('excluded.rendered_at'),
            fresh_until: eb.ref('excluded.fresh_until'),
            expires_at: eb.ref('excluded.expires_at'),
          })),
        )
        .execute();
      await trx.deleteFrom('rendered_page_dependencies').where('generation', '=', generation).where('url', '=', url).execute();
      if (page.dependencies.length > 0) {
        await trx
          .insertInto('rendered_page_dependencies')
          .values([...new Set(page.dependencies)].map((dependency) => ({ dependency, generation, url })))
          .execute();
      }
    });
    // Checked after the commit: a drop logged before this check is seen here, and one logged
    // after it deletes the row itself (drop() logs first, then deletes).
    const later = await this.db
      .selectFrom('rendered_page_drops')
      .select('id')
      .where('id', '>', since)
      .where('dependency', 'in', [...page.dependencies, EVERYTHING])
      .limit(1)
      .executeTakeFirst();
    if (later) {
      await this.db.deleteFrom('rendered_pages').where('generation', '=', generation).where('url', '=', url).where('rendered_at', '=', row.rendered_at).execute();
      return false;
    }
    if (++this.putsSincePrune >= PRUNE_EVERY) {
      this.putsSincePrune = 0;
      await this.prune();
    }
    return true;
  }

  async drop(dependencies: readonly string[] | 'all'): Promise<DroppedPage[]> {
    const logged = dependencies === 'all' ? [EVERYTHING] : [...new Set(dependencies)];
    if (logged.length === 0) return [];
    const now = Date.now();
    await this.db
      .insertInto('rendered_page_drops')
      .values(logged.map((dependency) => ({ dependency, dropped_at: iso(now) })))
      .execute();
    const deleted = this.db.deleteFrom('rendered_pages').returning(['generation', 'url', 'rendered_at']);
    const rows =
      dependencies === 'all'
        ? await deleted.execute()
        : await deleted
            .where(({ eb, refTuple, selectFrom }) =>
              eb(refTuple('generation', 'url'), 'in', selectFrom('rendered_page_dependencies').select(['generation', 'url']).where('dependency', 'in', logged).$asTuple('generation', 'url')),
            )
            .execute();
    await this.db.deleteFrom('rendered_page_drops').where('dropped_at', '<', iso(now - DROPS_KEPT_MS)).execute();
    return rows.map(droppedPage);
  }

  async keepOnly(release: string): Promise<DroppedPage[]> {
    const rows = await this.db
      .deleteFrom('rendered_pages')
      .where('generation', '<>', release)
      .where('generation', 'not like', `${release}+%`)
      .returning(['generation', 'url', 'rendered_at'])
      .execute();
    return rows.map(droppedPage);
  }

  async close(): Promise<void> {}

  /** Expired pages go, then the least recently rendered beyond `maxPages`. */
  private async prune(): Promise<void> {
    await this.db.deleteFrom('rendered_pages').where('expires_at', '<', iso(Date.now())).execute();
    const newestDropped = await this.db.selectFrom('rendered_pages').select('rendered_at').orderBy('rendered_at', 'desc').limit(1).offset(this.maxPages).executeTakeFirst();
    if (newestDropped) await this.db.deleteFrom('rendered_pages').where('rendered_at', '<=', newestDropped.rendered_at).execute();
  }
}

function storedPage(row: Pick<Selectable<RenderedPagesTable>, 'generation' | 'url' | 'rendered_at' | 'fresh_until' | 'expires_at'> & { screen: Buffer }): StoredPage {
  return {
    generation: row.generation,
    url: row.url,
    screen: unpackScreen(row.screen),
    renderedAt: ms(row.rendered_at),
    freshUntil: ms(row.fresh_until),
    expiresAt: ms(row.expires_at),
  };
}
