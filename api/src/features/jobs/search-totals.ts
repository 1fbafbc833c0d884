import { ExpiringCache } from '../../cache/expiring-cache';

/**
 * Remembers the match count of searches with many matches for a short while. Counting
 * tens of thousands of trigram matches is the one expensive part of a search, and the
 * searches with many matches are the popular ones (category chips, common words). Small
 * counts are cheap through the index and are never cached.
 */
export class SearchTotals {
  private readonly totals: ExpiringCache<string, number>;

  constructor(
    private readonly options: { ttlMs: number; cacheAtLeast: number; maxEntries: number },
    now: () => number = Date.now,
  ) {
    this.totals = new ExpiringCache(options, now);
  }

  async get(key: string, count: () => Promise<number>): Promise<number> {
    const cached = this.totals.get(key);
    if (cached !== undefined) return cached;
    const total = await count();
    if (total >= this.options.cacheAtLeast) this.totals.set(key, total);
    return total;
  }

  clear(): void {
    this.totals.clear();
  }
}
