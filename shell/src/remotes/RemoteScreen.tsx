import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import type { RemoteName } from './contract';
import { RemoteUnavailable } from './RemoteUnavailable';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';
import { ScreenLoading } from './ScreenLoading';
import { useRemoteScreen } from './useRemoteScreen';

type RemoteScreenProps = { remote: RemoteName; screen: string };

/** One route's screen, loaded from its remote when the route is first visited. */
export const RemoteScreen = ({ remote, screen }: RemoteScreenProps) => {
  const state = useRemoteScreen(remote, screen);
  const { pathname } = useLocation();

  if (state.status === 'loading') return <ScreenLoading />;
  if (state.status === 'failed') return <RemoteUnavailable retrying={state.retrying} onRetry={state.retry} />;
  return (
    <ScreenErrorBoundary resetKey={pathname}>
      {/* A screen that throws while rendered on the server goes out as this fallback, and the browser renders it instead. */}
      <Suspense fallback={<ScreenLoading />}>
        <state.Screen />
      </Suspense>
    </ScreenErrorBoundary>
  );
};
