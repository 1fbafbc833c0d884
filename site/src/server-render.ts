/**
 * How the API has a page's first screen rendered by the live shell's server build (see
 * docs/server-rendering.md). The API never imports app code: a render worker require()s the
 * shell's server build named by SSR_ENTRY_FILE and talks to it through these types.
 */

/**
 * Beside the live index.html, switched with it by a shell release: `{ "entry": "<path>" }`, the
 * shell server build's entry relative to the site folder (e.g. `server/render.1a2b3c4d.js`).
 * No such file: the site has no server renderer and every page is rendered in the browser.
 */
export const SSR_ENTRY_FILE = 'ssr-entry.json';
export type SsrEntry = { entry: string };

/** The JSON data block (see REMOTES_CONFIG_ELEMENT_ID) with the answers a server-rendered screen was rendered from. */
export const SSR_STATE_ELEMENT_ID = 'ssr-state';

/** One answer a screen read while rendering on the server, as `portalApi.util.upsertQueryEntries` takes it. */
export type ServerAnswer = { endpointName: string; arg: unknown; value: unknown };

/** One API call a screen makes while rendering on the server: a GET, path under /api/v1 with its query string. */
export type ServerApiCall = { url: string };
/** The API's answer to it, as it would have reached the browser. */
export type ServerApiAnswer = { status: number; body: unknown };

export type RendererSetup = {
  /** Remote name (remotes.json key) → absolute path of its live server remoteEntry.js; a remote not here is rendered by the browser. */
  serverEntries: Record<string, string>;
};

export type RenderPageInput = {
  /** The page's path and query string, for the router. */
  url: string;
  /** Sends a screen's call to the API as a visitor: answered in the API's own process. */
  send: (call: ServerApiCall) => Promise<ServerApiAnswer>;
  /** A render still under way after this long is aborted: what is left goes out as its fallback. */
  timeoutMs: number;
};

export type RenderedPage =
  | {
      ok: true;
      /** Everything inside #root: the shell's header, the route's screen, as the browser's first render draws them. */
      html: string;
      /** styled-components' <style> tags, for <head>. */
      styles: string;
      /** JSON of ServerAnswer[]: the browser's store starts from these and fetches none of them again. */
      state: string;
      /** Errors React recovered from by sending a Suspense fallback (that part is rendered in the browser). */
      errors: string[];
    }
  | {
      ok: false;
      /** load: the route's screen could not be loaded on the server; render: React could not render the page at all. */
      phase: 'load' | 'render';
      error: string;
    };

/** What the shell's server build exports (a CommonJS module). One renderer per site generation, in its own worker. */
export type ShellServerBuild = {
  createRenderer(setup: RendererSetup): { render(input: RenderPageInput): Promise<RenderedPage> };
};
