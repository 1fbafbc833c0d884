import type { FastifyReply } from 'fastify';

/**
 * Sends JSON that was serialized, and checked against the route's response schema, before:
 * with the content type set, Fastify sends a string as it is instead of serializing it again.
 */
export function sendJson(reply: FastifyReply, body: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}
