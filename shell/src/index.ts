import { loadRemotesConfig } from './config/remotesConfig';
import { startFederation } from './federation';
import { mayVisit } from './guards/mayVisit';
import { SCREEN_ROUTES } from './routes/routeTable';

// The remotes with a screen a visitor may see: their manifests are fetched at once. No one
// is known to be logged in yet, and a visitor fetches nothing of the others.
const OPEN_REMOTES = new Set(SCREEN_ROUTES.filter(({ access }) => mayVisit(access, null)).map(({ remote }) => remote));

// Started while the shared modules download (none of this needs them): remotes.json is read
// and those manifests fetched, so the first screen waits for neither.
startFederation(loadRemotesConfig(), OPEN_REMOTES);
// The async boundary: shared singletons are negotiated before any app code runs.
import('./bootstrap');
