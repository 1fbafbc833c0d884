import { ReadThroughCache } from '../../cache/read-through-cache';

/**
 * Remembers the match count of searches with many matches for a while. Counting
 * tens of thousands of trigram matches is the one expensive part of a search (400,000
 * matches in 1M jobs: half a second on PostgreSQL), and the searches with many matches are
 * the popular ones (category chips, common words). Small counts are cheap through the index
 * and are never cached. When a count runs out it is served a little longer while one request
 * counts again, so nobody waits for a recount; a write through this instance drops them all.
 */
export class SearchTotals {
  private readonly totals: ReadThroughCache<string, number>;

  constructor(
    private readonly options: { ttlMs: number; cacheAtLeast: number; maxEntries: number },
    now: () => number = Date.now,
  ) {
    this.totals = new ReadThroughCache({ ...options, staleForMs: options.ttlMs }, now);
  }

  get(key: string, count: () => Promise<number>): Promise<number> {
    return this.totals.get(key, count, (total) => total >= this.options.cacheAtLeast);
  }

  clear(): void {
    this.totals.clear();
  }
}
