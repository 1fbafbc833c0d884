import { deflateRawSync } from 'node:zlib';
import { RedisPageStore } from '../src/site/page-store/redis-page-store';
import { screenInPage, withRenderedScreen } from '../src/site/ssr/with-rendered-screen';
import { describeWithRedis, dropRedisPrefix, rawRedis, testRedisUrl, uniqueRedisPrefix } from './support/redis';

/**
 * The Redis page store beside an instance of the release before migration 0030, which packs a
 * page's screen as JSON into the hash's `screen` field and reads nothing else: each reads what
 * the other wrote last, or renders the page again.
 */
const prefix = uniqueRedisPrefix('redis-page-store');
const answer = { status: 200 as const, head: { title: 'Engineer · JobPortal', description: 'A job' } };
const key = { generation: '1.0.0', url: '/description/7' };
const hash = `${prefix}page:${key.generation} ${key.url}`;

describeWithRedis('the Redis page store')('the Redis page store beside the release before it', () => {
  let store: RedisPageStore;
  const redis = rawRedis();
  beforeAll(async () => {
    store = new RedisPageStore({ url: testRedisUrl, keyPrefix: prefix });
    await store.ready(2_000);
  });
  afterAll(async () => {
    await store.close();
    redis.disconnect();
    await dropRedisPrefix(prefix);
  });

  it('serves a page that release wrote, and writes its own where that release finds no screen to read', async () => {
    const now = Date.now();
    // As the release before writes a page: the whole hash, its screen packed as JSON.
    await redis.hset(hash, 'screen', deflateRawSync(JSON.stringify(['<main>Engineer</main>', '', null, answer])), 'renderedAt', now, 'freshUntil', now + 60_000, 'expiresAt', now + 120_000);
    const before = await store.get(key);
    expect(before && withRenderedScreen('<head></head><div id="root"></div>', before.screen).toString()).toContain('<main>Engineer</main>');
    expect(await store.kept('1.0.0', [key.url, '/description/8'])).toEqual(new Set([key.url]));

    const screen = { ...screenInPage({ html: '<main>Senior engineer</main>', styles: '', state: null }), answer };
    expect(await store.put({ ...key, screen, renderedAt: now + 1, freshUntil: now + 60_000, expiresAt: now + 120_000, dependencies: ['job:7'] }, await store.lastDrop())).toBe(true);
    const after = await store.get(key);
    expect(after && withRenderedScreen('<head></head><div id="root"></div>', after.screen).toString()).toContain('<main>Senior engineer</main>');
    expect(await store.kept('1.0.0', [key.url])).toEqual(new Set([key.url]));
    // The release before looks for `screen` alone: it renders this page again rather than fail on these bytes.
    expect(await redis.hexists(hash, 'screen')).toBe(0);
  });
});
