import { loadRemotesConfig } from './config/remotesConfig';
import { preloadRemoteModule, startFederation } from './federation';
import { mayVisit } from './guards/mayVisit';
import { startRemoteOverrides, withRemoteOverrides } from './remote-override/tabOverrides';
import { SCREEN_ROUTES, screenRouteAt } from './screen-routes';

// The remotes with a screen a visitor may see: their manifests are fetched at once. No one
// is known to be logged in yet, and a visitor fetches nothing of the others.
const OPEN_REMOTES = new Set(SCREEN_ROUTES.filter(({ access }) => mayVisit(access, null)).map(({ remote }) => remote));

// Started while the shared modules download (none of this needs them): remotes.json is read
// and those manifests fetched, so the first screen waits for neither. A remote this tab loads
// from a team's dev server (?remote-override=) is swapped in before any is registered.
const overrides = startRemoteOverrides();
startFederation(loadRemotesConfig().then((config) => withRemoteOverrides(config, overrides)), OPEN_REMOTES);
// The files of this address's screen, when a visitor may see it: they download beside the
// shell's own instead of after them (bootstrap then runs them, see src/warm-up/).
const firstScreen = screenRouteAt(window.location.pathname);
if (firstScreen && mayVisit(firstScreen.access, null)) preloadRemoteModule(firstScreen.remote, firstScreen.screen);
// The async boundary: shared singletons are negotiated before any app code runs.
import('./bootstrap');
