import { createRoot } from 'react-dom/client';
import type { RouteObject } from 'react-router-dom';
import type { AppProvidersProps } from './AppProviders';
import { appContainer, appTree } from './appTree';

/** Renders the page's `routes` into its #root, inside the providers (around the page's store) and the browser router. */
export function mountApp(routes: RouteObject[], { store, persistor }: Pick<AppProvidersProps, 'store' | 'persistor'>): void {
  createRoot(appContainer()).render(appTree(routes, { store, persistor }));
}
