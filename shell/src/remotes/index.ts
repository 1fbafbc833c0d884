export { RemoteScreen } from './RemoteScreen';
export { ScreenErrorBoundary } from './ScreenErrorBoundary';
export { ScreenLoading } from './ScreenLoading';
export { preloadScreen } from './useRemoteScreen';
export type { RemoteName, ScreenModule } from './contract';
