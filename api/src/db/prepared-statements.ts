import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { CompiledQuery, PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

/**
 * PostgreSQL parses and plans every statement node-postgres sends unnamed. For the hottest
 * shapes (a job read by id, the page store's read, a session) that was most of what the
 * database spent: 470-510 µs of the backend's CPU for the job read, against 53-60 µs for the
 * same statement prepared once per connection (measured on this machine). SQLite's driver keeps
 * its statements prepared already.
 *
 * A statement is prepared only when it is run through `prepared`: each shape `CompiledShapes`
 * compiles, a few statements every page render runs (the drop log's end, a page's
 * responsiveness, the page store's writes), and a search's facet pass over a sample. Their SQL
 * never embeds a value, so each is one statement however often it runs. The names are bounded,
 * as every connection keeps a plan per name for as long as it lives.
 */
const MAX_NAMED = 256;
/**
 * A statement with more values than this is run unnamed: its SQL changes with a list's length
 * (a company page's hundreds of dependencies, a student's every application), each length would
 * be a plan kept on every connection, and planning is a small part of running it. A search
 * page's 50 jobs read by id is within it.
 */
const MAX_PREPARED_VALUES = 64;
const names = new Map<string, string>();

/**
 * A share of the names, for statements whose shape follows what users ask (a search's filters):
 * however many shapes they ask for, those take at most `max` names, and the rest stay for the
 * statements every request runs.
 */
export class NameShare {
  private taken = 0;
  constructor(private readonly max: number) {}

  /** Takes a name, when one is left. */
  take(): boolean {
    if (this.taken >= this.max) return false;
    this.taken += 1;
    return true;
  }
}

/**
 * `query`, to be run as a prepared statement on PostgreSQL: for a statement run often, whose
 * values are all parameters; with `share`, its name comes out of that share.
 */
export function prepared<R>(query: CompiledQuery<R>, share?: NameShare): CompiledQuery<R> {
  if (query.parameters.length <= MAX_PREPARED_VALUES && names.size < MAX_NAMED && !names.has(query.sql) && (share?.take() ?? true)) {
    names.set(query.sql, `portal_${createHash('sha1').update(query.sql).digest('hex').slice(0, 24)}`);
  }
  return query;
}

/**
 * A statement prepared before a migration changed what it answers (a column's type, say) fails
 * with this until the connection prepares it again: outside a transaction the statement is run
 * again unnamed; either way that connection names nothing more, until the pool replaces it.
 * Inside a transaction the error has aborted it, so that transaction fails, once per connection.
 */
const isStalePlan = (error: unknown) => (error as { code?: string }).code === '0A000' && /cached plan must not change result type/.test(String((error as Error).message));

/** A client of the pool that runs the statements named here as prepared statements. */
class PreparingClient implements PostgresPoolClient {
  constructor(
    private readonly client: pg.PoolClient,
    private readonly unnamedOnly: WeakSet<pg.PoolClient>,
  ) {}

  query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(sqlOrCursor: string | PostgresCursor<R>, parameters: readonly unknown[] = []): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    // A cursor (Kysely's streaming) is submitted as it is.
    if (typeof sqlOrCursor !== 'string') return this.client.query(sqlOrCursor as PostgresCursor<R> & pg.Submittable);
    const { client, unnamedOnly } = this;
    const values = [...parameters];
    // pg answers what Kysely reads of a result; its command is typed as any string.
    const run = (config: pg.QueryConfig) => client.query(config) as unknown as Promise<PostgresQueryResult<R>>;
    const name = unnamedOnly.has(client) ? undefined : names.get(sqlOrCursor);
    if (!name) return run({ text: sqlOrCursor, values });
    // The status before this statement: pg rejects it before the server says the transaction failed.
    const inTransaction = client.getTransactionStatus() !== 'I';
    return run({ name, text: sqlOrCursor, values }).catch((error: unknown) => {
      if (!isStalePlan(error)) throw error;
      unnamedOnly.add(client);
      if (inTransaction) throw error;
      return run({ text: sqlOrCursor, values });
    });
  }

  release(): void {
    this.client.release();
  }
}

/** `pool` for Kysely, its clients running the statements named here as prepared statements. */
export function preparingPool(pool: pg.Pool): PostgresPool {
  const unnamedOnly = new WeakSet<pg.PoolClient>();
  // One wrapper per connection, so Kysely knows a connection it has seen again.
  const wrappers = new WeakMap<pg.PoolClient, PreparingClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) wrappers.set(client, (wrapper = new PreparingClient(client, unnamedOnly)));
      return wrapper;
    },
    end: () => pool.end(),
  };
}
