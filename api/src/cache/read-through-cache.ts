import { ExpiringCache } from './expiring-cache';
import { SingleFlight } from './single-flight';

export type ReadThroughOptions = {
  ttlMs: number;
  maxEntries: number;
  /**
   * How long past its time-to-live an entry is still served while one request refreshes it
   * in the background, so nobody waits for an expensive recount. 0: nobody gets it.
   */
  staleForMs?: number;
};

/**
 * A cache that loads what it lacks, once for all concurrent requests for it. A load that
 * was running when an entry was dropped (a write) is not stored, and later requests do not
 * join it: what they get was read after the write.
 */
export class ReadThroughCache<K, V> {
  private readonly entries: ExpiringCache<K, { value: V; freshUntil: number }>;
  private readonly loads = new SingleFlight<K, V>();
  private epoch = 0;

  constructor(
    private readonly options: ReadThroughOptions,
    private readonly now: () => number = Date.now,
  ) {
    const keptFor = options.ttlMs === 0 ? 0 : options.ttlMs + (options.staleForMs ?? 0);
    this.entries = new ExpiringCache({ ttlMs: keptFor, maxEntries: options.maxEntries }, now);
  }

  /** The cached value, or `load()`'s; `keep` decides which loaded values are worth keeping. */
  async get(key: K, load: () => Promise<V>, keep: (value: V) => boolean = () => true): Promise<V> {
    const entry = this.entries.get(key);
    if (!entry) return this.load(key, load, keep);
    // A failed background refresh leaves the stale value in place until it expires for good.
    if (entry.freshUntil <= this.now()) this.load(key, load, keep).catch(() => undefined);
    return entry.value;
  }

  delete(key: K): void {
    this.entries.delete(key);
    this.loads.forget(key);
    this.epoch += 1;
  }

  clear(): void {
    this.entries.clear();
    this.loads.forgetAll();
    this.epoch += 1;
  }

  private load(key: K, load: () => Promise<V>, keep: (value: V) => boolean): Promise<V> {
    return this.loads.run(key, async () => {
      const epoch = this.epoch;
      const value = await load();
      if (epoch === this.epoch && keep(value)) this.entries.set(key, { value, freshUntil: this.now() + this.options.ttlMs });
      return value;
    });
  }
}
