import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAX_SAVED_JOBS, MessageResponseSchema, SavedJobIdsResponseSchema, SavedJobsQuerySchema, SavedJobsResponseSchema } from '@portal/contract';
import type { AppDeps } from '../../deps';
import { viewerOf } from '../../http/auth';
import { errorResponses } from '../../http/error-responses';
import { idParams, parseId } from '../../http/ids';
import { skillMatches } from '../jobs/skill-matches';
import { savedJobService } from './saved-job-service';

const params = idParams('id');

/** A student's jobs saved for later (under /job): on the server, so every browser of theirs shows them. */
export async function savedJobRoutes(app: FastifyInstance, deps: AppDeps) {
  const saved = savedJobService(deps);
  const matches = skillMatches(deps.db);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/save/:id',
    {
      onRequest: app.guards.requireStudent,
      schema: {
        tags: ['job'],
        summary: `Saves a job for later (students; at most ${MAX_SAVED_JOBS} saved)`,
        params,
        response: { 201: MessageResponseSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await saved.save(viewerOf(request).id, parseId(request.params.id, 'Job'));
      return reply.status(201).send({ success: true, message: 'Job saved.' });
    },
  );

  routes.delete(
    '/save/:id',
    {
      onRequest: app.guards.requireStudent,
      schema: { tags: ['job'], summary: 'Removes a job from the saved ones (students)', params, response: { 200: MessageResponseSchema, ...errorResponses(401, 403, 404) } },
    },
    async (request) => {
      await saved.unsave(viewerOf(request).id, parseId(request.params.id, 'Job'));
      return { success: true as const, message: 'Job removed from saved jobs.' };
    },
  );

  routes.get(
    '/saved',
    {
      onRequest: app.guards.requireStudent,
      schema: {
        tags: ['job'],
        summary: "The student's saved jobs, the latest saved first (closed ones too, saying so), a page at a time",
        querystring: SavedJobsQuerySchema,
        response: { 200: SavedJobsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { limit, cursor } = request.query;
      const [page, matchFor] = await Promise.all([saved.page(viewerOf(request).id, limit, cursor), matches.forViewer(request.viewer)]);
      return { success: true as const, ...page, jobs: page.jobs.map(matchFor) };
    },
  );

  routes.get(
    '/saved/ids',
    {
      onRequest: app.guards.requireStudent,
      schema: {
        tags: ['job'],
        summary: "The ids of all the student's saved jobs: what a Save button needs to show whether its job is saved",
        response: { 200: SavedJobIdsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ success: true as const, ids: (await saved.ids(viewerOf(request).id)).map(String) }),
  );
}
