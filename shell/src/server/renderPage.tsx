import type { RenderedPage, RenderPageInput } from '@portal/site/server-render';
import { ServerStyleSheet } from 'styled-components';
import { createPortalStore, portalApi, type PortalStore } from '@portal/shared-state';
import { CachedStyles } from './CachedStyles';
import { errorText } from './errorText';
import { loadRouteScreen, type RouteScreen } from './routeScreen';
import { renderToHtml } from './renderToHtml';
import { serverAnswers } from './serverAnswers';
import { ServerPage, serverPageRouting } from './ServerPage';
import { serverApiRequest } from './serverApiRequest';

/**
 * The hooks start their queries while rendering on a server: a query the screen's loadData did
 * not ask for is found by rendering, waited for, and the page rendered again with its answer (a
 * query that needs another's answer starts only in the render after). Three renders cover the
 * screens' longest chain.
 */
const MAX_RENDERS = 3;

/** Resolves once every query settled, or after `ms` (a later answer is then fetched by the browser). */
function settled(queries: Promise<unknown>[], ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, Math.max(0, ms))));
  return Promise.race([Promise.allSettled(queries).then(() => undefined), timeUp]).finally(() => clearTimeout(timer));
}

/** The keys of the store's queries in `status`. */
const queriesIn = (store: PortalStore, status: 'fulfilled' | 'rejected'): Set<string> =>
  new Set(Object.entries(store.getState()[portalApi.reducerPath].queries).flatMap(([key, query]) => (query?.status === status ? [key] : [])));

/**
 * Asks for the screen's data as its loadData says, before the first render, so the page is
 * rendered once. A loader that throws is passed over: rendering finds what the screen reads.
 */
async function loadScreenData({ module, page }: RouteScreen, store: PortalStore, deadline: number): Promise<void> {
  const { loadData } = module;
  if (!loadData) return;
  await settled([Promise.resolve().then(() => loadData(page, store.dispatch))], deadline - performance.now());
}

/** Renders the page until it shows every answer it asked for (or the time is up) and answers the last render. */
async function renderWithData(store: PortalStore, url: string, deadline: number): Promise<RenderedPage> {
  // A failed query starts again in the next render (and draws its loading state, as the browser's
  // first render will): waiting for it again would only ask the API the same thing.
  const awaited = queriesIn(store, 'rejected');
  const routing = await serverPageRouting(url);
  for (let render = 1; ; render++) {
    // What this render reads: an answer that arrives while it renders is not in its markup, so
    // it is not sent with it either (the browser would hydrate other markup than the server's).
    const answers = serverAnswers(store.getState());
    const answeredBefore = queriesIn(store, 'fulfilled');
    // One style sheet per render: a render's styles must not gather in styled-components' global
    // sheet. Their compiled CSS is kept across renders (CachedStyles).
    const sheet = new ServerStyleSheet();
    try {
      const page = (
        <CachedStyles>
          <ServerPage store={store} routing={routing} />
        </CachedStyles>
      );
      const { html, errors } = await renderToHtml(sheet.collectStyles(page), deadline - performance.now());
      const running = store.dispatch(portalApi.util.getRunningQueriesThunk()).filter(({ queryCacheKey }) => !awaited.has(queryCacheKey));
      const answeredDuring = [...queriesIn(store, 'fulfilled')].some((key) => !answeredBefore.has(key));
      if ((running.length === 0 && !answeredDuring) || render === MAX_RENDERS || performance.now() >= deadline) {
        return { ok: true, html, styles: sheet.getStyleTags(), state: JSON.stringify(answers), errors };
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
 * fetched through `send` with a store of this request's own (what its loadData names, before
 * the first render), the markup and styles of the page's first render in the browser, and the
 * answers that render used.
 */
export async function renderPage({ url, send, timeoutMs }: RenderPageInput, serverRemotes: ReadonlySet<string>): Promise<RenderedPage> {
  const deadline = performance.now() + timeoutMs;
  let screen: RouteScreen | undefined;
  try {
    screen = await loadRouteScreen(url, serverRemotes);
  } catch (error) {
    return { ok: false, phase: 'load', error: errorText(error) };
  }
  const { store } = createPortalStore({ persist: false, extra: { request: serverApiRequest(send) } });
  try {
    if (screen) await loadScreenData(screen, store, deadline);
    return await renderWithData(store, url, deadline);
  } catch (error) {
    return { ok: false, phase: 'render', error: errorText(error) };
  } finally {
    // RTK Query keeps an answer 60 s after its last use, with a timer that holds the whole store.
    store.dispatch(portalApi.util.resetApiState());
  }
}
