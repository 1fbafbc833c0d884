import type { Migration } from 'kysely';
import type { Engine } from '../schema';

/**
 * A rendered page's screen is kept as the bytes that go into the page (screen-codec.ts), in a
 * column of its own, so a view from the store parses and escapes nothing.
 *
 * A column of its own, not 0029's `screen`: an instance of the release before this one, during a
 * rolling deploy or after a rollback, reads only `screen`, and could not read these bytes. It
 * finds `screen` empty in this release's rows, counts them as not stored, renders them again
 * (ahead of their views too) and writes its own `screen`, leaving this column as it was. So a
 * row with a `screen` holds what was written last: this release reads it (the JSON 0029 packed)
 * before this column, and writes `screen` empty.
 */
export function screensInPageBytes(engine: Engine): Migration {
  return {
    async up(db) {
      await db.schema
        .alterTable('rendered_pages')
        .addColumn('screen_in_page', engine === 'postgres' ? 'bytea' : 'blob')
        .execute();
    },
  };
}
