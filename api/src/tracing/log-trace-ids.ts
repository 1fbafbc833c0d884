import { trace } from '@opentelemetry/api';

/**
 * A pino mixin: each log line written inside a span carries its trace and span ids, so a
 * request's lines (its warnings, its errors, its "request completed") lead to its trace.
 */
export function traceIdsOfActiveSpan(): { trace_id?: string; span_id?: string } {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}
