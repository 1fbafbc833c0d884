import { AppHeader } from '../header/AppHeader';
import { RouteTitle } from '../page-title/RouteTitle';
import { AppRoutes } from '../routes/AppRoutes';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { useSessionEndNotice } from '../session/useSessionEndNotice';

/** The shell owns the header and the routes; the remotes fill in each route's screen. */
export const App = () => {
  useSessionEndNotice();
  return (
    <>
      <RouteTitle />
      <SkipLink />
      <AppHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <AppRoutes />
      </main>
    </>
  );
};
