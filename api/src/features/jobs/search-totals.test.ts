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

  it('counts a popular search once within the time-to-live, and again after it', async () => {
    const cache = totals();
    const count = counter(5000);
    expect(await cache.get('developer', count)).toBe(5000);
    now = 999;
    expect(await cache.get('developer', count)).toBe(5000);
    expect(count).toHaveBeenCalledTimes(1);
    now = 1000;
    await cache.get('developer', count);
    expect(count).toHaveBeenCalledTimes(2);
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
