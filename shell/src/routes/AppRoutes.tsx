import { Route, Routes } from 'react-router-dom';
import { guardFor, LoggedInOnly, RecruiterOnly } from '../guards';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { NOTIFICATIONS_PATH } from '../notifications/paths';
import { NotificationsRoute } from '../notifications/NotificationsRoute';
import { RemoteScreen } from '../remotes';
import { SCREEN_ROUTES } from '../screen-routes';

/** The route table; each guard decides before its screen's remote is even requested. */
export const AppRoutes = () => (
  <Routes>
    {SCREEN_ROUTES.map(({ path, remote, screen, access }) => {
      const Guard = guardFor(access);
      return (
        <Route
          key={path}
          path={path}
          element={
            <Guard>
              {/* Keyed so two routes never share one screen's state. */}
              <RemoteScreen key={path} remote={remote} screen={screen} path={path} />
            </Guard>
          }
        />
      );
    })}
    {/* A page of the shell's own, beside the header's bell: any logged-in user; a visitor logs in first. */}
    <Route
      path={NOTIFICATIONS_PATH}
      element={
        <LoggedInOnly>
          <NotificationsRoute />
        </LoggedInOnly>
      }
    />
    {/* Unknown /admin paths are not found for recruiters and, as every /admin route, send others to /. */}
    <Route
      path="/admin/*"
      element={
        <RecruiterOnly>
          <NotFoundPage />
        </RecruiterOnly>
      }
    />
    <Route path="*" element={<NotFoundPage />} />
  </Routes>
);
