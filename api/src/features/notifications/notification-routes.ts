import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MessageResponseSchema, NotificationQuerySchema, NotificationReadBodySchema, NotificationsResponseSchema } from '@portal/contract';
import type { AppDeps } from '../../deps';
import { viewerOf } from '../../http/auth';
import { errorResponses } from '../../http/error-responses';
import { notificationService } from './notification-service';

/**
 * The caller's notifications. The bell polls the first page with the ETag it last got, so a
 * poll that finds nothing new is answered 304 without the list being read.
 */
export async function notificationRoutes(app: FastifyInstance, deps: AppDeps) {
  const notifications = notificationService(deps);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/get',
    {
      onRequest: app.guards.requireUser,
      schema: {
        tags: ['notification'],
        summary: "The caller's notifications, newest first, with the unread count",
        querystring: NotificationQuerySchema,
        response: { 200: NotificationsResponseSchema, 304: z.null().describe('Nothing changed since the ETag sent in If-None-Match'), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { limit, cursor } = request.query;
      const { etag, page } = await notifications.page(viewerOf(request).id, limit, cursor, request.headers['if-none-match']);
      reply.header('ETag', etag);
      if (!page) return reply.status(304).send(null);
      return { success: true as const, ...page };
    },
  );

  routes.post(
    '/read',
    {
      onRequest: app.guards.requireUser,
      schema: {
        tags: ['notification'],
        summary: 'Marks some of the caller’s notifications read ({ids}), or all of them ({all: true})',
        body: NotificationReadBodySchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { body } = request;
      await notifications.markRead(viewerOf(request).id, body.all ? 'all' : body.ids!.map(Number));
      return { success: true as const, message: 'Marked as read.' };
    },
  );
}
