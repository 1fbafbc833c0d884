import type { RenderedPage, ServerApiAnswer, ServerApiCall } from '@portal/site/server-render';

/** What a render worker starts with: the generation it renders. */
export type WorkerSetup = { shellEntry: string; serverEntries: Record<string, string> };

/**
 * An API answer as it crosses to a worker: its body as the text the API sent, parsed by the
 * worker. Posting the parsed object would have the API thread parse it and then copy it field
 * by field (structured clone); a string is copied whole, and parsed where it is read.
 */
export type AnswerText = { status: number; text: string };

/** The API thread to a worker: render a page, or the answer to one of its API calls. */
export type ToWorker = { kind: 'render'; id: number; url: string; timeoutMs: number } | { kind: 'answer'; callId: number; answer: AnswerText };

/** A worker to the API thread: an API call a render makes, or a rendered page. */
export type FromWorker =
  | { kind: 'call'; id: number; callId: number; call: ServerApiCall }
  | { kind: 'rendered'; id: number; page: RenderedPage };

/** An answer as the screen's client reads it: JSON parsed; anything else (an empty 204, say) as its text, as the browser's client would. */
export function answerOf({ status, text }: AnswerText): ServerApiAnswer {
  try {
    return { status, body: JSON.parse(text) as unknown };
  } catch {
    return { status, body: text };
  }
}
