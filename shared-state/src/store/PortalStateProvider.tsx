import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import type { PortalStore } from './createPortalStore';

export interface PortalStateProviderProps {
  store: PortalStore;
  persistor: Persistor;
  children: ReactNode;
}

/**
 * Provides the store and renders nothing until persisted state is restored
 * (or the 5 s restore time-out passes), so no screen flashes logged-out first.
 */
export function PortalStateProvider({ store, persistor, children }: PortalStateProviderProps) {
  return (
    <Provider store={store}>
      <PersistGate loading={null} persistor={persistor}>
        {children}
      </PersistGate>
    </Provider>
  );
}
