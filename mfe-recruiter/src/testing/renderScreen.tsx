import type { ReactElement } from 'react';
import { Route, Routes } from '@portal/shared-ui';
import { aRecruiter, renderWithShell } from '@portal/shell/testing';

/**
 * Renders a screen as the shell does at `route` for a logged-in recruiter: under its route
 * `path`, so useParams works, and with every other path empty, so leaving can be observed
 * with currentLocation().
 */
export const renderScreen = (path: string, screen: ReactElement, route: string) =>
  renderWithShell(
    <Routes>
      <Route path={path} element={screen} />
      <Route path="*" element={null} />
    </Routes>,
    { route, user: aRecruiter() },
  );
