import { SearchTotals } from './search-totals';

describe('SearchTotals', () => {
  let now = 0;
  const totals = () => new SearchTotals({ ttlMs: 1000, cacheAtLeast: 100, maxEntries: 2 }, () => now);
  const counter = (value: number) => {
    const count = jest.fn(async () => value);
    return count;
  };

  beforeEach(() => {
    now = 0;
  });

  it('counts a popular search once within the time-to-live, then again in the background while the old count is served', async () => {
    const cache = totals();
    expect(await cache.get('developer', counter(5000))).toBe(5000);
    now = 999;
    const recount = counter(5001);
    expect(await cache.get('developer', recount)).toBe(5000);
    expect(recount).not.toHaveBeenCalled();
    now = 1000;
    expect(await cache.get('developer', recount)).toBe(5000);
    expect(recount).toHaveBeenCalledTimes(1);
    await new Promise(setImmediate);
    expect(await cache.get('developer', recount)).toBe(5001);
  });

  it('counts once for many searches arriving together', async () => {
    const cache = totals();
    const count = counter(5000);
    await Promise.all([cache.get('developer', count), cache.get('developer', count), cache.get('developer', count)]);
    expect(count).toHaveBeenCalledTimes(1);
  });

  it('always counts searches with few matches afresh', async () => {
    const cache = totals();
    const count = counter(3);
    await cache.get('quokka', count);
    await cache.get('quokka', count);
    expect(count).toHaveBeenCalledTimes(2);
  });

  it('forgets everything when a job is written', async () => {
    const cache = totals();
    const count = counter(5000);
    await cache.get('developer', count);
    cache.clear();
    await cache.get('developer', count);
    expect(count).toHaveBeenCalledTimes(2);
  });

  it('holds at most maxEntries searches, dropping the oldest', async () => {
    const cache = totals();
    const a = counter(500);
    await cache.get('a', a);
    await cache.get('b', counter(500));
    await cache.get('c', counter(500));
    await cache.get('a', a);
    expect(a).toHaveBeenCalledTimes(2);
  });
});
