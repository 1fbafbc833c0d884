/**
 * Times as the reader's clock shows them, in their zone, named. Every function reads the zone
 * from readerZone(), never from Date's local methods, so that one place says which zone it is.
 */

/** The reader's time zone, as the browser names it ("Asia/Tokyo"). */
export const readerZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

const CLOCK = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' } as const;

/** The date and time a clock in `zone` shows at `at`, its parts as numbers (month 1–12). */
export const wallClock = (at: Date, zone: string) => {
  const parts = new Intl.DateTimeFormat('en-US', { ...CLOCK, timeZone: zone }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((candidate) => candidate.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute'), second: part('second') };
};

/** How many minutes `zone` is ahead of UTC at `at` (offsets move with daylight saving). */
export const zoneOffsetMinutes = (at: Date, zone: string): number => {
  const { year, month, day, hour, minute, second } = wallClock(at, zone);
  return Math.round((Date.UTC(year, month - 1, day, hour, minute, second) - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
};

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The reader's zone by its name and its offset from UTC on `at`: "Asia/Kolkata (UTC+05:30)". */
export const readerTimeZone = (at: Date = new Date()): string => {
  const zone = readerZone();
  const east = zoneOffsetMinutes(at, zone);
  return `${zone} (UTC${east < 0 ? '-' : '+'}${twoDigits(Math.floor(Math.abs(east) / 60))}:${twoDigits(Math.abs(east) % 60)})`;
};

const SPAN = { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' } as const;

/** An interview's time in the reader's zone, named: "Tue, 3 Dec, 10:00 – 10:45 GMT+5:30". */
export const formatTimeSpan = (startIso: string, durationMinutes: number): string => {
  const start = new Date(startIso);
  return new Intl.DateTimeFormat(undefined, { ...SPAN, timeZone: readerZone() }).formatRange(start, new Date(start.getTime() + durationMinutes * 60_000));
};
