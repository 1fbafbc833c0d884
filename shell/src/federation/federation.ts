// The shell's only door to the Module Federation runtime: tests mock this one module.
import { loadRemote, preloadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_MANIFESTS_ELEMENT_ID } from '@portal/site/site-pages';
import { pageData } from '../config/pageData';
import type { RemotesConfig } from '../config/remotesConfig';
import { freshStartAfterFailure } from '../federation-plugins/freshStartAfterFailure';
import { loadFailuresReported } from '../federation-plugins/loadFailuresReported';
import { manifestsFetchedEarly } from '../federation-plugins/manifestsFetchedEarly';
// Not the telemetry's index: this module runs before the shared modules (React) are there.
import { remoteFailedToLoad } from '../telemetry/pageEvents';

let remotesConfig: Promise<RemotesConfig> = Promise.resolve({});
let remotesRegistered: Promise<void> = Promise.resolve();

/**
 * Registers the remotes once remotes.json has been read. The page renders meanwhile; a
 * screen that needs a remote waits for the registration. Nothing is fetched here but the
 * manifests of the remotes named in `fetchManifestsOf`, not their code. A remote whose code
 * fails to load is reported to the page's telemetry.
 */
export function startFederation(config: Promise<RemotesConfig>, fetchManifestsOf: ReadonlySet<string>): void {
  registerPlugins([freshStartAfterFailure(), loadFailuresReported(remoteFailedToLoad)]);
  remotesConfig = config;
  remotesRegistered = config.then((remotes) => {
    const early = Object.entries(remotes).filter(([name]) => fetchManifestsOf.has(name));
    registerPlugins([manifestsFetchedEarly(early.map(([, manifestUrl]) => manifestUrl), manifestsInPage())]);
    registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
  });
}

/** The remotes this page loads its screens from, as registered: name → manifest URL, whose folder is the version. */
export const registeredRemotes = (): Promise<RemotesConfig> => remotesConfig;

/** The manifests the server put in the page, by URL (see @portal/site/site-pages). */
function manifestsInPage(): Record<string, unknown> {
  const manifests = pageData(REMOTE_MANIFESTS_ELEMENT_ID);
  return typeof manifests === 'object' && manifests !== null && !Array.isArray(manifests) ? (manifests as Record<string, unknown>) : {};
}

/** Loads module `expose` (e.g. 'Login') of remote `remote`; rejects if it cannot be had. */
export async function loadRemoteModule<T>(remote: string, expose: string): Promise<T> {
  await remotesRegistered;
  const loaded = await loadRemote<T>(`${remote}/${expose}`);
  // null when an errorLoadRemote hook recovered without a stand-in module.
  if (loaded === null || loaded === undefined) throw new Error(`${remote}/${expose} could not be loaded`);
  return loaded;
}

/**
 * Downloads the files of module `expose` of remote `remote` (its remoteEntry.js and chunks, as
 * the manifest lists them) without running them: started before the shared modules are
 * there, so the first screen's code arrives while the shell's own still downloads. A failure
 * is left for the real load to report (with the remote's fallback).
 */
export function preloadRemoteModule(remote: string, expose: string): void {
  remotesRegistered
    .then(() => preloadRemote([{ nameOrAlias: remote, exposes: [expose] }]))
    .catch(() => undefined);
}
