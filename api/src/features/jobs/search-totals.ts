/**
 * Remembers the match count of searches with many matches for a short while. Counting
 * tens of thousands of trigram matches is the one expensive part of a search, and the
 * searches with many matches are the popular ones (category chips, common words). Small
 * counts are cheap through the index and are never cached. A job written through this
 * process clears the cache; other instances see it within the time-to-live.
 */
export class SearchTotals {
  private readonly totals = new Map<string, { total: number; expiresAt: number }>();

  constructor(
    private readonly options: { ttlMs: number; cacheAtLeast: number; maxEntries: number },
    private readonly now: () => number = Date.now,
  ) {}

  async get(key: string, count: () => Promise<number>): Promise<number> {
    const cached = this.totals.get(key);
    if (cached && cached.expiresAt > this.now()) return cached.total;
    const total = await count();
    if (total >= this.options.cacheAtLeast) {
      if (this.totals.size >= this.options.maxEntries) this.totals.delete(this.totals.keys().next().value!);
      this.totals.set(key, { total, expiresAt: this.now() + this.options.ttlMs });
    } else {
      this.totals.delete(key);
    }
    return total;
  }

  clear(): void {
    this.totals.clear();
  }
}
