import type { Migration } from 'kysely';
import type { Engine } from '../schema';

/**
 * Sessions ended by logging out before their token expired. A session token is a signed,
 * self-contained cookie: without this list a copy of it (a shared computer, a stolen cookie)
 * would stay valid for the rest of its day after the user logged out. Rows are only needed
 * until the token would have expired anyway, and are deleted after that.
 */
export function endedSessions(engine: Engine): Migration {
  const timestamp = engine === 'postgres' ? 'timestamptz' : 'text';
  return {
    async up(db) {
      await db.schema
        .createTable('ended_sessions')
        .addColumn('session_id', 'text', (col) => col.primaryKey())
        .addColumn('expires_at', timestamp, (col) => col.notNull())
        .execute();
      await db.schema.createIndex('ended_sessions_expires_at').on('ended_sessions').column('expires_at').execute();
    },
  };
}
