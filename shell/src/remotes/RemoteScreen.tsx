import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { usePageView } from '../telemetry';
import type { RemoteName } from './contract';
import { RemoteUnavailable } from './RemoteUnavailable';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';
import { ScreenLoading } from './ScreenLoading';
import { useRemoteScreen } from './useRemoteScreen';

type RemoteScreenProps = {
  remote: RemoteName;
  screen: string;
  /** The route's pattern in the route table (/description/:id): what the page's telemetry names. */
  path: string;
};

/** One route's screen, loaded from its remote when the route is first visited, and counted as a view of it. */
export const RemoteScreen = ({ remote, screen, path }: RemoteScreenProps) => {
  const state = useRemoteScreen(remote, screen);
  const { pathname } = useLocation();
  usePageView(remote, path);

  if (state.status === 'loading') return <ScreenLoading />;
  if (state.status === 'failed') return <RemoteUnavailable retrying={state.retrying} onRetry={state.retry} />;
  return (
    <ScreenErrorBoundary remote={remote} resetKey={pathname}>
      {/* A screen that throws while rendered on the server goes out as this fallback, and the browser renders it instead. */}
      <Suspense fallback={<ScreenLoading />}>
        <state.Screen />
      </Suspense>
    </ScreenErrorBoundary>
  );
};
