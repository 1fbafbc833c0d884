import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { guardFor } from '../guards';
import { AppHeader } from '../header/AppHeader';
import { mountApp } from '../providers';
import { SCREEN_ROUTES } from '../routes/routeTable';
import { OtherRemotePage } from './OtherRemotePage';

/** Route path (as in the shell's route table) → the screen that renders it. */
export type StandaloneScreens = Record<string, ComponentType>;

/**
 * A remote's own development page: its screens with the shell's providers, header and
 * guards around them, imported directly instead of through federation. Paths that belong
 * to other remotes show a placeholder.
 */
export function mountStandalone(screens: StandaloneScreens): void {
  const paths = Object.keys(screens);
  mountApp(
    <>
      <AppHeader />
      <main>
        <Routes>
          {paths.map((path) => {
            const route = SCREEN_ROUTES.find((candidate) => candidate.path === path);
            if (!route) throw new Error(`${path} is not in the shell's route table`);
            const Guard = guardFor(route.access);
            const Screen = screens[path]!;
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
          <Route path="*" element={<OtherRemotePage ownPaths={paths} />} />
        </Routes>
      </main>
    </>,
  );
}
