import { StaticRouterProvider } from 'react-router-dom';
import type { PortalStore } from '@portal/shared-state';
import { App } from '../app/App';
import { AppProviders } from '../providers/AppProviders';
import { appRoutes } from '../routes/pageRoutes';
import { serverRouting, type ServerRouting } from './serverRouting';

type ServerPageProps = { store: PortalStore; routing: ServerRouting };

/** The router of the page at `url`, for ServerPage: made once per page, whatever the number of renders. */
export const serverPageRouting = serverRouting(appRoutes(<App />));

/**
 * The page as the browser's mountApp renders it, without what a server cannot have: no
 * StrictMode (it only adds checks), a static router at the request's URL (no hydration data
 * in the markup: no route loads anything), and no persistor (a visitor's store starts
 * empty, so the header draws its logged-out form on both sides).
 */
export const ServerPage = ({ store, routing }: ServerPageProps) => (
  <AppProviders store={store}>
    <StaticRouterProvider router={routing.router} context={routing.context} hydrate={false} />
  </AppProviders>
);
