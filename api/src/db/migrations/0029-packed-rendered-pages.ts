import type { Migration } from 'kysely';
import type { Engine } from '../schema';

/**
 * A rendered page's screen is kept deflated, in one binary column (site/page-store/screen-codec.ts),
 * rather than its html, styles and state as text: a release renders every job page ahead, up to
 * 100,000 of them, and a job page's 15 KB screen packs to about 4 KB.
 *
 * Added beside the text columns, which this release writes empty: an instance of the previous
 * release, during a rolling deploy, still reads and writes its rows, and sends a page it finds
 * empty for the browser to render. A row that release stored or wrote over (its html is not
 * empty, its packed screen absent or stale) counts as not stored here and is rendered again:
 * the table is a cache, nothing is converted.
 */
export function packedRenderedPages(engine: Engine): Migration {
  return {
    async up(db) {
      await db.schema
        .alterTable('rendered_pages')
        .addColumn('screen', engine === 'postgres' ? 'bytea' : 'blob')
        .execute();
    },
  };
}
