import type { RouteObject } from 'react-router-dom';
import type { PortalStore } from '@portal/shared-state';
import type { Persistor } from 'redux-persist';
import { mountApp } from '../providers';
import { startPageServices } from './startPageServices';

/** Renders the page in the browser alone, replacing whatever #root holds; nothing shows until the store is restored. */
export function renderPage(routes: RouteObject[], { store, persistor }: { store: PortalStore; persistor: Persistor }): void {
  startPageServices(store, persistor);
  mountApp(routes, { store, persistor });
}
