export { RemoteScreen } from './RemoteScreen';
export { preloadScreen } from './useRemoteScreen';
export type { RemoteName, ScreenModule } from './contract';
