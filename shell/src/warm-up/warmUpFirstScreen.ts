import { selectRememberedUser, type PortalStore } from '@portal/shared-state';
import type { Persistor } from 'redux-persist';
import { whenRestored } from '../session/whenRestored';
import { warmUpScreenAt } from './warmUpScreenAt';

/**
 * Starts loading the screen of the address the page opened at as soon as the persisted user
 * is restored: its remote then downloads while React renders the first frame, not after it.
 */
export function warmUpFirstScreen(pathname: string, store: PortalStore, persistor: Persistor): void {
  whenRestored(persistor, () => warmUpScreenAt(pathname, selectRememberedUser(store.getState())));
}
