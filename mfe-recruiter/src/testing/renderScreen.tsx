import type { ReactElement } from 'react';
import { Route, Routes } from '@portal/shared-ui';
import { aRecruiter } from '@portal/shared-state/testing';
import { renderWithShell } from '@portal/shell/testing';

/**
 * Renders screens as the shell does at `route` for a logged-in recruiter: each under its
 * route path, so useParams works, and every other path empty, so leaving can be observed
 * with currentLocation(). Moving between them keeps the one store, as in the browser.
 */
export const renderScreens = (screens: Record<string, ReactElement>, route: string) =>
  renderWithShell(
    <Routes>
      {Object.entries(screens).map(([path, screen]) => (
        <Route key={path} path={path} element={screen} />
      ))}
      <Route path="*" element={null} />
    </Routes>,
    { route, user: aRecruiter() },
  );

/** One screen under its route `path`, opened at `route`. */
export const renderScreen = (path: string, screen: ReactElement, route: string) => renderScreens({ [path]: screen }, route);
