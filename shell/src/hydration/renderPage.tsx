import type { ReactNode } from 'react';
import type { PortalStore } from '@portal/shared-state';
import type { Persistor } from 'redux-persist';
import { mountApp } from '../providers';
import { startPageServices } from './startPageServices';

/** Renders the page in the browser alone, replacing whatever #root holds; nothing shows until the store is restored. */
export function renderPage(app: ReactNode, { store, persistor }: { store: PortalStore; persistor: Persistor }): void {
  startPageServices(store, persistor);
  mountApp(app, { store, persistor });
}
