import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PlatformReleasesResponseSchema } from '@portal/contract';
import { errorResponses } from '../../http/error-responses';
import { platformService, type PlatformServiceOptions } from './platform-service';
import { requirePlatformToken } from './platform-token';

export type PlatformRouteOptions = PlatformServiceOptions & {
  /** PLATFORM_TOKEN; without one these routes do not exist (404), so an unset token opens nothing. */
  token: string | undefined;
};

/** The platform team's view of the releases (under /platform), behind PLATFORM_TOKEN. */
export async function platformRoutes(app: FastifyInstance, { token, ...options }: PlatformRouteOptions) {
  if (!token) return;
  const platform = platformService(options);
  app.addHook('onRequest', requirePlatformToken(token));

  app.withTypeProvider<ZodTypeProvider>().get(
    '/releases',
    {
      schema: {
        tags: ['platform'],
        summary: "Each part of the site's live version, canary, release history, and each version's views, errors and vitals over the last hour",
        description: 'Needs `Authorization: Bearer <PLATFORM_TOKEN>`; answers 404 while PLATFORM_TOKEN is unset.',
        response: { 200: PlatformReleasesResponseSchema, ...errorResponses(401) },
      },
    },
    async (_request, reply) => {
      // Who released what is for the platform team only: no shared cache keeps it.
      reply.header('Cache-Control', 'no-store');
      return { success: true as const, releases: await platform.releases() };
    },
  );
}
