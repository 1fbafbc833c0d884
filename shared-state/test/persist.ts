import type { Persistor, Storage } from 'redux-persist';

/** Resolves once the persisted state has been restored (or the restore timed out). */
export function whenRehydrated(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (persistor.getState().bootstrapped) {
        unsubscribe();
        resolve();
      }
    };
    const unsubscribe = persistor.subscribe(check);
    check();
  });
}

/** An in-memory storage for stores created outside a browser. */
export function memoryStorage(initial: Record<string, string> = {}): Storage & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: async (key: string) => items.get(key) ?? null,
    setItem: async (key: string, value: string) => void items.set(key, value),
    removeItem: async (key: string) => void items.delete(key),
  };
}

/** A storage whose reads wait until the test calls release(): a slow disk. */
export function slowStorage(): Storage & { release: () => void } {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const inner = memoryStorage();
  return {
    release,
    getItem: async (key: string) => {
      await released;
      return inner.getItem(key);
    },
    setItem: inner.setItem,
    removeItem: inner.removeItem,
  };
}

/** What redux-persist 6 writes under persist:root: each slice JSON-encoded inside one JSON object. */
export const persistedRoot = (slices: Record<string, unknown>, version = 1): string =>
  JSON.stringify({
    ...Object.fromEntries(Object.entries(slices).map(([key, value]) => [key, JSON.stringify(value)])),
    _persist: JSON.stringify({ version, rehydrated: true }),
  });
