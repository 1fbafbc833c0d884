import { App } from './app/App';
import { loadRemotesConfig } from './config/remotesConfig';
import { startFederation } from './federation';
import { mountApp } from './providers';

// remotes.json is read while the page renders; a screen needing a remote waits for it.
startFederation(loadRemotesConfig());
mountApp(<App />);
