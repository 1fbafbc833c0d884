import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TELEMETRY_LIMITS, TelemetryBeaconSchema } from '@portal/contract';
import type { AttemptLimiter } from '../../http/attempt-limiter';
import { errorResponses } from '../../http/error-responses';

/** Beacons a client address may send in a minute: a page sends one every 10 s at most, and at each hide. */
export const BEACONS_PER_MINUTE = 120;
/** The window `beacons` (the limiter given to the routes) counts in. */
export const BEACON_WINDOW_SECONDS = 60;

export type TelemetryRouteOptions = {
  /** Counts beacons per client address in BEACON_WINDOW_SECONDS windows, shared by every instance when REDIS_URL is set. */
  beacons: AttemptLimiter;
};

/** What browsers report about the releases they run. Under /telemetry; anyone may send. */
export async function telemetryRoutes(app: FastifyInstance, { beacons }: TelemetryRouteOptions) {
  // navigator.sendBeacon sends a string as text/plain (a type a page may send anywhere without
  // asking first): here, and only here, such a body is read as the JSON it is.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));

  /** Counted before the body is read: a flood is refused for the price of a counter. */
  const limitPerClient = async (request: FastifyRequest) => {
    const limits = [{ key: `telemetry-ip:${request.ip}`, max: BEACONS_PER_MINUTE }];
    await beacons.refuseWhenReached(limits);
    await beacons.record(limits.map((limit) => limit.key));
  };

  app.withTypeProvider<ZodTypeProvider>().post(
    '',
    {
      bodyLimit: TELEMETRY_LIMITS.bodyBytes,
      onRequest: limitPerClient,
      schema: {
        tags: ['platform'],
        summary: 'Page views, errors and web vitals from browsers, per remote and version',
        description: `A JSON body (application/json, or text/plain as navigator.sendBeacon sends a string) of at most ${TELEMETRY_LIMITS.bodyBytes / 1024} KB and ${TELEMETRY_LIMITS.eventsPerBeacon} events. Events naming a remote or version that is not released are dropped. Only counts per minute are kept: no user, cookie or address. At most ${BEACONS_PER_MINUTE} beacons a minute per client.`,
        body: TelemetryBeaconSchema,
        response: { 204: z.null().describe('Received'), ...errorResponses(400, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      await app.telemetry.record(request.body.events);
      return reply.code(204).send(null);
    },
  );
}
