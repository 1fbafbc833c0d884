import { persistor, store } from '@portal/shared-state';
import { App } from './app/App';
import { mountApp } from './providers';
import { warmUpFirstScreen, warmUpOnIntent } from './warm-up';

warmUpFirstScreen(window.location.pathname, store, persistor);
warmUpOnIntent(document, store);
mountApp(<App />);
