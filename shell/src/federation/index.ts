export { loadRemoteModule, preloadRemoteModule, startFederation } from './federation';
