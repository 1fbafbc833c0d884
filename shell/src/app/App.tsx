import { AppHeader } from '../header/AppHeader';
import { AppRoutes } from '../routes/AppRoutes';

/** The shell owns the header and the routes; the remotes fill in each route's screen. */
export const App = () => (
  <>
    <AppHeader />
    <main>
      <AppRoutes />
    </main>
  </>
);
