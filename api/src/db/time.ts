/** Timestamps are ISO-8601 strings on the wire whichever engine stored them. */
export function toIso(value: string | Date): string {
  // SQLite holds exactly what nowIso() wrote; PostgreSQL hands back a Date.
  return value instanceof Date ? value.toISOString() : value;
}

export const DAY_MS = 86_400_000;

/** The first of some moments (milliseconds since the epoch); null stands for one that never comes. */
export function earliest(moments: readonly (number | null)[]): number | null {
  // A loop, not Math.min(...): a company's page passes one moment per job, too many to spread.
  let first: number | null = null;
  for (const moment of moments) if (moment !== null && (first === null || moment < first)) first = moment;
  return first;
}

export function nowIso(): string {
  return new Date().toISOString();
}

/** Today's calendar date on the server's clock (YYYY-MM-DD): a deadline lasts to the end of its day here. */
export function todayIso(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
