import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders, type AppProvidersProps } from './AppProviders';

/** Renders an app into the page's #root, inside the providers (around the page's store) and the browser router. */
export function mountApp(app: ReactNode, { store, persistor }: Pick<AppProvidersProps, 'store' | 'persistor'>): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <AppProviders store={store} persistor={persistor}>
        <BrowserRouter>{app}</BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}
