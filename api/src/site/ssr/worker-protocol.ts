import type { RenderedPage, ServerApiAnswer, ServerApiCall } from '../../contract/server-render';

/** What a render worker starts with: the generation it renders. */
export type WorkerSetup = { shellEntry: string; serverEntries: Record<string, string> };

/** The API thread to a worker: render a page, or the answer to one of its API calls. */
export type ToWorker = { kind: 'render'; id: number; url: string; timeoutMs: number } | { kind: 'answer'; callId: number; answer: ServerApiAnswer };

/** A worker to the API thread: an API call a render makes, or a rendered page. */
export type FromWorker =
  | { kind: 'call'; id: number; callId: number; call: ServerApiCall }
  | { kind: 'rendered'; id: number; page: RenderedPage };
