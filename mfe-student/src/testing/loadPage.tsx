import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
// Test code, never built: the router directly (the app's code has it through @portal/shared-ui).
import { matchPath, MemoryRouter } from 'react-router-dom';
import { createPortalStore, portalApi, PortalStateProvider, type ScreenDataLoader } from '@portal/shared-state';
import { PortalThemeProvider, Route, Routes } from '@portal/shared-ui';

/**
 * A page as a server render makes it for a visitor: a store of its own, not persisted; the
 * screen's loadData run on it for `url` (the parameters of the route `path`, the query), as the
 * shell runs it; then `render`, the screen's render at `url` with that same store.
 */
export async function loadPage(loadData: ScreenDataLoader, path: string, url: string) {
  const { store } = createPortalStore({ persist: false });
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  await loadData({ params: matchPath(path, pathname)?.params ?? {}, searchParams }, store.dispatch);
  const page = (screen: ReactElement) => (
    <PortalStateProvider store={store}>
      <PortalThemeProvider>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={screen} />
          </Routes>
        </MemoryRouter>
      </PortalThemeProvider>
    </PortalStateProvider>
  );
  return {
    store,
    render: (screen: ReactElement) => render(page(screen)),
    /** The screen's markup as the server renders it (what waits for the browser is left out). */
    renderOnServer: (screen: ReactElement) => renderToString(page(screen)),
    /**
     * The server's markup of the screen, taken over by React in the browser with the same store
     * (as the shell hydrates a page with the answers the server sent). `hydrationErrors`: what
     * React found different from the server's markup (none, when the first render matched).
     */
    async hydrate(screen: ReactElement) {
      const container = document.createElement('div');
      container.innerHTML = renderToString(page(screen));
      document.body.append(container);
      const hydrationErrors = jest.fn();
      const root = await act(async () => hydrateRoot(container, page(screen), { onRecoverableError: hydrationErrors }));
      return {
        container,
        hydrationErrors,
        unmount() {
          act(() => root.unmount());
          container.remove();
        },
      };
    },
    /**
     * The cache keys of the queries asked for and not answered: a query the render starts shows
     * here at once, before its request reaches the API. A loader that asked for everything the
     * render reads, with the same arguments, leaves it empty.
     */
    runningQueries: () => store.dispatch(portalApi.util.getRunningQueriesThunk()).map(({ queryCacheKey }) => queryCacheKey),
  };
}
