import { Kysely, SqliteDialect } from 'kysely';
import SQLite from 'better-sqlite3';
import { CompiledShapes } from './compiled-shapes';

type Db = { items: { id: number; kind: string } };

describe('CompiledShapes', () => {
  let db: Kysely<Db>;
  beforeAll(async () => {
    db = new Kysely<Db>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
    await db.schema.createTable('items').addColumn('id', 'integer', (c) => c.primaryKey()).addColumn('kind', 'text').execute();
    await db.insertInto('items').values([1, 2, 3, 4].map((id) => ({ id, kind: id % 2 ? 'odd' : 'even' }))).execute();
  });
  afterAll(() => db.destroy());

  it('reruns a compiled shape with each call’s own values', async () => {
    const byIds = new CompiledShapes<number, { id: number }>((ids) => db.selectFrom('items').select('id').where('id', 'in', ids).orderBy('id'));
    const first = byIds.query([1, 2]);
    const second = byIds.query([3, 4]);

    expect(second.sql).toBe(first.sql);
    expect((await db.executeQuery(second)).rows).toEqual([{ id: 3 }, { id: 4 }]);
    expect((await db.executeQuery(byIds.query([2]))).rows).toEqual([{ id: 2 }]);
  });

  it('refuses a query with parameters other than its values, so none run shifted', () => {
    const withFilter = new CompiledShapes<number, { id: number }>((ids) =>
      db.selectFrom('items').select('id').where('kind', '=', 'odd').where('id', 'in', ids),
    );
    expect(() => withFilter.query([1, 3])).toThrow('must take exactly its values');
  });
});
