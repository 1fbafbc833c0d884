import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './http-error';

export const BODY_TOO_SLOW = 'The request took too long to arrive';

/**
 * Cuts off a request whose body has not fully arrived within the request timeout. Node's own
 * requestTimeout did not: it is checked every 30 s and a body stalled after its headers was
 * cut off only after 89 s with REQUEST_TIMEOUT_MS at 2 s (measured), holding a socket, a
 * temporary file and a pool slot all that time.
 *
 * Whoever is reading the body (the JSON parser, the multipart reader) is handed the error, so
 * the route ends through the error handler with a 408 and the connection closes after it;
 * destroying the request instead would take the socket down before the answer is written.
 * A body nobody reads yet has no one to answer: its connection is simply closed.
 */
export const bodyDeadline = fp<{ timeoutMs: number }>(async function bodyDeadlinePlugin(app: FastifyInstance, { timeoutMs }) {
  app.addHook('onRequest', (request, reply, done) => {
    const incoming = request.raw;
    if (incoming.complete) return done();
    const timer = setTimeout(() => {
      if (incoming.complete || reply.sent) return;
      reply.header('Connection', 'close');
      if (incoming.listenerCount('error') > 0) incoming.emit('error', new HttpError(408, BODY_TOO_SLOW));
      else incoming.socket.destroy();
    }, timeoutMs);
    const stop = () => clearTimeout(timer);
    incoming.once('end', stop);
    reply.raw.once('close', stop);
    done();
  });
});
