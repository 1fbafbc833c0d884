import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MessageResponseSchema, SavedJobsResponseSchema } from '../../contract';
import type { AppDeps } from '../../deps';
import { viewerOf } from '../../http/auth';
import { errorResponses } from '../../http/error-responses';
import { notFound } from '../../http/http-error';
import { idParams, parseId } from '../../http/ids';
import { savedJobRepository } from './saved-job-repository';

const params = idParams('id');

/** A student's jobs saved for later (under /job): on the server, so every browser of theirs shows them. */
export async function savedJobRoutes(app: FastifyInstance, { db, jobReads }: AppDeps) {
  const saved = savedJobRepository(db);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/save/:id',
    {
      onRequest: app.guards.requireStudent,
      schema: { tags: ['job'], summary: 'Saves a job for later (students)', params, response: { 201: MessageResponseSchema, ...errorResponses(401, 403, 404) } },
    },
    async (request, reply) => {
      const jobId = parseId(request.params.id, 'Job');
      if (!(await saved.jobExists(jobId))) throw notFound('Job not found.');
      await saved.save(viewerOf(request).id, jobId);
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
        summary: "The student's saved jobs, the latest saved first (closed ones too, saying so)",
        response: { 200: SavedJobsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const viewerId = viewerOf(request).id;
      return { success: true as const, jobs: await jobReads.byIds(await saved.idsOf(viewerId), viewerId) };
    },
  );
}
