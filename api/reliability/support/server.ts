import path from 'node:path';
import { startServerProcess, type ServerProcess } from '../../test/support/server-process';
import { createTestDatabase, type TestDatabase, type TestEngine } from '../../test/support/test-database';
import { RELAXED_LIMITS } from './portal';

export type { ServerProcess, TestDatabase, TestEngine };

/** The engines this run covers: PostgreSQL only when global-setup found a server. */
export function enginesUnderTest(): TestEngine[] {
  return process.env.RELIABILITY_POSTGRES === '1' ? ['sqlite', 'postgres'] : ['sqlite'];
}

export const postgresAvailable = () => process.env.RELIABILITY_POSTGRES === '1';

/** A fresh, migrated database with no connection left open, and the environment that points the server at it. */
export async function freshDatabase(engine: TestEngine): Promise<{ database: TestDatabase; env: Record<string, string> }> {
  const database = await createTestDatabase(engine);
  await database.handle.close();
  return {
    database,
    env: {
      DATA_DIR: database.dataDir,
      // Explicitly empty, so a DATABASE_URL in the caller's environment never turns a SQLite run into a PostgreSQL one.
      DATABASE_URL: database.databaseUrl ?? '',
      JWT_SECRET: 'reliability-suite-session-secret-0123456789',
      ...RELAXED_LIMITS,
    },
  };
}

/** The real server entry in its own process (see test/support/server-process.ts). */
export function startApi(env: Record<string, string>): Promise<ServerProcess> {
  return startServerProcess({ LOG_LEVEL: 'warn', ...env });
}

/** SIGTERM, then the exit code (null when it died of a signal). */
export async function stopApi(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  return server.exited;
}

/** Bytes (process.memoryUsage()): heapUsed and external right after a full garbage collection, rss and heapTotal once the freed pages are returned. */
export type MemoryProbe = { heapUsed: number; external: number; rss: number; heapTotal: number };

/** The environment that loads support/memory-probe.mjs into a server, for probeMemory. */
export function memoryProbeEnv(): Record<string, string> {
  const probe = JSON.stringify(path.join(__dirname, 'memory-probe.mjs'));
  return { NODE_OPTIONS: [process.env.NODE_OPTIONS, '--expose-gc', `--import ${probe}`].filter(Boolean).join(' ') };
}

/** The server's memory after a full garbage collection; the server must run with memoryProbeEnv(). */
export function probeMemory(server: ServerProcess, timeoutMs = 10_000): Promise<MemoryProbe> {
  return new Promise((resolve, reject) => {
    const stderr = server.child.stderr!;
    let seen = '';
    const done = () => {
      clearTimeout(timer);
      stderr.off('data', onData);
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /^memory-probe (\{.*\})\n/m.exec(seen);
      if (match) {
        done();
        resolve(JSON.parse(match[1]!) as MemoryProbe);
      }
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`the server answered no memory probe in ${timeoutMs} ms:\n${server.output().slice(-2000)}`));
    }, timeoutMs);
    stderr.on('data', onData);
    server.child.kill('SIGUSR2');
  });
}

/**
 * Resolves with the time (performance.now()) the server writes a line matching `pattern`;
 * only output from now on counts.
 */
export function waitForOutput(server: ServerProcess, pattern: RegExp, timeoutMs = 10_000): Promise<number> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const streams = [server.child.stdout!, server.child.stderr!];
    const done = () => {
      clearTimeout(timer);
      for (const stream of streams) stream.off('data', onData);
    };
    const onData = (chunk: Buffer) => {
      seen = (seen + chunk.toString()).slice(-100_000);
      if (pattern.test(seen)) {
        done();
        resolve(performance.now());
      }
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`server never wrote ${pattern}:\n${server.output().slice(-2000)}`));
    }, timeoutMs);
    for (const stream of streams) stream.on('data', onData);
  });
}
