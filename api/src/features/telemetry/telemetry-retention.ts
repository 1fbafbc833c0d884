import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { telemetryStore } from './telemetry-store';

/** How long the telemetry's counts are kept. */
export const TELEMETRY_KEPT_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Old rows are looked for at most this often per instance: a day's rows go in one delete. */
const LOOK_EVERY_MS = 60 * 60 * 1000;

/**
 * Drops the telemetry rows older than TELEMETRY_KEPT_DAYS, run by the task worker after it
 * drains its queue (as the daily alert digests are). Dropping twice drops nothing more, so
 * instances need not agree on who does it.
 */
export function dropOldTelemetry(db: Kysely<Database>, lookEveryMs = LOOK_EVERY_MS) {
  const store = telemetryStore(db);
  let lastLook = 0;
  return async function dropDueTelemetry(): Promise<void> {
    if (Date.now() - lastLook < lookEveryMs) return;
    lastLook = Date.now();
    await store.dropBefore(new Date(Date.now() - TELEMETRY_KEPT_DAYS * DAY_MS).toISOString());
  };
}
