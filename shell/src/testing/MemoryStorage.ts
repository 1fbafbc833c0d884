import type { Storage } from 'redux-persist';

/** Persisted state kept in memory, one per store, so no test sees another's localStorage. */
export class MemoryStorage implements Storage {
  private readonly saved = new Map<string, string>();

  getItem(key: string): Promise<string | null> {
    return Promise.resolve(this.saved.get(key) ?? null);
  }

  setItem(key: string, value: string): Promise<void> {
    this.saved.set(key, value);
    return Promise.resolve();
  }

  removeItem(key: string): Promise<void> {
    this.saved.delete(key);
    return Promise.resolve();
  }
}
