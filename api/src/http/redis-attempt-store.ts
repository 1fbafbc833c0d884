import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { AttemptStore, AttemptWindow } from './attempt-limiter';

/**
 * One atomic step: count the attempt, and start the window's clock if it has none, so a key
 * can never be left without an expiry. Later hits do not extend the window: a fixed window,
 * exactly as MemoryAttemptStore counts.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if redis.call('TTL', KEYS[1]) < 0 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return count
`;

/** The count and the window's time left in one round trip. */
const WINDOW_SCRIPT = `
return { redis.call('GET', KEYS[1]), redis.call('PTTL', KEYS[1]) }
`;

type RedisWithHit = Redis & {
  attemptHit(key: string, windowSeconds: number): Promise<number>;
  attemptWindow(key: string): Promise<[string | null, number]>;
};

export type RedisAttemptStoreOptions = {
  url: string;
  /** Put before every key, so several deployments (or test runs) can share one Redis. */
  keyPrefix: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  /** A command without an answer by then counts as Redis being down. */
  commandTimeoutMs?: number;
  connectTimeoutMs?: number;
  /** After a failure, Redis is not asked again for this long: logins do not wait on a dead server. */
  retryAfterMs?: number;
  now?: () => number;
};

/**
 * Attempt counts every API instance shares (REDIS_URL). It fails open: when Redis cannot be
 * reached the attempt is let through and a warning is logged (at most one every 30 s), since a
 * login must not fail because the limiter's store is down. The price is that the limits are
 * not enforced during the outage; the database and password hashing still are.
 */
export class RedisAttemptStore implements AttemptStore {
  private readonly redis: RedisWithHit;
  private readonly log: RedisAttemptStoreOptions['log'];
  private readonly retryAfterMs: number;
  private readonly now: () => number;
  private skipUntil = 0;
  private lastWarning = -Infinity;
  private down = false;

  constructor(options: RedisAttemptStoreOptions) {
    this.log = options.log;
    this.retryAfterMs = options.retryAfterMs ?? 5_000;
    this.now = options.now ?? Date.now;
    this.redis = new Redis(options.url, {
      keyPrefix: options.keyPrefix,
      // Disconnected: fail at once instead of queueing the command until Redis returns.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: options.commandTimeoutMs ?? 500,
      connectTimeout: options.connectTimeoutMs ?? 2_000,
      // close() waits this long for a socket that already failed (an ioredis quirk): keep it short.
      disconnectTimeout: 100,
      // Keep trying to reconnect, at most every 5 s.
      retryStrategy: (times) => Math.min(times * 200, 5_000),
    }) as RedisWithHit;
    this.redis.defineCommand('attemptHit', { lua: HIT_SCRIPT, numberOfKeys: 1 });
    this.redis.defineCommand('attemptWindow', { lua: WINDOW_SCRIPT, numberOfKeys: 1 });
    this.redis.on('error', (error: Error) => this.failed('Redis for attempt limits is unreachable', error));
    this.redis.on('ready', () => {
      if (this.down) this.log.info('Redis for attempt limits is reachable again: limits are shared again');
      this.down = false;
      this.skipUntil = 0;
    });
  }

  /** Resolves when connected, or after timeoutMs (then the store fails open until Redis answers). */
  async ready(timeoutMs: number): Promise<boolean> {
    if (this.redis.status === 'ready') return true;
    return new Promise((resolve) => {
      const done = (value: boolean) => {
        clearTimeout(timer);
        this.redis.off('ready', onReady);
        resolve(value);
      };
      const onReady = () => done(true);
      const timer = setTimeout(() => {
        this.failed('Redis for attempt limits did not answer at start-up', new Error(`not connected after ${timeoutMs} ms`));
        done(false);
      }, timeoutMs);
      this.redis.on('ready', onReady);
    });
  }

  async window(key: string): Promise<AttemptWindow> {
    const answer = await this.attempt(() => this.redis.attemptWindow(key));
    const [count, msLeft] = answer ?? [null, 0];
    return count ? { attempts: Number(count), secondsLeft: Math.ceil(Math.max(0, msLeft) / 1000) } : { attempts: 0, secondsLeft: 0 };
  }

  async hit(key: string, windowSeconds: number) {
    await this.attempt(() => this.redis.attemptHit(key, windowSeconds));
  }

  async reset(key: string) {
    await this.attempt(() => this.redis.del(key));
  }

  async close() {
    if (this.redis.status === 'ready') await this.redis.quit().catch(() => undefined);
    this.redis.disconnect();
  }

  /** Runs a command, or answers null (let the attempt through) when Redis is down. */
  private async attempt<T>(command: () => Promise<T>): Promise<T | null> {
    if (this.redis.status !== 'ready' || this.now() < this.skipUntil) {
      this.failed('Redis for attempt limits is unreachable', new Error(`connection ${this.redis.status}`));
      return null;
    }
    try {
      return await command();
    } catch (error) {
      this.skipUntil = this.now() + this.retryAfterMs;
      this.failed('Redis for attempt limits failed a command', error as Error);
      return null;
    }
  }

  private failed(message: string, error: Error) {
    this.down = true;
    const now = this.now();
    if (now - this.lastWarning < 30_000) return;
    this.lastWarning = now;
    this.log.warn({ err: { message: error.message } }, `${message}: login and registration limits are NOT enforced until it answers (failing open)`);
  }
}
