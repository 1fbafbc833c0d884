// The server build's door to the Module Federation runtime, in place of ../federation
// (webpack.server.config.js aliases that import to this module), so RemoteScreen and
// useRemoteScreen load screens the same way on both sides.
import { createRequire } from 'node:module';
import { loadRemote, registerPlugins, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Loads a remote's server entry with require() from disk rather than over HTTP: the node runtime
 * plugin built into that entry then loads its chunks from beside it (fs + vm.Script).
 */
const entryFromDisk = (): ModuleFederationRuntimePlugin => ({
  name: 'server-entry-from-disk',
  loadEntry: ({ remoteInfo }) => createRequire(remoteInfo.entry)(remoteInfo.entry),
});

/**
 * Registers each remote's live server entry (remote name → absolute path of its
 * server/remoteEntry.js), once per process: a worker renders one site generation.
 */
export function startServerFederation(serverEntries: Record<string, string>): void {
  registerPlugins([entryFromDisk()]);
  registerRemotes(Object.entries(serverEntries).map(([name, entry]) => ({ name, entry, type: 'commonjs-module' })));
}

/** Loads module `expose` (e.g. 'Home') of remote `remote`; rejects if it cannot be had. */
export async function loadRemoteModule<T>(remote: string, expose: string): Promise<T> {
  const loaded = await loadRemote<T>(`${remote}/${expose}`);
  if (loaded === null || loaded === undefined) throw new Error(`${remote}/${expose} could not be loaded`);
  return loaded;
}
