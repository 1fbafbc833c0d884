import { ExpiringCache } from './expiring-cache';

describe('ExpiringCache', () => {
  let now = 0;
  const cache = () => new ExpiringCache<string, number>({ ttlMs: 1000, maxEntries: 2 }, () => now);

  beforeEach(() => {
    now = 0;
  });

  it('returns a value until its time-to-live has passed', () => {
    const c = cache();
    c.set('a', 1);
    now = 999;
    expect(c.get('a')).toBe(1);
    now = 1000;
    expect(c.get('a')).toBeUndefined();
  });

  it('forgets deleted and cleared entries', () => {
    const c = cache();
    c.set('a', 1);
    c.set('b', 2);
    c.delete('a');
    expect(c.get('a')).toBeUndefined();
    c.clear();
    expect(c.get('b')).toBeUndefined();
  });

  it('drops the oldest entry beyond its size', () => {
    const c = cache();
    c.set('a', 1);
    c.set('b', 2);
    c.set('c', 3);
    expect(c.get('a')).toBeUndefined();
    expect(c.get('b')).toBe(2);
    expect(c.get('c')).toBe(3);
  });

  it('keeps nothing with a time-to-live of zero', () => {
    const c = new ExpiringCache<string, number>({ ttlMs: 0, maxEntries: 2 }, () => now);
    c.set('a', 1);
    expect(c.get('a')).toBeUndefined();
  });
});
