import { AppHeader } from '../header/AppHeader';
import { AppRoutes } from '../routes/AppRoutes';
import { useSessionEndNotice } from '../session/useSessionEndNotice';

/** The shell owns the header and the routes; the remotes fill in each route's screen. */
export const App = () => {
  useSessionEndNotice();
  return (
    <>
      <AppHeader />
      <main>
        <AppRoutes />
      </main>
    </>
  );
};
