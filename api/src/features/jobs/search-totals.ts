import { ReadThroughCache } from '../../cache/read-through-cache';

/**
 * Remembers the totals (and facet counts) of searches with many matches for a while: they are
 * the expensive part of a search, and the searches with many matches are the popular ones
 * (category chips, common words). Small totals are cheap through the index and are never
 * cached. When an entry runs out it is served a little longer while one request counts again,
 * so nobody waits for a recount; a write through this instance drops them all.
 */
export class SearchTotals<V = number> {
  private readonly totals: ReadThroughCache<string, V>;

  constructor(
    private readonly options: { ttlMs: number; cacheAtLeast: number; maxEntries: number; totalOf?: (value: V) => number },
    now: () => number = Date.now,
  ) {
    this.totals = new ReadThroughCache({ ...options, staleForMs: options.ttlMs }, now);
  }

  get(key: string, count: () => Promise<V>): Promise<V> {
    const totalOf = this.options.totalOf ?? ((value: V) => value as number);
    return this.totals.get(key, count, (value) => totalOf(value) >= this.options.cacheAtLeast);
  }

  clear(): void {
    this.totals.clear();
  }
}
