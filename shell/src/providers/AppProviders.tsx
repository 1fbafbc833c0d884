import type { ReactNode } from 'react';
import type { Persistor } from 'redux-persist';
import { GlobalStyle, PortalThemeProvider, PortalToaster } from '@portal/shared-ui';
import { persistor as pagePersistor, PortalStateProvider, store as pageStore, type PortalStore } from '@portal/shared-state';

export type AppProvidersProps = {
  children: ReactNode;
  /** The page's store unless a test brings its own. */
  store?: PortalStore;
  persistor?: Persistor;
};

/**
 * Everything a screen expects around it: the store (nothing renders until persisted state is
 * restored), the theme, global styles and the page's one toaster. The shell renders it once;
 * a remote's standalone page and tests render the same, so screens behave alike everywhere.
 */
export const AppProviders = ({ children, store = pageStore, persistor = pagePersistor }: AppProvidersProps) => (
  <PortalStateProvider store={store} persistor={persistor}>
    <PortalThemeProvider>
      <GlobalStyle />
      {children}
      <PortalToaster />
    </PortalThemeProvider>
  </PortalStateProvider>
);
