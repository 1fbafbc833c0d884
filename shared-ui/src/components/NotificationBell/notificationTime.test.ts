import { formatNotificationAge } from './notificationTime';

const now = new Date('2026-05-20T12:00:00');
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('formatNotificationAge', () => {
  it.each([
    [0, 'Just now'],
    [59_000, 'Just now'],
    [60_000, '1 min ago'],
    [59 * 60_000, '59 min ago'],
    [60 * 60_000, '1 h ago'],
    [23 * 3_600_000, '23 h ago'],
    [24 * 3_600_000, '1 d ago'],
    [6 * 86_400_000, '6 d ago'],
  ])('shows a notification %i ms old as "%s"', (age, expected) => {
    expect(formatNotificationAge(before(age), now)).toBe(expected);
  });

  it('shows an older one as its day, with the year only when it is not this one', () => {
    expect(formatNotificationAge(new Date('2026-03-12T09:00:00').toISOString(), now)).toMatch(/12/);
    expect(formatNotificationAge(new Date('2026-03-12T09:00:00').toISOString(), now)).not.toMatch(/2026/);
    expect(formatNotificationAge(new Date('2025-03-12T09:00:00').toISOString(), now)).toMatch(/2025/);
  });

  it('never says a notification from a clock slightly ahead is in the future', () => {
    expect(formatNotificationAge(new Date(now.getTime() + 5_000).toISOString(), now)).toBe('Just now');
  });
});
