import { apiUrl } from '@portal/shared-state';
import { App } from './app/App';
import { registeredRemotes } from './federation';
import { startPage } from './hydration';
import { startPageTelemetry } from './telemetry/startPageTelemetry';

// Before the page starts, so its first view and any failure to load its screen are reported.
startPageTelemetry({ url: apiUrl('/telemetry'), remotes: registeredRemotes() });
// The page's one store is created there; the remotes' screens reach it through the providers.
startPage(<App />);
