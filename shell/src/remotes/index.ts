export { RemoteScreen } from './RemoteScreen';
export { ScreenLoading } from './ScreenLoading';
export { preloadScreen } from './useRemoteScreen';
export type { RemoteName, ScreenModule } from './contract';
