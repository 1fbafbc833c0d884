import type { ReactNode } from 'react';
import type { Persistor } from 'redux-persist';
import { GlobalStyle, PortalThemeProvider, PortalToaster } from '@portal/shared-ui';
import { PortalStateProvider, type PortalStore } from '@portal/shared-state';

export type AppProvidersProps = {
  children: ReactNode;
  /** The page's store (created by the page's entry), or a test's own. */
  store: PortalStore;
  /** The store's persistor: given, nothing renders until persisted state is restored. */
  persistor?: Persistor;
};

/**
 * Everything a screen expects around it: the store, the theme, global styles and the page's
 * one toaster. The shell renders it once; a remote's standalone page and tests render the
 * same, so screens behave alike everywhere.
 */
export const AppProviders = ({ children, store, persistor }: AppProvidersProps) => (
  <PortalStateProvider store={store} persistor={persistor}>
    <PortalThemeProvider>
      <GlobalStyle />
      {children}
      <PortalToaster />
    </PortalThemeProvider>
  </PortalStateProvider>
);
