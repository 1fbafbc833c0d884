import { App } from './app/App';
import { startPage } from './hydration';

// The page's one store is created there; the remotes' screens reach it through the providers.
startPage(<App />);
