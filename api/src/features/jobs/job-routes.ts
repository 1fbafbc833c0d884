import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminJobsResponseSchema,
  JobListResponseSchema,
  JobMutationResponseSchema,
  JobPostBodySchema,
  JobResponseSchema,
  JobSearchQuerySchema,
  JobUpdateBodySchema,
} from '../../contract';
import type { AppDeps } from '../../deps';
import { todayIso } from '../../db/time';
import { viewerOf } from '../../http/auth';
import { errorResponses } from '../../http/error-responses';
import { notFound } from '../../http/http-error';
import { idParams, parseId } from '../../http/ids';
import { sendJson } from '../../http/send-json';
import { toSearchAnswer } from './job-reads';
import { jobService } from './job-service';
import { decodeCursor } from './search-cursor';

const params = idParams('id');

export async function jobRoutes(app: FastifyInstance, deps: AppDeps) {
  const service = jobService(deps);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { jobReads } = deps;

  routes.get(
    '/get',
    {
      onRequest: app.guards.optionalUser,
      schema: {
        tags: ['job'],
        summary: 'Search jobs (public), newest first',
        description:
          'Case-insensitive substring search on title, description or location, served by a trigram index. All parameters optional; `limit` defaults to 50, at most 100. `total` counts every match; follow `nextCursor` for the next page.',
        querystring: JobSearchQuerySchema,
        response: { 200: JobListResponseSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { keyword, location, jobType, salaryMin, salaryMax, limit, cursor } = request.query;
      const filters = { openOn: todayIso(), keywords: keyword, location: location || undefined, jobType: jobType || undefined, salaryMin, salaryMax };
      const page = { limit, cursor: cursor ? decodeCursor(cursor) : null };
      if (!request.viewer) return sendJson(reply, await jobReads.anonymousSearchAnswer(filters, page));
      return toSearchAnswer(await jobReads.search(filters, page, request.viewer.id));
    },
  );

  routes.get(
    '/get/:id',
    {
      onRequest: app.guards.optionalUser,
      schema: { tags: ['job'], summary: 'One job (public)', params, response: { 200: JobResponseSchema, ...errorResponses(404) } },
    },
    async (request, reply) => {
      const id = parseId(request.params.id, 'Job');
      if (!request.viewer) return sendJson(reply, await jobReads.anonymousJobAnswer(id));
      const [job] = await jobReads.byIds([id], request.viewer.id);
      if (!job) throw notFound('Job not found.');
      return { success: true as const, job };
    },
  );

  routes.get(
    '/getadminjobs',
    {
      onRequest: app.guards.requireRecruiter,
      schema: {
        tags: ['job'],
        summary: "The recruiter's own jobs, newest first",
        response: { 200: AdminJobsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      return { success: true as const, jobs: await service.listOwn(viewerOf(request).id) };
    },
  );

  routes.post(
    '/post',
    {
      onRequest: app.guards.requireRecruiter,
      schema: {
        tags: ['job'],
        summary: 'Post a job for one of the recruiter’s companies',
        body: JobPostBodySchema,
        response: { 201: JobMutationResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const job = await service.post(viewerOf(request).id, request.body);
      return reply.status(201).send({ success: true, message: 'New job created successfully.', job });
    },
  );

  routes.put(
    '/update/:id',
    {
      onRequest: app.guards.requireRecruiter,
      schema: {
        tags: ['job'],
        summary: 'Update a job (its poster only)',
        description: 'Every field of job/post is optional; a job may only be moved to a company the recruiter owns.',
        params,
        body: JobUpdateBodySchema,
        response: { 200: JobMutationResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const job = await service.update(viewerOf(request).id, parseId(request.params.id, 'Job'), request.body);
      return { success: true as const, message: 'Job updated successfully.', job };
    },
  );
}
