import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AlertCreateBodySchema, AlertResponseSchema, AlertsResponseSchema, MessageResponseSchema, UnsubscribeQuerySchema } from '../../contract';
import type { AppDeps } from '../../deps';
import { viewerOf } from '../../http/auth';
import { errorResponses } from '../../http/error-responses';
import { HttpError, notFound } from '../../http/http-error';
import { idParams, parseId } from '../../http/ids';
import { alertRepository } from './alert-repository';
import { toAlert } from './alert-serializer';
import { unsubscribedPage } from './unsubscribed-page';

const MAX_ALERTS = 50;
const LINK_USED = 'This unsubscribe link was already used, or it is not valid.';

/** A student's job alerts (under /alert), and the one-click unsubscribe link every alert email carries. */
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
      return reply.status(201).send({ success: true, message: 'Alert created.', alert: toAlert(alert) });
    },
  );

  routes.get(
    '/get',
    {
      onRequest: app.guards.requireStudent,
      schema: { tags: ['alert'], summary: "The student's alerts, newest first", response: { 200: AlertsResponseSchema, ...errorResponses(401, 403) } },
    },
    async (request) => ({ success: true as const, alerts: (await alerts.listOf(viewerOf(request).id)).map(toAlert) }),
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

  // GET for the link in the email; POST for mail apps' one-click unsubscribe (RFC 8058).
  const unsubscribe = async (request: FastifyRequest<{ Querystring: { token: string } }>, reply: FastifyReply) => {
    const keyword = await alerts.unsubscribe(request.query.token);
    // A click in an email opens a browser, which asks for HTML; an API client asks for JSON.
    const wantsPage = (request.headers.accept ?? '').includes('text/html');
    if (keyword === null) {
      if (wantsPage) return reply.status(404).type('text/html; charset=utf-8').send(unsubscribedPage(null));
      throw notFound(LINK_USED);
    }
    if (wantsPage) return reply.type('text/html; charset=utf-8').send(unsubscribedPage(keyword));
    return { success: true as const, message: `You will get no more emails for the alert "${keyword}".` };
  };
  const unsubscribeSchema = {
    tags: ['alert'],
    summary: 'Deletes the alert the emailed link names, without logging in; the link works once',
    description: 'Answers an HTML page to a browser (Accept: text/html), JSON otherwise.',
    querystring: UnsubscribeQuerySchema,
    response: { 200: MessageResponseSchema, ...errorResponses(400, 404) },
  };
  routes.get('/unsubscribe', { schema: unsubscribeSchema }, unsubscribe);
  routes.post('/unsubscribe', { schema: unsubscribeSchema, config: { changesState: true } }, unsubscribe);
}
