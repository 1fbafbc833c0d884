import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ScreenErrorBoundary, ScreenLoading } from '../remotes';
import { usePageView } from '../telemetry';
import { NOTIFICATIONS_PATH } from './paths';

// Only logged-in users open this page: its code is downloaded when they first do (or point at
// a link to it), so a visitor's first page goes without it.
const loadPage = () => import(/* webpackChunkName: "notifications-page" */ './NotificationsPage').then(({ NotificationsPage }) => ({ default: NotificationsPage }));

// React keeps a failed download as the page's outcome: Retry needs a new lazy page, and webpack
// downloads a chunk that failed again when asked again.
let LazyPage = lazy(loadPage);

/** Starts downloading the page's code before it is visited. */
export function preloadNotificationsPage(): void {
  loadPage().catch(() => undefined);
}

/** /notifications: the page, with the loading frame while its code downloads and Retry if that fails. */
export const NotificationsRoute = () => {
  const { pathname } = useLocation();
  usePageView('shell', NOTIFICATIONS_PATH);
  const [Page, setPage] = useState(() => LazyPage);
  const retry = () => {
    LazyPage = lazy(loadPage);
    setPage(() => LazyPage);
  };
  return (
    <ScreenErrorBoundary remote="shell" resetKey={pathname} onRetry={retry}>
      <Suspense fallback={<ScreenLoading />}>
        <Page />
      </Suspense>
    </ScreenErrorBoundary>
  );
};
