import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * After a remote fails to load, registers it again from scratch so the next attempt (the
 * fallback's Retry) really goes back to the network. Without this the runtime can keep a
 * failed attempt: a manifest URL that answered with a JSON error page stays cached as a
 * rejected load for the life of the page.
 *
 * It never returns a stand-in module: the failure must reach the route, whose fallback
 * offers Retry. ('onLoad' is the stage every failed loadRemote ends in, whichever step broke.)
 */
export const freshStartAfterFailure = (): ModuleFederationRuntimePlugin => ({
  name: 'fresh-start-after-failure',
  errorLoadRemote({ lifecycle, remote, origin }) {
    if (lifecycle !== 'onLoad' || !remote) return;
    const registered = origin.options.remotes.find((candidate) => candidate.name === remote.name);
    // force drops the cached manifest, entry and module of the remote before re-adding it.
    if (registered) origin.registerRemotes([registered], { force: true });
  },
});
