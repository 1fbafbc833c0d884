import type { ReactElement } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { authEndpoints, createPortalStore, PERSIST_KEY, PERSIST_VERSION, type PortalStore, type User } from '@portal/shared-state';
import { memoryStorage, persistedRoot } from '@portal/shared-state/testing';
import { AppProviders } from '../providers';
import { everyPathRoutes } from '../providers/routeObjects';
import { confirmSessionOnStart } from '../session/confirmSessionOnStart';

export type RenderWithShellOptions = {
  /** Where the app starts, e.g. '/login?redirect=/jobs'. */
  route?: string;
  /** The logged-in user, as the server confirmed them at start; none by default. */
  user?: User | null;
  /** A user remembered from an earlier visit whose session the server has not confirmed yet. */
  remembered?: User;
  /** Confirms the session with the API as the page does at start (a remembered user or the session hint makes it ask). */
  confirmSession?: boolean;
  /** The router's routes around `ui`: drawn at every path unless told (appRoutes: `ui` as the layout of the shell's route table, as App is). */
  routesOf?: (ui: ReactElement) => RouteObject[];
};

const CurrentLocation = () => {
  const { pathname, search } = useLocation();
  return <div data-testid="current-location">{pathname + search}</div>;
};

/** Puts `user` in the store as the server confirms a logged-in user at start. */
export const logInAs = (store: PortalStore, user: User) =>
  store.dispatch(authEndpoints.util.upsertQueryData('me', undefined, { success: true, user }));

/** The path and query the router is at now. */
export const currentLocation = (): string => screen.getByTestId('current-location').textContent ?? '';

/**
 * Renders `ui` inside the shell's providers with a fresh store and an in-memory router of the
 * page's kind (a data router: forms may ask before leaving), and resolves once the persisted
 * state is restored (before that the providers render nothing).
 */
export async function renderWithShell(ui: ReactElement, { route = '/', user = null, remembered, confirmSession = false, routesOf = everyPathRoutes }: RenderWithShellOptions = {}) {
  const storage = memoryStorage(remembered && { [`persist:${PERSIST_KEY}`]: persistedRoot({ auth: { user: remembered } }, PERSIST_VERSION) });
  const { store, persistor } = createPortalStore({ storage });
  // Set before the restore, which keeps it: the storage holds nothing to restore.
  if (user) await logInAs(store, user);
  if (confirmSession) confirmSessionOnStart(store, persistor);
  const result = render(
    <AppProviders store={store} persistor={persistor}>
      <RouterProvider
        router={createMemoryRouter(
          routesOf(
            <>
              {ui}
              <CurrentLocation />
            </>,
          ),
          { initialEntries: [route] },
        )}
      />
    </AppProviders>,
  );
  await waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
  return { store, ...result };
}
