import net from 'node:net';
import { AttemptLimiter } from '../src/http/attempt-limiter';
import { RedisAttemptStore } from '../src/http/redis-attempt-store';
import { freePort } from '@portal/test-support/listening';
import { describeWithRedis, dropRedisPrefix, rawRedis, testRedisUrl, uniqueRedisPrefix } from './support/redis';

type Logged = { level: 'warn' | 'info'; message: string };
function recordingLog() {
  const lines: Logged[] = [];
  return {
    lines,
    log: {
      warn: (...args: unknown[]) => lines.push({ level: 'warn', message: String(args[args.length - 1]) }),
      info: (...args: unknown[]) => lines.push({ level: 'info', message: String(args[args.length - 1]) }),
    } as never,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeWithRedis('RedisAttemptStore against a real Redis')('RedisAttemptStore against a real Redis', () => {
  const prefix = uniqueRedisPrefix('store');
  const stores: RedisAttemptStore[] = [];
  const open = async () => {
    const store = new RedisAttemptStore({ url: testRedisUrl, keyPrefix: prefix, log: recordingLog().log });
    stores.push(store);
    expect(await store.ready(2_000)).toBe(true);
    return store;
  };
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
    await dropRedisPrefix(prefix);
  });

  it('counts attempts per key, shared by every client, and resets', async () => {
    const [a, b] = [await open(), await open()];
    expect((await a.window('login-email:x@example.com')).attempts).toBe(0);
    await a.hit('login-email:x@example.com', 60);
    await b.hit('login-email:x@example.com', 60);
    await a.hit('login-email:x@example.com', 60);
    expect((await b.window('login-email:x@example.com')).attempts).toBe(3);
    expect((await a.window('login-email:other@example.com')).attempts).toBe(0);
    await b.reset('login-email:x@example.com');
    expect((await a.window('login-email:x@example.com')).attempts).toBe(0);
  });

  it('keeps every key under its prefix, with the window as its expiry', async () => {
    const store = await open();
    await store.hit('register-ip:10.0.0.1', 900);
    const redis = rawRedis();
    try {
      expect(await redis.keys(`${prefix}*`)).toEqual([`${prefix}register-ip:10.0.0.1`]);
      const ttl = await redis.ttl(`${prefix}register-ip:10.0.0.1`);
      expect(ttl).toBeGreaterThan(890);
      expect(ttl).toBeLessThanOrEqual(900);
    } finally {
      redis.disconnect();
    }
  });

  it('counts in fixed windows: later hits do not extend the window, and it ends on time', async () => {
    const store = await open();
    await store.hit('k', 2);
    await sleep(1_000);
    await store.hit('k', 2);
    expect((await store.window('k')).attempts).toBe(2);
    await sleep(1_100);
    expect((await store.window('k')).attempts).toBe(0);
    await store.hit('k', 2);
    expect((await store.window('k')).attempts).toBe(1);
  });

  it('gives a key left without an expiry one on its next hit', async () => {
    const store = await open();
    const redis = rawRedis();
    try {
      await redis.set(`${prefix}stray`, '7');
      await store.hit('stray', 30);
      expect((await store.window('stray')).attempts).toBe(8);
      expect(await redis.ttl(`${prefix}stray`)).toBeGreaterThan(0);
    } finally {
      redis.disconnect();
    }
  });

  it('blocks through AttemptLimiter exactly as the memory store does, saying how long the window has left', async () => {
    const limiter = new AttemptLimiter(await open(), 60);
    const limits = [{ key: 'login-pair:limit@example.com|10.0.0.1', max: 2 }];
    expect(await limiter.retryAfter(limits)).toBeNull();
    await limiter.record(['login-pair:limit@example.com|10.0.0.1']);
    await limiter.record(['login-pair:limit@example.com|10.0.0.1']);
    const retryAfter = await limiter.retryAfter(limits);
    expect(retryAfter).toBeGreaterThan(55);
    expect(retryAfter).toBeLessThanOrEqual(60);
    await limiter.clear(['login-pair:limit@example.com|10.0.0.1']);
    expect(await limiter.retryAfter(limits)).toBeNull();
  });
});

describe('RedisAttemptStore when Redis is unreachable', () => {
  it('fails open at once on a closed port: nothing counted, nothing blocked, one warning', async () => {
    const { log, lines } = recordingLog();
    const store = new RedisAttemptStore({ url: `redis://127.0.0.1:${await freePort()}`, keyPrefix: 'p:', log, connectTimeoutMs: 300 });
    try {
      expect(await store.ready(300)).toBe(false);
      const started = Date.now();
      const limiter = new AttemptLimiter(store, 60);
      const limits = [{ key: 'login-email:a@example.com', max: 1 }];
      for (let i = 0; i < 5; i++) {
        await limiter.record(limits.map((limit) => limit.key));
        expect(await limiter.retryAfter(limits)).toBeNull();
      }
      await limiter.clear(['login-email:a@example.com']);
      expect(Date.now() - started).toBeLessThan(200);
      const warnings = lines.filter((line) => line.level === 'warn');
      expect(warnings).toHaveLength(1);
      expect(warnings[0]!.message).toMatch(/NOT enforced.*failing open/);
    } finally {
      await store.close();
    }
  });

  it('fails open within its command timeout when Redis accepts connections but never answers', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const { log, lines } = recordingLog();
    const store = new RedisAttemptStore({ url: `redis://127.0.0.1:${port}`, keyPrefix: 'p:', log, commandTimeoutMs: 200 });
    try {
      await store.ready(300);
      const started = Date.now();
      expect((await store.window('k')).attempts).toBe(0);
      await store.hit('k', 60);
      expect(Date.now() - started).toBeLessThan(1_000);
      expect(lines.some((line) => line.level === 'warn')).toBe(true);
    } finally {
      await store.close();
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });
});

describeWithRedis('RedisAttemptStore recovering')('RedisAttemptStore when Redis comes back', () => {
  it('skips Redis for a moment after a failed command, then shares counts again', async () => {
    const prefix = uniqueRedisPrefix('recover');
    let now = 1_000_000;
    const { log } = recordingLog();
    const store = new RedisAttemptStore({ url: testRedisUrl, keyPrefix: prefix, log, retryAfterMs: 5_000, now: () => now });
    try {
      await store.ready(2_000);
      // A command that Redis refuses counts as a failure, like a timeout would.
      await (store as unknown as { attempt(command: () => Promise<unknown>): Promise<unknown> }).attempt(() => Promise.reject(new Error('boom')));
      await store.hit('k', 60);
      expect((await store.window('k')).attempts).toBe(0);
      now += 5_001;
      await store.hit('k', 60);
      expect((await store.window('k')).attempts).toBe(1);
    } finally {
      await store.close();
      await dropRedisPrefix(prefix);
    }
  });
});
