import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { AppProvidersProps } from './AppProviders';
import { appContainer, appTree } from './appTree';

/** Renders an app into the page's #root, inside the providers (around the page's store) and the browser router. */
export function mountApp(app: ReactNode, { store, persistor }: Pick<AppProvidersProps, 'store' | 'persistor'>): void {
  createRoot(appContainer()).render(appTree(app, { store, persistor }));
}
