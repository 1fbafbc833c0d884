/**
 * A bounded map whose entries expire: what a read cache on one API instance needs. Other
 * instances' writes become visible within the time-to-live; this instance's own writes
 * delete what they change at once.
 */
export class ExpiringCache<K, V> {
  private readonly entries = new Map<K, { value: V; expiresAt: number }>();

  constructor(
    private readonly options: { ttlMs: number; maxEntries: number },
    private readonly now: () => number = Date.now,
  ) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: K, value: V): void {
    if (this.options.ttlMs === 0) return;
    // Re-inserting moves the key to the end, so the oldest entry is always first.
    this.entries.delete(key);
    if (this.entries.size >= this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, expiresAt: this.now() + this.options.ttlMs });
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
