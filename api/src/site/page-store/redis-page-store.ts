import { Redis } from 'ioredis';
import type { DroppedPage, PageKey, PageStore, PageToStore, StoredPage } from './page-store';
import { packScreen, unpackScreen } from './screen-codec';

/** How long a drop is remembered for renders under way: far longer than any render. */
const DROPS_KEPT_MS = 10 * 60_000;

/** How long a set of the pages showing one thing lives past the last page added to it: as long as any page may. */
const DEPENDENTS_KEPT_MS = 24 * 60 * 60_000;

/**
 * Where a hash keeps its packed screen: this release's bytes as they go into the page, or the
 * JSON a release before migration 0030 packed (`screen`: the only field such a release reads, so
 * it renders this release's pages again rather than fail on them).
 */
const SCREEN_FIELDS = ['screenInPage', 'screen'] as const;

/**
 * Keys, all after the prefix (the scripts build them from ARGV, so the prefix is passed in and
 * this client has no keyPrefix of its own):
 * - `page:<generation> <url>`: a hash (screenInPage, packed by screen-codec.ts, or a release's before
 *   0030 screen; renderedAt, freshUntil, expiresAt), expiring at expiresAt;
 * - `page-dependents:<dependency>`: a set of `<generation> <url>` of the pages showing it;
 * - `page-drops`: the number of drops so far; `page-drop:<dependency>`: the number of its last
 *   drop, kept DROPS_KEPT_MS (`page-drop:*` for a drop of every page).
 */
const PUT_SCRIPT = `
local prefix, member, since = ARGV[1], ARGV[2], tonumber(ARGV[3])
local dependencyCount = tonumber(ARGV[8])
local dependencies = { '*' }
for i = 1, dependencyCount do dependencies[#dependencies + 1] = ARGV[8 + i] end
for _, dependency in ipairs(dependencies) do
  local dropped = redis.call('GET', prefix .. 'page-drop:' .. dependency)
  if dropped and tonumber(dropped) > since then return 0 end
end
local key = prefix .. 'page:' .. member
redis.call('DEL', key)
redis.call('HSET', key, 'screenInPage', ARGV[4], 'renderedAt', ARGV[5], 'freshUntil', ARGV[6], 'expiresAt', ARGV[7])
redis.call('PEXPIREAT', key, ARGV[7])
for i = 2, #dependencies do
  local dependents = prefix .. 'page-dependents:' .. dependencies[i]
  redis.call('SADD', dependents, member)
  redis.call('PEXPIRE', dependents, ${DEPENDENTS_KEPT_MS})
end
return 1
`;

const DROP_SCRIPT = `
local prefix = ARGV[1]
local drop = redis.call('INCR', prefix .. 'page-drops')
local dropped = {}
for i = 2, #ARGV do
  redis.call('SET', prefix .. 'page-drop:' .. ARGV[i], drop, 'PX', ${DROPS_KEPT_MS})
  local dependents = prefix .. 'page-dependents:' .. ARGV[i]
  for _, member in ipairs(redis.call('SMEMBERS', dependents)) do
    local key = prefix .. 'page:' .. member
    local renderedAt = redis.call('HGET', key, 'renderedAt')
    if renderedAt then
      redis.call('DEL', key)
      dropped[#dropped + 1] = member
      dropped[#dropped + 1] = renderedAt
    end
  end
  redis.call('DEL', dependents)
end
return dropped
`;

type RedisWithScripts = Redis & {
  putPage(...args: (string | number | Buffer)[]): Promise<number>;
  dropPages(...args: string[]): Promise<string[]>;
};

export type RedisPageStoreOptions = {
  url: string;
  /** Put before every key (REDIS_KEY_PREFIX), so several deployments or test runs can share one Redis. */
  keyPrefix: string;
  commandTimeoutMs?: number;
};

const memberOf = ({ generation, url }: PageKey) => `${generation} ${url}`;
const keyOf = (member: string) => {
  const space = member.indexOf(' ');
  return { generation: member.slice(0, space), url: member.slice(space + 1) };
};

/**
 * Rendered pages in Redis (REDIS_URL), which every instance shares: each page a hash that
 * expires with it, so Redis bounds the store by time, and by memory with its own eviction
 * policy. Commands fail at once while Redis is unreachable (no offline queue): the caller
 * renders on the spot. Storing and dropping are Lua scripts, each atomic: a page is stored only
 * if no drop of what it shows came after its render began. One Redis, not a cluster: the
 * scripts touch keys they find as they run.
 */
export class RedisPageStore implements PageStore {
  private readonly redis: RedisWithScripts;
  private readonly prefix: string;

