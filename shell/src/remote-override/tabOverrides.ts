import { REMOTE_OVERRIDE_ORIGINS_ELEMENT_ID, REMOTE_OVERRIDE_PARAMETER } from '@portal/site/site-pages';
import { pageData } from '../config/pageData';
import type { RemotesConfig } from '../config/remotesConfig';
import { SCREEN_ROUTES } from '../screen-routes';
import { storedOverrideValues, storeOverrideValues } from './overrideStorage';
import { checkedOverride, overrideValue, type RemoteOverride } from './remoteOverride';

const KNOWN_REMOTES: ReadonlySet<string> = new Set(SCREEN_ROUTES.map(({ remote }) => remote));

// Read once, when the page starts: a page runs the remotes it registered until it is left.
let active: readonly RemoteOverride[] = [];

/** REMOTE_OVERRIDE_ORIGINS as the server put it in the page; a page without the list allows none. */
function allowedOriginsInPage(): string[] {
  const origins = pageData(REMOTE_OVERRIDE_ORIGINS_ELEMENT_ID);
  return Array.isArray(origins) ? origins.filter((origin): origin is string => typeof origin === 'string') : [];
}

/**
 * Reads the tab's overrides, before the federation registers any remote: those kept for the
 * tab, then those the address asks for (`search`), which win for their remote. Each is
 * checked again against the page's allowed origins, so one the site no longer allows is
 * dropped; whatever is ignored is named in a console warning. The rest are kept for the tab,
 * so moves inside the page and reloads keep them.
 */
export function startRemoteOverrides(search: string = window.location.search): readonly RemoteOverride[] {
  const rules = { allowedOrigins: allowedOriginsInPage(), knownRemotes: KNOWN_REMOTES };
  const byRemote = new Map<string, RemoteOverride>();
  for (const value of [...storedOverrideValues(), ...new URLSearchParams(search).getAll(REMOTE_OVERRIDE_PARAMETER)]) {
    const override = checkedOverride(value, rules);
    if (typeof override === 'string') console.warn(`Ignored ${REMOTE_OVERRIDE_PARAMETER}=${value}: ${override}.`);
    else byRemote.set(override.remote, override);
  }
  active = [...byRemote.values()];
  storeOverrideValues(active.map(overrideValue));
  return active;
}

/** The overrides this page runs with (none on the server, which never starts them). */
export const activeRemoteOverrides = (): readonly RemoteOverride[] => active;

/** `config` with each overridden remote's manifest replaced. */
export const withRemoteOverrides = (config: RemotesConfig, overrides: readonly RemoteOverride[]): RemotesConfig => ({
  ...config,
  ...Object.fromEntries(overrides.map(({ remote, manifestUrl }) => [remote, manifestUrl])),
});

/** Forgets the tab's overrides and loads this page again without them (`leave`: the navigation to its address). */
export function stopRemoteOverrides(leave: (url: string) => void = (url) => window.location.replace(url)): void {
  storeOverrideValues([]);
  const url = new URL(window.location.href);
  url.searchParams.delete(REMOTE_OVERRIDE_PARAMETER);
  leave(url.href);
}
