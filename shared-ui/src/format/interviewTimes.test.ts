import { formatTimeSpan, readerTimeZone, wallClock, zoneOffsetMinutes } from './interviewTimes';

const inZone = (timeZone: string) => {
  const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
  jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...resolvedOptions.call(this), timeZone };
  });
};

afterEach(() => jest.restoreAllMocks());

describe('interview times in the reader’s zone', () => {
  it.each([
    ['Asia/Kolkata', '2030-12-03T00:00:00Z', 'Asia/Kolkata (UTC+05:30)'],
    ['America/St_Johns', '2030-01-15T12:00:00Z', 'America/St_Johns (UTC-03:30)'],
    ['Europe/Berlin', '2030-07-01T12:00:00Z', 'Europe/Berlin (UTC+02:00)'],
    ['Europe/Berlin', '2030-12-01T12:00:00Z', 'Europe/Berlin (UTC+01:00)'],
  ])('names %s with its offset on the day (%s)', (zone, at, named) => {
    inZone(zone);
    expect(readerTimeZone(new Date(at))).toBe(named);
  });

  it('reads the clock of a zone at an instant', () => {
    expect(wallClock(new Date('2030-12-03T23:45:00Z'), 'Asia/Tokyo')).toEqual({ year: 2030, month: 12, day: 4, hour: 8, minute: 45, second: 0 });
    expect(zoneOffsetMinutes(new Date('2030-12-03T23:45:00Z'), 'America/New_York')).toBe(-300);
  });

  it('shows a span from its start to its end, with the zone', () => {
    inZone('Asia/Tokyo');
    expect(formatTimeSpan('2030-12-03T01:00:00.000Z', 45)).toMatch(/Dec.*10:00.*10:45.*GMT\+9/);
  });
});
