import type { FastifyReply } from 'fastify';

/** Adds a field to the answer's Vary header, keeping what other plugins (CORS, compression) put there. */
export function addVary(reply: FastifyReply, field: string): void {
  const fields = String(reply.getHeader('Vary') ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (fields.some((item) => item === '*' || item.toLowerCase() === field.toLowerCase())) return;
  reply.header('Vary', [...fields, field].join(', '));
}
