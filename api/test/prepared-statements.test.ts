import { CompiledQuery, sql, type Kysely } from 'kysely';
import type { Database } from '../src/db/schema';
import { CompiledShapes } from '../src/db/compiled-shapes';
import { connectDatabase } from '../src/db/connect';
import { NameShare, prepared } from '../src/db/prepared-statements';
import { createTestDatabase, testEngine, type TestDatabase } from './support/test-database';

/**
 * On PostgreSQL the hottest reads, compiled once per shape, are prepared statements: the
 * database plans them once per connection, not at every run. SQLite's driver keeps every
 * statement prepared already.
 */
const onPostgres = testEngine === 'postgres' ? describe : describe.skip;

onPostgres('prepared statements on PostgreSQL', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await sql`CREATE TABLE shelf (id integer PRIMARY KEY, count integer NOT NULL)`.execute(database.handle.db);
    await sql`INSERT INTO shelf (id, count) VALUES (1, 10), (2, 20)`.execute(database.handle.db);
  });
  afterAll(async () => {
    await database.drop();
  });
  /** The table these tests make, which the portal's schema does not know. */
  const shelf = () => database.handle.db.withTables<{ shelf: { id: number; count: number | string } }>();

  /** What `use` answered, and the statements prepared on the one connection it ran on. */
  async function onOneConnection<T>(use: (run: <R>(query: CompiledQuery<R>) => Promise<R[]>, connection: Kysely<Database>) => Promise<T>, db = database.handle.db) {
    return db.connection().execute(async (connection) => {
      const answered = await use(async (query) => (await connection.executeQuery(query)).rows, connection);
      const prepared = await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(connection);
      return { answered, prepared: prepared.rows.map((row) => row.statement) };
    });
  }

  it('prepares each shape of a compiled query on the connection that runs it, and answers as before', async () => {
    const shelves = new CompiledShapes<number, { id: number; count: number }>((ids) => shelf().selectFrom('shelf').select(['id', 'count']).where('id', 'in', ids));
    const { answered, prepared } = await onOneConnection(async (run) => [await run(shelves.query([1])), await run(shelves.query([2])), await run(shelves.query([1, 2]))]);
    expect(answered).toEqual([[{ id: 1, count: 10 }], [{ id: 2, count: 20 }], [{ id: 1, count: 10 }, { id: 2, count: 20 }]]);
    expect(prepared).toEqual(expect.arrayContaining([shelves.query([1]).sql, shelves.query([1, 2]).sql]));
  });

  it('prepares a statement run through prepared, unless its values grow with a list', async () => {
    const one = prepared(shelf().selectFrom('shelf').select('id').where('id', 'in', [1]).compile());
    const many = prepared(shelf().selectFrom('shelf').select('id').where('id', 'in', Array.from({ length: 70 }, (_, i) => i)).compile());
    const { answered, prepared: statements } = await onOneConnection(async (run) => [await run(one), (await run(many)).length]);
    expect(answered).toEqual([[{ id: 1 }], 2]);
    expect(statements).toContain(one.sql);
    expect(statements).not.toContain(many.sql);
  });

  it('names no more statements of a share than the share holds', async () => {
    const share = new NameShare(1);
    const first = prepared(shelf().selectFrom('shelf').select(['id', 'count']).where('count', '>', 5).compile(), share);
    const second = prepared(shelf().selectFrom('shelf').select(['id', 'count']).where('count', '<', 50).compile(), share);
    const { answered, prepared: statements } = await onOneConnection(async (run) => [(await run(first)).length, (await run(second)).length]);
    expect(answered).toEqual([2, 2]);
    expect(statements).toContain(first.sql);
    expect(statements).not.toContain(second.sql);
  });

  it('leaves every other statement unprepared', async () => {
    const { prepared } = await onOneConnection(async (run) => run(CompiledQuery.raw('SELECT count FROM shelf WHERE id = $1', [1])));
    expect(prepared).not.toContain('SELECT count FROM shelf WHERE id = $1');
  });

  it('still answers a prepared statement after a migration changed the type of what it reads', async () => {
    const counts = new CompiledShapes<number, { count: number | string }>((ids) => shelf().selectFrom('shelf').select('count').where('id', 'in', ids));
    const { answered } = await onOneConnection(async (run) => {
      const before = await run(counts.query([2]));
      await sql`ALTER TABLE shelf ALTER COLUMN count TYPE text`.execute(database.handle.db);
      return [before, await run(counts.query([2])), await run(counts.query([2]))];
    });
    expect(answered).toEqual([[{ count: 20 }], [{ count: '20' }], [{ count: '20' }]]);
  });

  it('fails a transaction whose prepared statement a migration changed, once, saying why, and answers after it', async () => {
    await sql`CREATE TABLE crate (id integer PRIMARY KEY, size integer NOT NULL)`.execute(database.handle.db);
    await sql`INSERT INTO crate (id, size) VALUES (1, 3)`.execute(database.handle.db);
    const crates = database.handle.db.withTables<{ crate: { id: number; size: number | string } }>();
    const sizes = new CompiledShapes<number, { size: number | string }>((ids) => crates.selectFrom('crate').select('size').where('id', 'in', ids));
    // A pool of its own: a connection that met a changed plan before names nothing more.
    const ownPool = connectDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    try {
      const { answered } = await onOneConnection(async (run, connection) => {
        const before = await run(sizes.query([1]));
        await sql`ALTER TABLE crate ALTER COLUMN size TYPE text`.execute(database.handle.db);
        const inTransaction = await connection
          .transaction()
          .execute((trx) => trx.executeQuery(sizes.query([1])))
          .then(() => 'answered', (error: Error) => error.message);
        return [before, inTransaction, await run(sizes.query([1]))];
      }, ownPool.db);
      expect(answered).toEqual([[{ size: 3 }], 'cached plan must not change result type', [{ size: '3' }]]);
    } finally {
      await ownPool.close();
    }
  });
});
