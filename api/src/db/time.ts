/** Timestamps are ISO-8601 strings on the wire whichever engine stored them. */
export function toIso(value: string | Date): string {
  // SQLite holds exactly what nowIso() wrote; PostgreSQL hands back a Date.
  return value instanceof Date ? value.toISOString() : value;
}

export const DAY_MS = 86_400_000;

export function nowIso(): string {
  return new Date().toISOString();
}

/** Today's calendar date on the server's clock (YYYY-MM-DD): a deadline lasts to the end of its day here. */
export function todayIso(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
