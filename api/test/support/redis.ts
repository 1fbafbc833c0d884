import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import { Redis } from 'ioredis';

/** The Redis the limiter tests share; every test run writes under its own key prefix. */
export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A prefix no other run (or parallel test file) uses, so counts never collide. */
export function uniqueRedisPrefix(label: string): string {
  return `portal-test:${label}:${process.pid}-${crypto.randomBytes(4).toString('hex')}:`;
}

/**
 * Whether Redis answers PING, decided synchronously (jest defines its tests synchronously) by
 * a one-line child process with a one-second deadline.
 */
export function redisReachable(url = testRedisUrl): boolean {
  const { hostname, port } = new URL(url);
  const probe = `
    const socket = require('node:net').connect(${Number(port) || 6379}, ${JSON.stringify(hostname)});
    const fail = () => process.exit(1);
    setTimeout(fail, 1000).unref();
    socket.on('error', fail);
    socket.on('connect', () => socket.write('PING\\r\\n'));
    socket.on('data', (data) => process.exit(String(data).startsWith('+PONG') ? 0 : 1));
  `;
  try {
    execFileSync(process.execPath, ['-e', probe], { stdio: 'ignore', timeout: 3_000 });
    return true;
  } catch {
    return false;
  }
}

/**
 * Redis is optional for the suite, like PostgreSQL: without it these tests are skipped and
 * say so, unless REQUIRE_REDIS=1, where that is a failure.
 */
export function describeWithRedis(name: string): jest.Describe {
  if (redisReachable()) return describe;
  if (process.env.REQUIRE_REDIS === '1') throw new Error(`Redis is required (REQUIRE_REDIS=1) but unreachable at ${testRedisUrl}`);
  console.log(`SKIPPED: ${name}: no Redis at ${testRedisUrl} (set TEST_REDIS_URL to run it).`);
  return describe.skip;
}

/** Deletes every key a run wrote under its prefix. */
export async function dropRedisPrefix(prefix: string): Promise<void> {
  const client = new Redis(testRedisUrl, { maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => undefined);
  try {
    const keys = await client.keys(`${prefix}*`);
    if (keys.length > 0) await client.del(...keys);
  } catch {
    // unreachable: nothing to clean
  } finally {
    client.disconnect();
  }
}

export function rawRedis(): Redis {
  const client = new Redis(testRedisUrl, { maxRetriesPerRequest: 0 });
  client.on('error', () => undefined);
  return client;
}
