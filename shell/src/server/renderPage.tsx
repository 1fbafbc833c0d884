import type { RenderedPage, RenderPageInput, ServerAnswer } from '@portal/api/contract/server-render';
import { ServerStyleSheet } from 'styled-components';
import { createPortalStore, portalApi, type PortalStore } from '@portal/shared-state';
import { errorText } from './errorText';
import { loadRouteScreen } from './routeScreen';
import { renderToHtml } from './renderToHtml';
import { serverAnswers } from './serverAnswers';
import { ServerPage } from './ServerPage';
import { serverApiRequest } from './serverApiRequest';

/**
 * The hooks start their queries while rendering on a server, so a render is followed by waiting
 * for them and rendering again with their answers; a query that needs another's answer starts
 * only in the render after. Three renders cover the screens' longest chain.
 */
const MAX_RENDERS = 3;

/** Resolves once every query settled, or after `ms` (a later answer is then fetched by the browser). */
function settled(queries: Promise<unknown>[], ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, Math.max(0, ms))));
  return Promise.race([Promise.allSettled(queries).then(() => undefined), timeUp]).finally(() => clearTimeout(timer));
}

/** Renders the page until no query is running (or the time is up) and answers the last render. */
async function renderWithData(store: PortalStore, url: string, deadline: number): Promise<RenderedPage> {
  // A failed query starts again in the next render (and draws its loading state, as the browser's
  // first render will): waiting for it again would only ask the API the same thing.
  const awaited = new Set<string>();
  for (let render = 1; ; render++) {
    // One style sheet per render: a render's styles must not gather in styled-components' global sheet.
    const sheet = new ServerStyleSheet();
    try {
      const { html, errors, ready } = await renderToHtml<ServerAnswer[]>(sheet.collectStyles(<ServerPage store={store} url={url} />), deadline - performance.now(), () =>
        serverAnswers(store.getState()),
      );
      const running = store.dispatch(portalApi.util.getRunningQueriesThunk()).filter(({ queryCacheKey }) => !awaited.has(queryCacheKey));
      if (running.length === 0 || render === MAX_RENDERS || performance.now() >= deadline) {
        return { ok: true, html, styles: sheet.getStyleTags(), state: JSON.stringify(ready), errors };
      }
      for (const { queryCacheKey } of running) awaited.add(queryCacheKey);
      await settled(running, deadline - performance.now());
    } finally {
      sheet.seal();
    }
  }
}

/**
 * Renders the page at `url` for a visitor: the route's screen loaded first, the screen's data
 * fetched through `send` with a store of this request's own, the markup and styles of the
 * page's first render in the browser, and the answers that render used.
 */
export async function renderPage({ url, send, timeoutMs }: RenderPageInput, serverRemotes: ReadonlySet<string>): Promise<RenderedPage> {
  const deadline = performance.now() + timeoutMs;
  try {
    await loadRouteScreen(url, serverRemotes);
  } catch (error) {
    return { ok: false, phase: 'load', error: errorText(error) };
  }
  const { store } = createPortalStore({ persist: false, extra: { request: serverApiRequest(send) } });
  try {
    return await renderWithData(store, url, deadline);
  } catch (error) {
    return { ok: false, phase: 'render', error: errorText(error) };
  } finally {
    // RTK Query keeps an answer 60 s after its last use, with a timer that holds the whole store.
    store.dispatch(portalApi.util.resetApiState());
  }
}
