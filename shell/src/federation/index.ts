export { loadRemoteModule, preloadRemoteModule, registeredRemotes, startFederation } from './federation';
