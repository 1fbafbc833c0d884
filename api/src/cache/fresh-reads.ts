import { AsyncLocalStorage } from 'node:async_hooks';

/** One fresh reading: what it read (a public job, a company's responsiveness, the last drop), each read once. */
type FreshReading = Map<string, Promise<unknown>>;

const readings = new AsyncLocalStorage<FreshReading>();

/**
 * Reads that must not come from this instance's caches: a page rendered for the shared store
 * (site/page-store) is served by every instance, so it must show what the database holds now,
 * not what this instance kept up to JOB_CACHE_SECONDS ago. Whatever `read` starts (the API
 * calls a render makes through app.inject) reads fresh, and nothing it reads is kept for others:
 * a reading may hold a row from before a write through this instance, which dropped that row
 * from the caches.
 *
 * A page rendered on the spot reads its job in four places (its head, twice: before the render
 * and stored beside it; what it shows; the screen's API call) and its company's responsiveness
 * in two: within one reading each is read from the database once, where they made six round
 * trips on PostgreSQL. A reading lasts as long as one page, which notes the last drop before it
 * reads anything (page-store/rendered-pages.ts): a write during it drops the page, so what the
 * reading kept from before the write is never stored.
 */
export const freshReads = {
  /** Runs `read` fresh: as part of the reading under way, or as a reading of its own. */
  run: <T>(read: () => T): T => (readings.getStore() ? read() : readings.run(new Map(), read)),
  active: (): boolean => readings.getStore() !== undefined,
  /**
   * `call`, made part of the reading under way now whenever it is called: a render's API calls
   * arrive later, as the render worker's messages, outside it.
   */
  bind<A extends unknown[], R>(call: (...args: A) => R): (...args: A) => R {
    const reading = readings.getStore();
    return reading ? (...args) => readings.run(reading, () => call(...args)) : call;
  },
  /**
   * Runs `run` outside any reading: what it starts that lives on (a render worker, whose
   * messages would carry the reading into every later render) belongs to no page.
   */
  outside: <T>(run: () => T): T => readings.exit(run),
  /** What `read` reads, named `key`: once per reading, each time outside one. */
  once<T>(key: string, read: () => Promise<T>): Promise<T> {
    const reading = readings.getStore();
    if (!reading) return read();
    let value = reading.get(key) as Promise<T> | undefined;
    if (!value) {
      value = read();
      reading.set(key, value);
    }
    return value;
  },
};
