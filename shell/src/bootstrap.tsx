import { createPortalStore } from '@portal/shared-state';
import { App } from './app/App';
import { mountApp } from './providers';
import { confirmSessionOnStart } from './session/confirmSessionOnStart';
import { warmUpFirstScreen, warmUpOnIntent } from './warm-up';

// The page's one store, persisted in localStorage; the remotes' screens reach it through the providers.
const { store, persistor } = createPortalStore();
confirmSessionOnStart(store, persistor);
warmUpFirstScreen(window.location.pathname, store, persistor);
warmUpOnIntent(document, store);
mountApp(<App />, { store, persistor });
