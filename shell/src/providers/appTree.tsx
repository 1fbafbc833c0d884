import { StrictMode } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders, type AppProvidersProps } from './AppProviders';

/** The element React renders into, or hydrates. */
export function appContainer(): HTMLElement {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  return container;
}

/**
 * The page's whole tree around its `routes` (appRoutes): one definition for rendering and for
 * hydrating, so a hydrating page's tree is the one the server rendered inside the same
 * providers. Called once per page: it makes the page's router.
 */
export const appTree = (routes: RouteObject[], { store, persistor }: Pick<AppProvidersProps, 'store' | 'persistor'>) => (
  <StrictMode>
    <AppProviders store={store} persistor={persistor}>
      <RouterProvider router={createBrowserRouter(routes)} />
    </AppProviders>
  </StrictMode>
);
