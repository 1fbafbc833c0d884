/** Timestamps are ISO-8601 strings on the wire whichever engine stored them. */
export function toIso(value: string | Date): string {
  // SQLite holds exactly what nowIso() wrote; PostgreSQL hands back a Date.
  return value instanceof Date ? value.toISOString() : value;
}

export function nowIso(): string {
  return new Date().toISOString();
}
