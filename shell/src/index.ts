import { SSR_STATE_ELEMENT_ID } from '@portal/site/server-render';
import { loadRemotesConfig } from './config/remotesConfig';
import { preloadRemoteModule, startFederation } from './federation';
import { mayVisit } from './guards/mayVisit';
import { afterFirstPaint } from './hydration/afterFirstPaint';
import { startRemoteOverrides, withRemoteOverrides } from './remote-override/tabOverrides';
import { SCREEN_ROUTES, screenRouteAt } from './screen-routes';

// The remotes with a screen a visitor may see: their manifests are fetched at once. No one
// is known to be logged in yet, and a visitor fetches nothing of the others.
const OPEN_REMOTES = new Set(SCREEN_ROUTES.filter(({ access }) => mayVisit(access, null)).map(({ remote }) => remote));

function start(): void {
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
}

// This script is deferred: when it has downloaded before the page is parsed, the browser runs
// it as parsing ends, before it paints. A page the server drew is painted first, so its screen
// shows as soon as it is parsed; a page without markup has nothing to show before the shell.
if (document.getElementById(SSR_STATE_ELEMENT_ID)) afterFirstPaint(start);
else start();
