import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../schema';

/**
 * Visitors' server-rendered pages, kept where every instance reads them (see site/page-store):
 * - `rendered_pages`: a page's first screen per site generation and URL, with when it was
 *   rendered, until when it is fresh (later it is served while it is rendered again) and after
 *   when it is not served at all;
 * - `rendered_page_dependencies`: what each page shows (a job, a company, a list of jobs), so a
 *   write deletes exactly the pages it changes;
 * - `rendered_page_drops`: a log of those deletions, in order, so a render that read the data
 *   before a write is not stored after the write deleted its page.
 * One pending `page.render` task per page: a unique index over the task queue's pending renders.
 */
export function renderedPages(engine: Engine): Migration {
  const timestamp = engine === 'postgres' ? 'timestamptz' : 'text';
  const id = (db: Kysely<unknown>, name: string) =>
    engine === 'postgres'
      ? db.schema.createTable(name).addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
      : db.schema.createTable(name).addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
  return {
    async up(db) {
      await db.schema
        .createTable('rendered_pages')
        .addColumn('generation', 'text', (col) => col.notNull())
        .addColumn('url', 'text', (col) => col.notNull())
        .addColumn('html', 'text', (col) => col.notNull())
        .addColumn('styles', 'text', (col) => col.notNull())
        .addColumn('state', 'text')
        .addColumn('rendered_at', timestamp, (col) => col.notNull())
        .addColumn('fresh_until', timestamp, (col) => col.notNull())
        .addColumn('expires_at', timestamp, (col) => col.notNull())
        .addPrimaryKeyConstraint('rendered_pages_pkey', ['generation', 'url'])
        .execute();
      // The least recently rendered pages go first when the store is full; expired ones go anyway.
      await db.schema.createIndex('rendered_pages_rendered_at_idx').on('rendered_pages').column('rendered_at').execute();
      await db.schema.createIndex('rendered_pages_expires_at_idx').on('rendered_pages').column('expires_at').execute();
      await db.schema
        .createTable('rendered_page_dependencies')
        .addColumn('dependency', 'text', (col) => col.notNull())
        .addColumn('generation', 'text', (col) => col.notNull())
        .addColumn('url', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('rendered_page_dependencies_pkey', ['dependency', 'generation', 'url'])
        .addForeignKeyConstraint('rendered_page_dependencies_page_fkey', ['generation', 'url'], 'rendered_pages', ['generation', 'url'], (fk) => fk.onDelete('cascade'))
        .execute();
      await db.schema.createIndex('rendered_page_dependencies_page_idx').on('rendered_page_dependencies').columns(['generation', 'url']).execute();
      await id(db, 'rendered_page_drops')
        .addColumn('dependency', 'text', (col) => col.notNull())
        .addColumn('dropped_at', timestamp, (col) => col.notNull())
        .execute();
      await db.schema.createIndex('rendered_page_drops_dependency_idx').on('rendered_page_drops').columns(['dependency', 'id']).execute();
      await db.schema.createIndex('rendered_page_drops_dropped_at_idx').on('rendered_page_drops').column('dropped_at').execute();
      await db.schema
        .createIndex('task_outbox_pending_page_render_idx')
        .unique()
        .on('task_outbox')
        .column('payload')
        .where(sql.ref('kind'), '=', 'page.render')
        .where(sql.ref('done_at'), 'is', null)
        .execute();
    },
  };
}
