import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CompanyProfileResponseSchema } from '../../contract';
import type { AppDeps } from '../../deps';
import { errorResponses } from '../../http/error-responses';
import { idParams, parseId } from '../../http/ids';
import { companyPageService } from './company-page-service';

/** A company's public page (under /company): who they are and the jobs they have open. */
export async function companyPageRoutes(app: FastifyInstance, deps: AppDeps) {
  const pages = companyPageService(deps);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/profile/:id',
    {
      schema: {
        tags: ['company'],
        summary: "A company's public page: its details and open jobs (anyone)",
        params: idParams('id'),
        response: { 200: CompanyProfileResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => ({ success: true as const, ...(await pages.page(parseId(request.params.id, 'Company'))) }),
  );
}
