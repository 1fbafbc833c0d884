import type { PortalStore } from '@portal/shared-state';
import type { Persistor } from 'redux-persist';
import { warmUpScreenAt } from './warmUpScreenAt';

/**
 * Starts loading the screen of the address the page opened at as soon as the persisted user
 * is restored: its remote then downloads while React renders the first frame, not after it.
 */
export function warmUpFirstScreen(pathname: string, store: PortalStore, persistor: Persistor): void {
  const warmUp = () => warmUpScreenAt(pathname, store.getState().auth.user);
  if (persistor.getState().bootstrapped) return warmUp();
  const unsubscribe = persistor.subscribe(() => {
    if (!persistor.getState().bootstrapped) return;
    unsubscribe();
    warmUp();
  });
}
