import { z } from 'zod';
import { ReadThroughCache } from './read-through-cache';

/**
 * Answers that are the same bytes for everyone who asks, kept serialized. Checking a page of
 * 50 jobs against the contract and turning it into JSON cost more CPU than finding it, so
 * each answer is checked and serialized once (as Fastify's serializer would: the schema's
 * encode, then JSON) and the string is reused for the cache's time-to-live.
 */
export class SerializedAnswers<K> {
  private readonly bodies: ReadThroughCache<K, string>;

  constructor(options: { ttlMs: number; maxEntries: number }) {
    this.bodies = new ReadThroughCache(options);
  }

  /** `admit` decides whether a freshly serialized answer is kept (by default: always). */
  get<S extends z.ZodType>(key: K, schema: S, produce: () => Promise<z.output<S>>, admit?: () => boolean): Promise<string> {
    return this.bodies.get(key, async () => JSON.stringify(z.encode(schema, await produce())), admit);
  }

  delete(key: K): void {
    this.bodies.delete(key);
  }

  clear(): void {
    this.bodies.clear();
  }
}
