import type { RemotesConfig } from '../config/remotesConfig';
import { pageAttribution } from './pageAttribution';
import { reportPageEventsTo, unhandledError, vitalSeen } from './pageEvents';
import { releaseVersions } from './releaseVersions';
import { startTelemetryReporter, type SendBeacon } from './telemetryReporter';
import { watchWebVitals, whenIdleAfterLoad } from './webVitals';

export type PageTelemetryOptions = {
  /** POST /telemetry under the API base URL the page calls. */
  url: string;
  /** The remotes the page registered with the federation runtime: name → manifest URL. */
  remotes: Promise<RemotesConfig>;
  sendBeacon?: SendBeacon;
};

/**
 * Starts the page's real-user telemetry, in the browser only: page views, errors and web vitals,
 * each named after the remote and version behind it (pageAttribution.ts), batched into beacons
 * (telemetryReporter.ts). Returns what stops it.
 */
export function startPageTelemetry({ url, remotes, sendBeacon }: PageTelemetryOptions): () => void {
  const reporter = startTelemetryReporter({ url, sendBeacon });
  reportPageEventsTo(pageAttribution({ versionOf: releaseVersions(remotes), report: reporter.report }));
  window.addEventListener('error', unhandledError);
  window.addEventListener('unhandledrejection', unhandledError);
  whenIdleAfterLoad(() => {
    // Without its chunk (a failed download) the page reports all but vitals.
    watchWebVitals(vitalSeen).catch(() => undefined);
  });
  return () => {
    reporter.stop();
    reportPageEventsTo(undefined);
    window.removeEventListener('error', unhandledError);
    window.removeEventListener('unhandledrejection', unhandledError);
  };
}
