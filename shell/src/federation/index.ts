export { loadRemoteModule, startFederation } from './federation';
