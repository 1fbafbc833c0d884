import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AnalyticsQuerySchema, CompanyAnalyticsResponseSchema } from '@portal/contract';
import type { AppDeps } from '../../deps';
import { viewerOf } from '../../http/auth';
import { errorResponses } from '../../http/error-responses';
import { idParams, parseId } from '../../http/ids';
import { contentDisposition } from '../../uploads/file-name';
import { analyticsCsv } from './analytics-csv';
import { analyticsService } from './analytics-service';

/** What format=csv answers instead of JSON. */
const AnalyticsCsvSchema = z.string().describe('format=csv: the per-job table as text/csv, a header row then one row per job');

/** A company's hiring funnel: a recruiter's, for any member of the company's team (analytics.read). */
export async function analyticsRoutes(app: FastifyInstance, deps: AppDeps) {
  const service = analyticsService(deps);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // onRequest: the role is settled before the query is read, as on every company route.
  app.addHook('onRequest', app.guards.requireRecruiter);

  routes.get(
    '/:id/analytics',
    {
      schema: {
        tags: ['company'],
        summary: "The company's hiring funnel over a range of days (any member of its team; anyone else: 404)",
        description:
          'Applications are counted on the UTC day they were sent. With format=csv the answer is the per-job table as a text/csv download (a header row, then one row per job).',
        params: idParams('id'),
        querystring: AnalyticsQuerySchema,
        response: { 200: CompanyAnalyticsResponseSchema.or(AnalyticsCsvSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { from, to, format } = request.query;
      const { companyName, range, analytics } = await service.read(viewerOf(request).id, parseId(request.params.id, 'Company'), { from, to });
      if (format !== 'csv') return { success: true as const, analytics };
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', contentDisposition('attachment', `${companyName} applications ${range.from} to ${range.to}.csv`))
        .send(analyticsCsv(analytics.byJob));
    },
  );
}