  constructor(options: RedisPageStoreOptions) {
    this.prefix = options.keyPrefix;
    this.redis = new Redis(options.url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: options.commandTimeoutMs ?? 1_000,
      connectTimeout: 2_000,
      disconnectTimeout: 100,
      retryStrategy: (times) => Math.min(times * 200, 5_000),
    }) as RedisWithScripts;
    // Failures surface as failed commands, which the caller logs; the client reconnects by itself.
    this.redis.on('error', () => undefined);
    this.redis.defineCommand('putPage', { lua: PUT_SCRIPT, numberOfKeys: 0 });
    this.redis.defineCommand('dropPages', { lua: DROP_SCRIPT, numberOfKeys: 0 });
  }

  /** Resolves when connected, or after `timeoutMs` (then commands fail until Redis answers). */
  async ready(timeoutMs: number): Promise<void> {
    if (this.redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.redis.off('ready', done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      this.redis.on('ready', done);
    });
  }

  async lastDrop(): Promise<number> {
    return Number((await this.redis.get(`${this.prefix}page-drops`)) ?? 0);
  }

  async get(key: PageKey): Promise<StoredPage | null> {
    // Bytes, not strings: the packed screen is binary. A put replaces the whole hash, so it holds
    // this release's screenInPage or the JSON screen a release before migration 0030 packed.
    const [inPage, json, renderedAt, freshUntil, expiresAt] = await this.redis.hmgetBuffer(`${this.prefix}page:${memberOf(key)}`, ...SCREEN_FIELDS, 'renderedAt', 'freshUntil', 'expiresAt');
    const packed = inPage ?? json;
    // A hash an older release wrote (html, styles, state) has neither: rendered again, then replaced.
    const screen = packed && unpackScreen(packed);
    if (!screen) return null;
    return {
      ...key,
      screen,
      renderedAt: Number(renderedAt?.toString()),
      freshUntil: Number(freshUntil?.toString()),
      expiresAt: Number(expiresAt?.toString()),
    };
  }

  async kept(generation: string, urls: readonly string[]): Promise<Set<string>> {
    if (urls.length === 0) return new Set();
    // A page's hash expires with the page; one an older release wrote has no screen (see get).
    const pipeline = this.redis.pipeline();
    for (const url of urls) for (const field of SCREEN_FIELDS) pipeline.hexists(`${this.prefix}page:${memberOf({ generation, url })}`, field);
    const answers = (await pipeline.exec()) ?? [];
    const has = (i: number) => answers[i]?.[1] === 1;
    return new Set(urls.filter((_, i) => SCREEN_FIELDS.some((_field, j) => has(i * SCREEN_FIELDS.length + j))));
  }

  async put(page: PageToStore, since: number): Promise<boolean> {
    const { dependencies } = page;
    // A Buffer goes to the script as it is, byte for byte.
    const stored = await this.redis.putPage(
      this.prefix,
      memberOf(page),
      since,
      packScreen(page.screen),
      page.renderedAt,
      page.freshUntil,
      page.expiresAt,
      dependencies.length,
      ...dependencies,
    );
    return stored === 1;
  }

  async drop(dependencies: readonly string[] | 'all'): Promise<DroppedPage[]> {
    if (dependencies === 'all') return this.dropAll();
    if (dependencies.length === 0) return [];
    const flat = await this.redis.dropPages(this.prefix, ...new Set(dependencies));
    const dropped: DroppedPage[] = [];
    for (let i = 0; i < flat.length; i += 2) dropped.push({ ...keyOf(flat[i]!), renderedAt: Number(flat[i + 1]) });
    return dropped;
  }

  async keepOnly(release: string): Promise<DroppedPage[]> {
    return this.deletePages((member) => !member.startsWith(`${release} `) && !member.startsWith(`${release}+`));
  }

  async close(): Promise<void> {
    if (this.redis.status === 'ready') await this.redis.quit().catch(() => undefined);
    this.redis.disconnect();
  }

  /** Marks the drop first, so a render under way is not stored, then deletes every page. */
  private async dropAll(): Promise<DroppedPage[]> {
    const drop = await this.redis.incr(`${this.prefix}page-drops`);
    await this.redis.set(`${this.prefix}page-drop:*`, drop, 'PX', DROPS_KEPT_MS);
    return this.deletePages(() => true);
  }

  /** Deletes the pages whose `<generation> <url>` passes `doomed`, found by a scan (releases and account deletions: rare). */
  private async deletePages(doomed: (member: string) => boolean): Promise<DroppedPage[]> {
    const pagePrefix = `${this.prefix}page:`;
    const dropped: DroppedPage[] = [];
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', `${escapeGlob(pagePrefix)}*`, 'COUNT', 1000);
      cursor = next;
      const members = keys.map((key) => key.slice(pagePrefix.length)).filter(doomed);
      if (members.length === 0) continue;
      const pipeline = this.redis.pipeline();
      for (const member of members) pipeline.hget(`${pagePrefix}${member}`, 'renderedAt').del(`${pagePrefix}${member}`);
      const results = (await pipeline.exec()) ?? [];
      members.forEach((member, i) => {
        const renderedAt = results[i * 2]?.[1];
        if (typeof renderedAt === 'string') dropped.push({ ...keyOf(member), renderedAt: Number(renderedAt) });
      });
    } while (cursor !== '0');
    return dropped;
  }
}

/** `text` matched literally in a SCAN pattern. */
const escapeGlob = (text: string) => text.replace(/[*?[\]\\]/g, '\\$&');
