import { persistor, store } from '@portal/shared-state';
import { App } from './app/App';
import { mountApp } from './providers';
import { confirmSessionOnStart } from './session/confirmSessionOnStart';
import { warmUpFirstScreen, warmUpOnIntent } from './warm-up';

confirmSessionOnStart(store, persistor);
warmUpFirstScreen(window.location.pathname, store, persistor);
warmUpOnIntent(document, store);
mountApp(<App />);
