import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Tells `onLoadFailure` which remote's code failed to load (its manifest, its entry or the
 * module), once per failed load: at 'onLoad', the stage every failed loadRemote ends in. It
 * never returns a stand-in module: the failure still reaches the route, whose fallback offers
 * Retry.
 */
export const loadFailuresReported = (onLoadFailure: (remote: string) => void): ModuleFederationRuntimePlugin => ({
  name: 'load-failures-reported',
  errorLoadRemote({ lifecycle, remote, id }) {
    if (lifecycle !== 'onLoad') return;
    // The id is "<remote>/<module>" as loadRemote was asked for it.
    onLoadFailure(remote?.name ?? id.split('/', 1)[0]!);
  },
});
