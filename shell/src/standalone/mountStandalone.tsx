import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { createPortalStore } from '@portal/shared-state';
import { guardFor } from '../guards';
import { AppHeader } from '../header/AppHeader';
import { mountApp } from '../providers';
import { everyPathRoutes } from '../providers/routeObjects';
import { ScreenLoading, type RemoteName, type ScreenModule } from '../remotes';
import { SCREEN_ROUTES } from '../screen-routes';
import { OtherRemotePage } from './OtherRemotePage';

/** Loads one of the remote's exposed screens by name, as federation would load './<screen>'. */
export type LoadScreen = (screen: string) => Promise<ScreenModule>;

/**
 * A remote's own development page: the shell's routes of `remote`, with the shell's
 * providers, header and guards around them, each screen imported from the remote's own
 * source instead of through federation. Paths that belong to other remotes show a placeholder.
 */
export function mountStandalone(remote: RemoteName, loadScreen: LoadScreen): void {
  const routes = SCREEN_ROUTES.filter((route) => route.remote === remote);
  // The standalone page's own store, persisted like the shell's, so a login here lasts a reload.
  const page = createPortalStore();
  mountApp(
    everyPathRoutes(
      <>
      <AppHeader />
      <main>
        <Suspense fallback={<ScreenLoading />}>
          <Routes>
            {routes.map(({ path, screen, access }) => {
              const Guard = guardFor(access);
              const Screen = lazy(() => loadScreen(screen));
              return (
                <Route
                  key={path}
                  path={path}
                  element={
                    <Guard>
                      <Screen />
                    </Guard>
                  }
                />
              );
            })}
            <Route path="*" element={<OtherRemotePage ownPaths={routes.map(({ path }) => path)} />} />
          </Routes>
        </Suspense>
      </main>
    </>,
    ),
    page,
  );
}
