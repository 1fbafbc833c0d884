import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MessageResponseSchema, NotificationQuerySchema, NotificationReadBodySchema, NotificationsResponseSchema } from '../../contract';
import type { AppDeps } from '../../deps';
import { viewerOf } from '../../http/auth';
import { errorResponses } from '../../http/error-responses';
import { notificationRepository } from './notification-repository';
import { toNotification } from './notification-serializer';

/**
 * The caller's notifications. The bell polls the first page: its ETag is the newest id and
 * the unread count (read flags only ever turn on, so the two name the page), so a poll that
 * finds nothing new is answered 304 after two index reads, without reading the list.
 */
export async function notificationRoutes(app: FastifyInstance, { db }: AppDeps) {
  const notifications = notificationRepository(db);
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
      const userId = viewerOf(request).id;
      const { limit, cursor } = request.query;
      const { newestId, unread } = await notifications.summary(userId);
      const etag = `"n${newestId}-u${unread}-l${limit}-c${cursor ?? ''}"`;
      reply.header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
      const rows = await notifications.page(userId, limit, cursor === undefined ? undefined : Number(cursor));
      const shown = rows.slice(0, limit);
      return {
        success: true as const,
        notifications: shown.map(toNotification),
        unread,
        nextCursor: rows.length > limit ? String(shown.at(-1)!.id) : null,
      };
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
