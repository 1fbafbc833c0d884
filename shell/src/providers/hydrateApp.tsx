import { useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { RouteObject } from 'react-router-dom';
import type { AppProvidersProps } from './AppProviders';
import { appContainer, appTree } from './appTree';

// Wraps the tree from outside: a component with one child and no useId leaves the ids React
// derives from the tree's shape as the server's render made them, and outside StrictMode its
// effect runs once.
const AfterHydration = ({ run, children }: { run: () => void; children: ReactNode }) => {
  useEffect(run, [run]);
  return children;
};

/**
 * Takes over the server's markup in #root: the tree of `routes` mountApp renders, without a
 * persistor (PersistGate would render nothing first, and the server's markup would go). `onHydrated`
 * runs once the hydration is committed: a store changed from then on (restored from storage)
 * re-renders the page, whereas during the hydration it would no longer match the markup.
 */
export function hydrateApp(routes: RouteObject[], { store }: Pick<AppProvidersProps, 'store'>, onHydrated: () => void): void {
  hydrateRoot(
    appContainer(),
    <AfterHydration run={onHydrated}>{appTree(routes, { store })}</AfterHydration>,
    {
      // React has redrawn that part in the browser: the page works, but the server's render differed.
      onRecoverableError: (error, { componentStack }) => console.error('Hydration: part of the server markup was rendered again', error, componentStack),
    },
  );
}
