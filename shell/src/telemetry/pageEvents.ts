import { isRemoteName } from '@portal/contract/telemetry-names';
import type { PageAttribution, ShownPage, SitePart } from './pageAttribution';
import type { VitalSeen } from './webVitals';

// The page's telemetry once the browser's bootstrap started it; never on the server, whose
// render draws the same components: there every report is dropped here.
let attribution: PageAttribution | undefined;

/** Where the page's components and its federation runtime report from now on; undefined stops them. */
export function reportPageEventsTo(to: PageAttribution | undefined): void {
  attribution = to;
}

/** A page of the shell or a remote is shown at `pathname`. */
export const pageShown = (page: ShownPage, pathname: string): void => attribution?.shown(page, pathname);

/** The error boundary around `remote`'s screen caught an error. */
export const screenCrashed = (remote: SitePart): void => attribution?.failed('boundary', remote);

/** The federation runtime could not load a module of `remote` (a name from remotes.json; one the site does not know is left out). */
export function remoteFailedToLoad(remote: string): void {
  if (isRemoteName(remote)) attribution?.failed('load', remote);
}

/** An error or rejection nothing handled: the page shown now is blamed. */
export const unhandledError = (): void => attribution?.failed('unhandled');

/** A web vital, of the page shown when it happened. */
export const vitalSeen: VitalSeen = (name, value, at) => attribution?.vital(name, value, at);
