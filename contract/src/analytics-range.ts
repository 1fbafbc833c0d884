/**
 * The date range the analytics read and the funnel's stages. Plain constants and functions with
 * no imports: the request schema builds on them and the analytics page checks its range with them.
 */

/** A longer range makes a chart no one reads and a query no one waits for. */
export const ANALYTICS_MAX_DAYS = 366;
/** The range when the caller names none: the last 30 days, today included. */
export const ANALYTICS_DEFAULT_DAYS = 30;
/** The stages of the funnel, in order; rejected and withdrawn applications stop where they were. */
export const FUNNEL_STAGES = ['pending', 'shortlisted', 'interview', 'accepted'] as const;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** A real calendar date, YYYY-MM-DD: 2031-02-30 is refused, not rolled over to March. */
export const isCalendarDate = (text: string) => {
  const [, year, month, day] = CALENDAR_DATE.exec(text) ?? [];
  if (!year) return false;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.getUTCFullYear() === Number(year) && date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day);
};

/** The UTC day of an instant, YYYY-MM-DD. */
export const utcDay = (instant: Date) => instant.toISOString().slice(0, 10);

/** The day `days` after (or, negative, before) a YYYY-MM-DD day. */
export const addDays = (day: string, days: number) => utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

/** Days from one YYYY-MM-DD to another, both counted: 2030-01-01 to 2030-01-01 is 1. */
export const daysInRange = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** Why a range cannot be read, as a sentence for the person who chose it; null when it can. */
export const analyticsRangeProblem = (from: string, to: string): string | null => {
  if (from > to) return `The range starts (${from}) after it ends (${to}): choose a start on or before the end.`;
  if (daysInRange(from, to) > ANALYTICS_MAX_DAYS) return `The range is longer than ${ANALYTICS_MAX_DAYS} days: choose a shorter one.`;
  return null;
};
