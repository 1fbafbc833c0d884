import type { ReactElement } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createPortalStore, setUser, type User } from '@portal/shared-state';
import { AppProviders } from '../providers';
import { MemoryStorage } from './MemoryStorage';

export type RenderWithShellOptions = {
  /** Where the app starts, e.g. '/login?redirect=/jobs'. */
  route?: string;
  /** The logged-in user, as if restored from localStorage; none by default. */
  user?: User | null;
};

const CurrentLocation = () => {
  const { pathname, search } = useLocation();
  return <div data-testid="current-location">{pathname + search}</div>;
};

/** The path and query the router is at now. */
export const currentLocation = (): string => screen.getByTestId('current-location').textContent ?? '';

/**
 * Renders `ui` inside the shell's providers with a fresh store and an in-memory router, and
 * resolves once the persisted state is restored (before that the providers render nothing).
 */
export async function renderWithShell(ui: ReactElement, { route = '/', user = null }: RenderWithShellOptions = {}) {
  const { store, persistor } = createPortalStore({ storage: new MemoryStorage() });
  // Set before the restore, which keeps it: the storage holds nothing to restore.
  if (user) store.dispatch(setUser(user));
  const result = render(
    <AppProviders store={store} persistor={persistor}>
      <MemoryRouter initialEntries={[route]}>
        {ui}
        <CurrentLocation />
      </MemoryRouter>
    </AppProviders>,
  );
  await waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
  return { store, ...result };
}
