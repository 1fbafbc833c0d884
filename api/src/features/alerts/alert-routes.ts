import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AlertCreateBodySchema, AlertResponseSchema, AlertsResponseSchema, MessageResponseSchema } from '@portal/contract';
import type { AppDeps } from '../../deps';
import { viewerOf } from '../../http/auth';
import { errorResponses } from '../../http/error-responses';
import { idParams, parseId } from '../../http/ids';
import { alertService } from './alert-service';

/** A student's job alerts (under /alert); the unsubscribe link their emails carry is in unsubscribe-routes. */
export async function alertRoutes(app: FastifyInstance, deps: AppDeps) {
  const alerts = alertService(deps);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/create',
    {
      onRequest: app.guards.requireStudent,
      schema: {
        tags: ['alert'],
        summary: 'Saves a search as an alert: new jobs matching it are notified and emailed (instant or as a daily digest)',
        body: AlertCreateBodySchema,
        response: { 201: AlertResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const alert = await alerts.create(viewerOf(request).id, request.body);
      return reply.status(201).send({ success: true, message: 'Alert created.', alert });
    },
  );

  routes.get(
    '/get',
    {
      onRequest: app.guards.requireStudent,
      schema: { tags: ['alert'], summary: "The student's alerts, newest first", response: { 200: AlertsResponseSchema, ...errorResponses(401, 403) } },
    },
    async (request) => ({ success: true as const, alerts: await alerts.list(viewerOf(request).id) }),
  );

  routes.delete(
    '/delete/:id',
    {
      onRequest: app.guards.requireStudent,
      schema: { tags: ['alert'], summary: 'Deletes one of the student’s alerts', params: idParams('id'), response: { 200: MessageResponseSchema, ...errorResponses(401, 403, 404) } },
    },
    async (request) => {
      await alerts.delete(viewerOf(request).id, parseId(request.params.id, 'Alert'));
      return { success: true as const, message: 'Alert deleted.' };
    },
  );
}
