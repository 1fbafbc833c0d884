/**
 * Counts attempts per key in fixed windows. Login failures and registrations are counted
 * before any password hashing happens, so a flood costs the server almost nothing.
 */
export interface AttemptStore {
  /** Attempts recorded for the key in its current window. */
  count(key: string): Promise<number>;
  /** Records one attempt; the window starts with the first. */
  hit(key: string, windowSeconds: number): Promise<void>;
  reset(key: string): Promise<void>;
}

export class MemoryAttemptStore implements AttemptStore {
  private readonly windows = new Map<string, { count: number; expiresAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async count(key: string) {
    const window = this.windows.get(key);
    if (!window) return 0;
    if (window.expiresAt <= this.now()) {
      this.windows.delete(key);
      return 0;
    }
    return window.count;
  }

  async hit(key: string, windowSeconds: number) {
    const current = await this.count(key);
    if (current === 0) {
      this.sweep();
      this.windows.set(key, { count: 1, expiresAt: this.now() + windowSeconds * 1000 });
    } else {
      this.windows.get(key)!.count = current + 1;
    }
  }

  async reset(key: string) {
    this.windows.delete(key);
  }

  /** Bounds memory under a flood of distinct keys. */
  private sweep() {
    if (this.windows.size < 10_000) return;
    const now = this.now();
    for (const [key, window] of this.windows) if (window.expiresAt <= now) this.windows.delete(key);
  }
}

export type Limit = { key: string; max: number };

export class AttemptLimiter {
  constructor(
    private readonly store: AttemptStore,
    private readonly windowSeconds: number,
  ) {}

  async isBlocked(limits: Limit[]): Promise<boolean> {
    const counts = await Promise.all(limits.map((limit) => this.store.count(limit.key)));
    return limits.some((limit, i) => counts[i]! >= limit.max);
  }

  async record(limits: Limit[]): Promise<void> {
    await Promise.all(limits.map((limit) => this.store.hit(limit.key, this.windowSeconds)));
  }

  async clear(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.store.reset(key)));
  }
}
