import { context, SpanStatusCode } from '@opentelemetry/api';
import type { RenderOutcome, Send } from '../site/ssr/render-pool';
import { inSpan } from './in-span';

/**
 * One server render of a page as a span, named by the page's route pattern. The screen's API
 * calls come back from the render worker as messages, which carry no async context: `send` is
 * bound to the render's span, so each call (its request span, its SQL) nests under the render.
 * A page sent unrendered (the worker failed, the budget ran out) marks the span failed.
 */
export function inRenderSpan(route: string, send: Send, render: (send: Send) => Promise<RenderOutcome>): Promise<RenderOutcome> {
  return inSpan(`render ${route}`, { 'portal.page.route': route }, async (span) => {
    const outcome = await render(context.bind(context.active(), send));
    if (!outcome.ok) span.setStatus({ code: SpanStatusCode.ERROR, message: `${outcome.phase}: ${outcome.error}` });
    return outcome;
  });
}
