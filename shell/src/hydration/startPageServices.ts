import type { PortalStore } from '@portal/shared-state';
import type { Persistor } from 'redux-persist';
import { confirmSessionOnStart } from '../session/confirmSessionOnStart';
import { warmUpFirstScreen, warmUpOnIntent } from '../warm-up';

/** What runs beside React once the page's store persists: the session is confirmed and screens are loaded ahead. */
export function startPageServices(store: PortalStore, persistor: Persistor): void {
  confirmSessionOnStart(store, persistor);
  warmUpFirstScreen(window.location.pathname, store, persistor);
  warmUpOnIntent(document, store);
}
