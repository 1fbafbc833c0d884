import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AlertCreateBodySchema, AlertResponseSchema, AlertsResponseSchema, MessageResponseSchema } from '../../contract';
import type { AppDeps } from '../../deps';
import { viewerOf } from '../../http/auth';
import { errorResponses } from '../../http/error-responses';
import { HttpError, notFound } from '../../http/http-error';
import { idParams, parseId } from '../../http/ids';
import { alertRepository } from './alert-repository';
import { toAlert } from './alert-serializer';

const MAX_ALERTS = 50;

/** A student's job alerts (under /alert); the unsubscribe link their emails carry is in unsubscribe-routes. */
export async function alertRoutes(app: FastifyInstance, { db }: AppDeps) {
  const alerts = alertRepository(db);
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
      const userId = viewerOf(request).id;
      if ((await alerts.countOf(userId)) >= MAX_ALERTS) throw new HttpError(409, `You can keep at most ${MAX_ALERTS} alerts. Delete one first.`);
      const alert = await db.transaction().execute((trx) => alertRepository(trx).create(userId, request.body));
      return reply.status(201).send({ success: true, message: 'Alert created.', alert: toAlert(alert, await alerts.companyNamesOf([alert])) });
    },
  );

  routes.get(
    '/get',
    {
      onRequest: app.guards.requireStudent,
      schema: { tags: ['alert'], summary: "The student's alerts, newest first", response: { 200: AlertsResponseSchema, ...errorResponses(401, 403) } },
    },
    async (request) => {
      const rows = await alerts.listOf(viewerOf(request).id);
      const companyNames = await alerts.companyNamesOf(rows);
      return { success: true as const, alerts: rows.map((row) => toAlert(row, companyNames)) };
    },
  );

  routes.delete(
    '/delete/:id',
    {
      onRequest: app.guards.requireStudent,
      schema: { tags: ['alert'], summary: 'Deletes one of the student’s alerts', params: idParams('id'), response: { 200: MessageResponseSchema, ...errorResponses(401, 403, 404) } },
    },
    async (request) => {
      if (!(await alerts.deleteOwn(viewerOf(request).id, parseId(request.params.id, 'Alert')))) throw notFound('Alert not found.');
      return { success: true as const, message: 'Alert deleted.' };
    },
  );
}
