// A tab loading a remote from a team's dev server instead of its release. The shell's entry,
// which runs before the shared modules (React) are there, imports ./tabOverrides alone.
export { RemoteOverrideBanner } from './RemoteOverrideBanner';
export { activeRemoteOverrides } from './tabOverrides';
