import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Fastify writes a request's "incoming request" line before any hook runs, so before its span
 * starts, where the line could not carry the trace id. Traced, the line waits: the hook right
 * after the one that starts the span writes it (`writeInSpan`), with the ids every later line
 * has. A request that runs no hook (a malformed URL, refused before routing, never traced) gets
 * its line just after, as the waiting ends.
 */
export class IncomingRequestLineInSpan extends LogController {
  private readonly waiting = new WeakSet<FastifyRequest>();

  override incomingRequest(request: FastifyRequest, reply: FastifyReply): void {
    this.waiting.add(request);
    queueMicrotask(() => this.writeInSpan(request, reply));
  }

  writeInSpan(request: FastifyRequest, reply: FastifyReply): void {
    if (this.waiting.delete(request)) super.incomingRequest(request, reply);
  }
}
