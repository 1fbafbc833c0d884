// Renders a screen as the shell would, for the shell's and the remotes' tests; what does not need the shell is in @portal/test-support.
export { currentLocation, logInAs, renderWithShell, type RenderWithShellOptions } from './renderWithShell';
export { dropSessionHint, holdSessionHint } from './sessionHint';
