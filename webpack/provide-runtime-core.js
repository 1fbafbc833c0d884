// A federation runtime plugin of the host: it hands the host's own runtime to the remotes,
// whose production builds leave theirs out (experiments.externalRuntime). It does what
// provideExternalRuntime's plugin does, but imports the runtime's ES module build: that
// plugin's CommonJS build brought a second, CommonJS copy of the runtime into the shell.
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

export default function provideRuntimeCore() {
  return {
    name: 'provide-runtime-core',
    beforeInit(args) {
      // The global name the remotes' builds read the runtime from.
      runtimeCore.Global._FEDERATION_RUNTIME_CORE = runtimeCore;
      return args;
    },
  };
}
