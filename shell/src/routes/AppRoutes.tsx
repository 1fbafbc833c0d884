import { isScreenRoute } from '@portal/site/site-pages';
import { Route, Routes } from 'react-router-dom';
import { guardFor, RecruiterOnly } from '../guards';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { RemoteScreen } from '../remotes';
import { PAGE_ROUTES, type PageRoute } from '../screen-routes';
import { SHELL_PAGES } from './shellPages';

/** A route's page: its remote's screen, or the shell's own page (not found if the shell has none by that path). */
function PageOf({ route }: { route: PageRoute }) {
  if (!isScreenRoute(route)) {
    const ShellPage = SHELL_PAGES[route.path] ?? NotFoundPage;
    return <ShellPage />;
  }
  // Keyed so two routes never share one screen's state.
  return <RemoteScreen key={route.path} remote={route.remote} screen={route.screen} path={route.path} />;
}

/** The route table; each guard decides before its screen's remote is even requested. */
export const AppRoutes = () => (
  <Routes>
    {PAGE_ROUTES.map((route) => {
      const Guard = guardFor(route.access);
      return (
        <Route
          key={route.path}
          path={route.path}
          element={
            <Guard>
              <PageOf route={route} />
            </Guard>
          }
        />
      );
    })}
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
