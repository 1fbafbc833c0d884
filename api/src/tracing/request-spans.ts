import { FastifyOtelInstrumentation } from '@fastify/otel';
import { ATTR_HTTP_ROUTE, ATTR_URL_PATH } from '@opentelemetry/semantic-conventions';
import type { FastifyInstance } from 'fastify';
import { UNMATCHED_ROUTE } from '../metrics/portal-metrics';
import { routeOf } from '../metrics/request-metrics';
import type { IncomingRequestLineInSpan } from './incoming-request-line';

/**
 * A server span per request (@fastify/otel), continuing the trace of an incoming W3C
 * `traceparent`, with a child span for its handler. It is named by the route pattern the
 * metrics count it under (`GET /api/v1/job/get/:id`, a page as `GET /description/:id`), never a
 * path with ids; a path no route takes is named by its method alone. Hook spans are left out:
 * a dozen per request, they would bury the ones that tell something (the handler, its SQL, a
 * render). Registered first, so the span is active in every later hook and its log lines,
 * the "incoming request" line included (`requestLog`, the app's log controller).
 */
export async function traceRequests(app: FastifyInstance, requestLog: IncomingRequestLineInSpan): Promise<void> {
  const instrumentation = new FastifyOtelInstrumentation({
    instrumentHooks: false,
    // @fastify/otel records the URL with its query, where links carry secrets (password reset and unsubscribe tokens).
    requestHook: (span, request) => span.setAttribute(ATTR_URL_PATH, request.url.split('?')[0]!),
  });
  await app.register(instrumentation.plugin());
  app.addHook('onRequest', (request, reply, done) => {
    requestLog.writeInSpan(request, reply);
    done();
  });
  // Named as the answer goes out: a page's route is known once its handler has looked it up.
  app.addHook('onSend', async (request) => {
    const { span } = request.opentelemetry();
    if (!span) return;
    const route = routeOf(request);
    if (route === UNMATCHED_ROUTE) {
      span.updateName(request.method);
      return;
    }
    span.updateName(`${request.method} ${route}`);
    span.setAttribute(ATTR_HTTP_ROUTE, route);
  });
}
