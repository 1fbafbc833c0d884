import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CompanyProfileResponseSchema } from '@portal/contract';
import type { AppDeps } from '../../deps';
import { errorResponses } from '../../http/error-responses';
import { idParams, parseId } from '../../http/ids';
import { skillMatches } from '../jobs/skill-matches';
import { companyPageService } from './company-page-service';

/** A company's public page (under /company): who they are and the jobs they have open. */
export async function companyPageRoutes(app: FastifyInstance, deps: AppDeps) {
  const pages = companyPageService(deps);
  const matches = skillMatches(deps.db);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/profile/:id',
    {
      // Read for a student's skill match only: the page is the same for everyone else.
      onRequest: app.guards.optionalUser,
      schema: {
        tags: ['company'],
        summary: "A company's public page: its details and open jobs (anyone)",
        params: idParams('id'),
        response: { 200: CompanyProfileResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const [page, matchFor] = await Promise.all([pages.page(parseId(request.params.id, 'Company')), matches.forViewer(request.viewer)]);
      return { success: true as const, ...page, jobs: page.jobs.map(matchFor) };
    },
  );
}
