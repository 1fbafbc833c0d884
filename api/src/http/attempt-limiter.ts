import { tooManyAttempts } from './http-error';

/**
 * Counts attempts per key in fixed windows. Login failures and registrations are counted
 * before any password hashing happens, so a flood costs the server almost nothing.
 */
export interface AttemptStore {
  /** Attempts recorded for the key in its current window, and how long that window has left. */
  window(key: string): Promise<AttemptWindow>;
  /** Records one attempt; the window starts with the first. */
  hit(key: string, windowSeconds: number): Promise<void>;
  reset(key: string): Promise<void>;
}

export type AttemptWindow = { attempts: number; secondsLeft: number };

const EMPTY: AttemptWindow = { attempts: 0, secondsLeft: 0 };

export class MemoryAttemptStore implements AttemptStore {
  private readonly windows = new Map<string, { count: number; expiresAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async window(key: string) {
    const window = this.windows.get(key);
    if (!window) return EMPTY;
    const msLeft = window.expiresAt - this.now();
    if (msLeft <= 0) {
      this.windows.delete(key);
      return EMPTY;
    }
    return { attempts: window.count, secondsLeft: Math.ceil(msLeft / 1000) };
  }

  async hit(key: string, windowSeconds: number) {
    const { attempts } = await this.window(key);
    if (attempts === 0) {
      this.sweep();
      this.windows.set(key, { count: 1, expiresAt: this.now() + windowSeconds * 1000 });
    } else {
      this.windows.get(key)!.count = attempts + 1;
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

  /** The longest wait among the limits already reached, in seconds; null when none is. */
  async retryAfter(limits: Limit[]): Promise<number | null> {
    const windows = await Promise.all(limits.map((limit) => this.store.window(limit.key)));
    const waits = limits.flatMap((limit, i) => (windows[i]!.attempts >= limit.max ? [Math.max(1, windows[i]!.secondsLeft)] : []));
    return waits.length > 0 ? Math.max(...waits) : null;
  }

  /** Answers 429, saying when to come back, once any of the limits is reached. */
  async refuseWhenReached(limits: Limit[]): Promise<void> {
    const retryAfter = await this.retryAfter(limits);
    if (retryAfter !== null) throw tooManyAttempts(retryAfter);
  }

  async attempts(key: string): Promise<number> {
    return (await this.store.window(key)).attempts;
  }

  async record(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.store.hit(key, this.windowSeconds)));
  }

  async clear(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.store.reset(key)));
  }
}
