import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders';

/** Renders an app into the page's #root inside the providers and the browser router. */
export function mountApp(app: ReactNode): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>{app}</BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}
