import { z } from 'zod';
import { BROWSER_ERROR_KINDS, TELEMETRY_LIMITS, WEB_VITAL_NAMES } from './telemetry-names';

export * from './telemetry-names';

/**
 * What browsers report about the releases they run (POST /api/v1/telemetry): page views,
 * errors and web vitals, each naming the part of the site and the version it came from. The
 * server keeps only counts per minute; nothing that names a person.
 */

const ROUTE_PATTERN = /^(\*|\/[^?#\s]*)$/;

const eventBase = {
  remote: z.string({ error: 'remote must name a part of the site, such as student' }).max(40, 'remote must name a part of the site, such as student'),
  version: z.string({ error: 'version must be the release the browser runs' }).min(1, 'version must be the release the browser runs').max(100, 'version is too long'),
  route: z
    .string({ error: 'route must be a route pattern, such as /description/:id' })
    .max(200, 'route is too long')
    .regex(ROUTE_PATTERN, 'route must be a route pattern, such as /description/:id, with no query string'),
};

export const TelemetryEventSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('view'), ...eventBase }),
    z.object({
      kind: z.literal('error'),
      ...eventBase,
      name: z.enum(BROWSER_ERROR_KINDS, { error: `an error's name must be one of ${BROWSER_ERROR_KINDS.join(', ')}` }),
      message: z.string({ error: 'message must be text' }).max(1000, 'message is too long').optional(),
    }),
    z.object({
      kind: z.literal('vital'),
      ...eventBase,
      name: z.enum(WEB_VITAL_NAMES, { error: `a vital's name must be one of ${WEB_VITAL_NAMES.join(', ')}` }),
      value: z.number({ error: "a vital's value must be a number" }).finite("a vital's value must be a number").min(0, "a vital's value cannot be negative"),
    }),
  ],
  { error: "Each event's kind must be view, error or vital" },
);

export const TelemetryBeaconSchema = z.object({
  events: z
    .array(TelemetryEventSchema, { error: 'The body must be {events: [...]}' })
    .max(TELEMETRY_LIMITS.eventsPerBeacon, `A beacon carries at most ${TELEMETRY_LIMITS.eventsPerBeacon} events`),
});

export type TelemetryEvent = z.infer<typeof TelemetryEventSchema>;
export type TelemetryBeacon = z.infer<typeof TelemetryBeaconSchema>;
