import styled from 'styled-components';
import { Footer } from '@portal/shared-ui';
import { AppHeader } from '../header/AppHeader';
import { RouteTitle } from '../page-title/RouteTitle';
import { RemoteOverrideBanner } from '../remote-override';
import { AppRoutes } from '../routes/pageRoutes';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { useFocusMainOnNavigation } from './useFocusMainOnNavigation';
import { useSessionEndNotice } from '../session/useSessionEndNotice';

// At least a window high under the header: the footer starts below the first screen, so a
// screen that grows as its data arrives never moves it while it is in view.
const Main = styled.main`
  min-height: calc(100vh - ${({ theme }) => theme.sizes.header});
`;

/** The shell owns the header, the footer and the routes; the remotes fill in each route's screen. */
export const App = () => {
  useSessionEndNotice();
  useFocusMainOnNavigation();
  return (
    <>
      <RouteTitle />
      <SkipLink />
      <RemoteOverrideBanner />
      <AppHeader />
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <AppRoutes />
      </Main>
      <Footer />
    </>
  );
};
