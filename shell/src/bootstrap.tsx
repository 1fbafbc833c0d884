import { apiUrl } from '@portal/shared-state';
import { App } from './app/App';
import { registeredRemotes } from './federation';
import { appRoutes } from './routes/pageRoutes';
import { startPage } from './hydration';
import { activeRemoteOverrides } from './remote-override';
import { startPageTelemetry } from './telemetry/startPageTelemetry';

// A tab running a team's own build of a remote reports nothing: it would count as the live versions'.
const overridden = activeRemoteOverrides().length > 0;
// Before the page starts, so its first view and any failure to load its screen are reported.
if (!overridden) startPageTelemetry({ url: apiUrl('/telemetry'), remotes: registeredRemotes() });
// The page's one store is created there; the remotes' screens reach it through the providers.
// The server drew its markup with the live releases: a tab with an override draws its own.
startPage(appRoutes(<App />), { hydrate: !overridden });
