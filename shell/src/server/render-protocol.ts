// SSR spike: what the API process and a render worker say to each other (plain JSON).

/** A worker's start-up data: the server entry of each remote of its site generation. */
export type WorkerSetup = {
  /** Remote name (remotes.json key) → absolute path of its server remoteEntry.js. */
  serverEntries: Record<string, string>;
  /** A render still under way after this long is aborted: the browser renders what is left. */
  timeoutMs: number;
};

/** An RTK Query cache entry the screen will read, as `portalApi.util.upsertQueryEntries` takes it. */
export type PreloadedEntry = { endpointName: string; arg: unknown; value: unknown };

export type RenderRequest = {
  /** The page's path and query, for the router. */
  url: string;
  remote: string;
  screen: string;
  /** The answers the screen asks for on its first render, fetched by the caller. */
  preloaded: PreloadedEntry[];
};

export type RenderReply =
  | {
      ok: true;
      /** The screen's markup, providers included (what goes in #root). */
      html: string;
      /** styled-components' <style> tags for <head>. */
      styles: string;
      /** JSON of the answers the screen rendered with (PreloadedEntry[]): the browser's store starts from them. */
      state: string;
      /** Errors React recovered from by sending a Suspense fallback (rendered in the browser instead). */
      errors: string[];
      ms: { load: number; store: number; render: number; styles: number };
    }
  | {
      ok: false;
      /** load: the remote's server code failed to load; shell: React could not render at all; worker: the worker failed or died. */
      phase: 'load' | 'shell' | 'worker';
      error: string;
      ms: { load: number };
    };

export type WorkerReply = RenderReply & { id: number; heapUsedMB: number; rssMB: number };

/** What the pool sends a worker: a render, or (spike) a request for its heap after a full GC. */
export type WorkerMessage = (RenderRequest & { id: number; kind?: 'render' }) | { id: number; kind: 'heap' };
