import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import type { PortalStore } from './createPortalStore';

export interface PortalStateProviderProps {
  store: PortalStore;
  /** The store's persistor, when its persisted state is restored before the app renders. */
  persistor?: Persistor;
  children: ReactNode;
}

/**
 * Provides the store. With a persistor it renders nothing until persisted state is restored
 * (or the 5 s restore time-out passes), so no screen flashes logged-out first. Without one it
 * renders at once: a server render, and a page hydrating that render, must draw the same
 * markup on their first render.
 */
export function PortalStateProvider({ store, persistor, children }: PortalStateProviderProps) {
  return (
    <Provider store={store}>
      {persistor ? (
        <PersistGate loading={null} persistor={persistor}>
          {children}
        </PersistGate>
      ) : (
        children
      )}
    </Provider>
  );
}
