import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { statementSpans } from '../tracing/statement-spans';
import { preparingPool } from './prepared-statements';
import type { Database, Engine } from './schema';

export type DatabaseHandle = {
  db: Kysely<Database>;
  engine: Engine;
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  /** The connection pool's state, where there is one (PostgreSQL), for the metrics. */
  poolReadings?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
};

export type ConnectOptions = {
  databaseUrl?: string;
  dataDir: string;
  sqliteSynchronous?: 'NORMAL' | 'FULL';
  /** SQLite's page cache, in MiB (SQLITE_CACHE_MB); 64 by default. */
  sqliteCacheMb?: number;
  poolSize?: number;
  /**
   * For bulk loads and index builds (scripts, benchmarks), never for serving: no statement or
   * query timeout, where a request's query is cut off after 15 s.
   */
  maintenance?: boolean;
  /** A span for each SQL statement run inside a trace (the server does this when traces are on). */
  traceStatements?: boolean;
  /** PostgreSQL: whether the hottest statements are prepared on each connection (db/prepared-statements.ts); by default they are. */
  preparedStatements?: boolean;
};

// int8 (COUNT, bigint ids) arrives as a string by default; every count and id here fits in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

const DEFAULT_SQLITE_CACHE_MB = 64;

export function connectDatabase(options: ConnectOptions): DatabaseHandle {
  return options.databaseUrl ? connectPostgres(options.databaseUrl, options) : connectSqlite(options);
}

function connectPostgres(connectionString: string, { poolSize: max = 10, maintenance = false, traceStatements: traced = false, preparedStatements = true }: ConnectOptions): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: 5_000,
    // A query stuck behind a lock or a dead server must fail the request, not hang it.
    ...(!maintenance && { statement_timeout: 15_000, query_timeout: 20_000 }),
  });
  // An idle client losing its server emits here; without a listener the process would exit.
  pool.on('error', () => undefined);
  // So does a client checked out mid-query, on itself, where the pool no longer listens: the
  // query rejects anyway ("Connection terminated unexpectedly", answered 503) and the pool drops it.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparedStatements ? preparingPool(pool) : pool }), ...(traced && { log: statementSpans('postgresql') }) });
  return {
    db,
    engine: 'postgres',
    async ping() {
      await pool.query('SELECT 1');
    },
    poolReadings: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      await db.destroy();
    },
  };
}

function connectSqlite(options: ConnectOptions): DatabaseHandle {
  fs.mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(options.dataDir, 'portal.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  // In WAL mode NORMAL keeps every committed transaction through a process crash; FULL also through power loss.
  sqlite.pragma(`synchronous = ${options.sqliteSynchronous ?? 'NORMAL'}`);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // SQLite's own default is 2 MiB. A search's exact count and facets over 10,000 matches seek
  // 10,000 rows of jobs spread over the whole table: at 100,000 jobs, with 2 MiB, each seek read
  // its page from the kernel, half the statement's CPU. The cache fills only as pages are read.
  sqlite.pragma(`cache_size = ${-Math.round((options.sqliteCacheMb ?? DEFAULT_SQLITE_CACHE_MB) * 1024)}`);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }), ...(options.traceStatements && { log: statementSpans('sqlite') }) });
  return {
    db,
    engine: 'sqlite',
    async ping() {
      sqlite.prepare('SELECT 1').get();
    },
    async close() {
      await db.destroy();
    },
  };
}

/**
 * Kysely prepares every statement it runs; preparing was the largest single cost of a job
 * lookup. Queries of one shape compile to the same SQL, so their prepared statements are
 * kept (a bounded, least-recently-used set) and reused. better-sqlite3 runs a statement to
 * completion synchronously, so sharing one between requests is safe.
 *
 * A statement's SQL changes with the length of an `IN (?, ?, …)` list, and its size grows with
 * it. Lists up to a page of ids (search pages hold at most 100) stay cached; longer ones (a
 * student's whole list of applications) are rarely reused, and keeping hundreds of them grew
 * the process by tens of MB under load: those are prepared for the one query and left to
 * the garbage collector.
 *
 * Filled, the cache holds a few MB of native memory (compiled statements): after 3 minutes of
 * the soak malloc had 50 MB in use with it and 44 MB without. The soak's native growth is not
 * this cache: glibc's main heap fills to the same level with the cache off, and RSS outside the
 * V8 heap also moves as V8 commits and hands back old-space pages (reliability/soak.spec.ts).
 */
const MAX_CACHED_PARAMETERS = 128;

function withStatementCache(sqlite: SQLite.Database, size = 500) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (statement) {
        statements.delete(sql);
      } else {
        statement = sqlite.prepare(sql);
        if (parameterCount(sql) > MAX_CACHED_PARAMETERS) return statement;
        if (statements.size >= size) statements.delete(statements.keys().next().value!);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}

/** Placeholders in Kysely's SQL (every value is a parameter, so a literal `?` is rare and only overcounts). */
function parameterCount(sql: string): number {
  let count = 0;
  for (let i = sql.indexOf('?'); i !== -1; i = sql.indexOf('?', i + 1)) count += 1;
  return count;
}
