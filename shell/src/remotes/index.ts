export { RemoteScreen } from './RemoteScreen';
export type { RemoteName, ScreenModule } from './contract';
