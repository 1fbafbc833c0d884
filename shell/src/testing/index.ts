// Test helpers for the shell and the remotes: render a screen as the shell would.
export { anApiError } from './apiError';
export { currentLocation, renderWithShell, type RenderWithShellOptions } from './renderWithShell';
export { aRecruiter, aStudent } from './users';
