// Test helpers for the shell and the remotes: render a screen as the shell would.
export { formFieldsOf, setUpFakeApi, type Answer, type FakeApi, type ReceivedCall } from './fakeApi';
export { cellTexts } from './cellTexts';
export { currentLocation, logInAs, renderWithShell, type RenderWithShellOptions } from './renderWithShell';
export { aRecruiter, aStudent } from './users';
export { accessibilityViolations } from './axe';
