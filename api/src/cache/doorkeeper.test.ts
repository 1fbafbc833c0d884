import { Doorkeeper } from './doorkeeper';

describe('Doorkeeper', () => {
  let now = 0;
  const doorkeeper = () => new Doorkeeper(1000, 8, () => now);

  beforeEach(() => {
    now = 0;
  });

  it('admits a key on its second request within the window', () => {
    const d = doorkeeper();
    expect(d.seenBefore(42)).toBe(false);
    now = 999;
    expect(d.seenBefore(42)).toBe(true);
  });

  it('forgets a key after the window', () => {
    const d = doorkeeper();
    d.seenBefore(42);
    now = 1000;
    expect(d.seenBefore(42)).toBe(false);
  });

  it('lets a colliding key take the slot, so neither is admitted by the other', () => {
    const d = doorkeeper();
    d.seenBefore(1);
    expect(d.seenBefore(9)).toBe(false);
    expect(d.seenBefore(1)).toBe(false);
  });
});
