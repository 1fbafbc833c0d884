import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

type HealthOptions = { checks: Record<string, () => Promise<void>> };

const ReadinessSchema = z.object({ success: z.boolean(), message: z.string(), checks: z.record(z.string(), z.string()) });

/** /healthz: the process answers. /readyz: it can also reach what it depends on. */
export async function healthRoutes(app: FastifyInstance, { checks }: HealthOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/healthz',
    { schema: { tags: ['health'], response: { 200: z.object({ success: z.literal(true), message: z.string() }) } } },
    async () => ({ success: true as const, message: 'ok' }),
  );
  routes.get(
    '/readyz',
    { schema: { tags: ['health'], response: { 200: ReadinessSchema, 503: ReadinessSchema } } },
    async (request, reply) => {
      const results = await Promise.all(
        Object.entries(checks).map(async ([name, check]) => {
          try {
            await check();
            return [name, 'ok'] as const;
          } catch (error) {
            request.log.warn({ err: error, check: name }, 'readiness check failed');
            return [name, 'unavailable'] as const;
          }
        }),
      );
      const ready = results.every(([, state]) => state === 'ok');
      return reply
        .status(ready ? 200 : 503)
        .send({ success: ready, message: ready ? 'ready' : 'not ready', checks: Object.fromEntries(results) });
    },
  );
}
