import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAX_SAVED_JOBS, MessageResponseSchema, SavedJobIdsResponseSchema, SavedJobsQuerySchema, SavedJobsResponseSchema } from '../../contract';
import type { AppDeps } from '../../deps';
import { viewerOf } from '../../http/auth';
import { errorResponses } from '../../http/error-responses';
import { HttpError, notFound } from '../../http/http-error';
import { idParams, parseId } from '../../http/ids';
import { decodeSavedJobCursor, encodeSavedJobCursor } from './saved-job-cursor';
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
      schema: {
        tags: ['job'],
        summary: `Saves a job for later (students; at most ${MAX_SAVED_JOBS} saved)`,
        params,
        response: { 201: MessageResponseSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const userId = viewerOf(request).id;
      const jobId = parseId(request.params.id, 'Job');
      if (!(await saved.jobExists(jobId))) throw notFound('Job not found.');
      // At the cap, saving one already saved still answers as saving it did.
      if ((await saved.countOf(userId)) >= MAX_SAVED_JOBS && !(await saved.isSaved(userId, jobId))) {
        throw new HttpError(409, `You can keep at most ${MAX_SAVED_JOBS} saved jobs. Remove one first.`);
      }
      await saved.save(userId, jobId);
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
      const viewerId = viewerOf(request).id;
      const { limit, cursor } = request.query;
      const [rows, total] = await Promise.all([saved.page(viewerId, limit, cursor === undefined ? undefined : decodeSavedJobCursor(cursor)), saved.countOf(viewerId)]);
      const shown = rows.slice(0, limit);
      return {
        success: true as const,
        jobs: await jobReads.byIds(
          shown.map((row) => Number(row.job_id)),
          viewerId,
        ),
        total,
        nextCursor: rows.length > limit ? encodeSavedJobCursor(shown.at(-1)!) : null,
      };
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
    async (request) => ({ success: true as const, ids: (await saved.idsOf(viewerOf(request).id)).map(String) }),
  );
}
