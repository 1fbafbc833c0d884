import { ReadThroughCache } from './read-through-cache';

/** A load that resolves when the test says so. */
function controlledLoad<V>() {
  const pending: ((value: V) => void)[] = [];
  const load = jest.fn(() => new Promise<V>((resolve) => pending.push(resolve)));
  return { load, resolveNext: (value: V) => pending.shift()!(value) };
}

describe('ReadThroughCache', () => {
  let now = 0;
  const cache = (staleForMs = 0) => new ReadThroughCache<string, number>({ ttlMs: 1000, maxEntries: 10, staleForMs }, () => now);

  beforeEach(() => {
    now = 0;
  });

  it('loads once for every concurrent request, then serves the value until it expires', async () => {
    const c = cache();
    const { load, resolveNext } = controlledLoad<number>();
    const both = Promise.all([c.get('k', load), c.get('k', load)]);
    resolveNext(7);
    expect(await both).toEqual([7, 7]);
    expect(await c.get('k', load)).toBe(7);
    expect(load).toHaveBeenCalledTimes(1);
    now = 1000;
    const again = c.get('k', load);
    resolveNext(8);
    expect(await again).toBe(8);
  });

  it('serves a stale value while one request refreshes it in the background', async () => {
    const c = cache(5000);
    await c.get('k', async () => 1);
    now = 1500;
    const { load, resolveNext } = controlledLoad<number>();
    expect(await c.get('k', load)).toBe(1);
    expect(await c.get('k', load)).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
    resolveNext(2);
    await new Promise(setImmediate);
    expect(await c.get('k', load)).toBe(2);
    now = 1500 + 1000 + 5000;
    await expect(Promise.race([c.get('k', load), new Promise((resolve) => setTimeout(() => resolve('waited'), 10))])).resolves.toBe('waited');
  });

  it('neither stores nor shares a load that was running when the entry was dropped', async () => {
    const c = cache();
    const { load, resolveNext } = controlledLoad<number>();
    const beforeWrite = c.get('k', load);
    c.delete('k');
    const afterWrite = c.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
    resolveNext(1);
    resolveNext(2);
    expect([await beforeWrite, await afterWrite]).toEqual([1, 2]);
    expect(await c.get('k', async () => 3)).toBe(2);
  });

  it('keeps only what `keep` accepts, and nothing with a time-to-live of zero', async () => {
    const c = cache();
    await c.get('small', async () => 3, (value) => value >= 100);
    expect(await c.get('small', async () => 4, (value) => value >= 100)).toBe(4);
    const never = new ReadThroughCache<string, number>({ ttlMs: 0, maxEntries: 10 }, () => now);
    await never.get('k', async () => 1);
    expect(await never.get('k', async () => 2)).toBe(2);
  });
});
