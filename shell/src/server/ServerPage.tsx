import { StaticRouter } from 'react-router-dom';
import type { PortalStore } from '@portal/shared-state';
import { App } from '../app/App';
import { AppProviders } from '../providers/AppProviders';

type ServerPageProps = { store: PortalStore; url: string };

/**
 * The page as the browser's mountApp renders it, without what a server cannot have: no
 * StrictMode (it only adds checks), a static router at the request's URL, and no persistor (a
 * visitor's store starts empty, so the header draws its logged-out form on both sides).
 */
export const ServerPage = ({ store, url }: ServerPageProps) => (
  <AppProviders store={store}>
    <StaticRouter location={url}>
      <App />
    </StaticRouter>
  </AppProviders>
);
