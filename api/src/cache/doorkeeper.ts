/**
 * Tells whether a numeric key was asked for recently, without allocating: a fixed table of
 * slots (key and time) where a colliding key simply takes the slot over. It keeps one-off
 * requests out of a cache: a key is admitted on its second request within the window.
 * Measured under bench:api, caching every job page seen once cost more than it saved when
 * views were spread over 100,000 jobs (89 µs per request against 65 µs with no cache).
 */
export class Doorkeeper {
  private readonly keys: Float64Array;
  private readonly seenAt: Float64Array;

  constructor(
    private readonly windowMs: number,
    private readonly slots = 1 << 16,
    private readonly now: () => number = Date.now,
  ) {
    this.keys = new Float64Array(slots).fill(-1);
    this.seenAt = new Float64Array(slots);
  }

  /** True when `key` was asked for within the window before; records this request either way. */
  seenBefore(key: number): boolean {
    const slot = key % this.slots;
    const at = this.now();
    const seen = this.keys[slot] === key && at - this.seenAt[slot]! < this.windowMs;
    this.keys[slot] = key;
    this.seenAt[slot] = at;
    return seen;
  }
}
