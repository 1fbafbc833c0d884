/**
 * The telemetry's names and limits, and how a release's version is read off its URL: what the
 * browser's reporter and the server share. Plain constants with no imports: the browser
 * bundles them (the schemas are in telemetry.ts).
 */

/** The parts of the site a release ships: the shell and each remote (remotes.json's keys). */
export const REMOTE_NAMES = ['shell', 'auth', 'student', 'recruiter'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
export const isRemoteName = (value: string): value is RemoteName => (REMOTE_NAMES as readonly string[]).includes(value);

/**
 * How a remote failed in the field: its code did not load (the federation runtime's
 * errorLoadRemote), its error boundary caught an error, an error or rejection went unhandled
 * while its screen was shown, or the server's render of its screen failed. Browsers report
 * the first three; the server counts its own renders.
 */
export const REMOTE_ERROR_KINDS = ['load', 'boundary', 'unhandled', 'render'] as const;
export type RemoteErrorKind = (typeof REMOTE_ERROR_KINDS)[number];
export const BROWSER_ERROR_KINDS = ['load', 'boundary', 'unhandled'] as const satisfies readonly RemoteErrorKind[];

/** Reported as the web-vitals package reports them: milliseconds, CLS a unitless score. */
export const WEB_VITAL_NAMES = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];

/** One beacon at most: a larger body is 413, more events 400. */
export const TELEMETRY_LIMITS = { bodyBytes: 16 * 1024, eventsPerBeacon: 50 } as const;

/**
 * The version a remote's manifest URL names: a release is published in a folder of its own,
 * `…/remotes/<name>/<version>/mf-manifest.json` (ci/release/switch.ts), wherever it is hosted.
 */
export function remoteVersion(name: string, manifestUrl: unknown): string | undefined {
  if (typeof manifestUrl !== 'string') return undefined;
  let pathname: string;
  try {
    pathname = new URL(manifestUrl, 'http://site').pathname;
  } catch {
    return undefined;
  }
  const segments = pathname.split('/');
  const at = segments.length - 4;
  return at >= 0 && segments[at] === 'remotes' && segments[at + 1] === name && segments[at + 3] === 'mf-manifest.json' && segments[at + 2] ? segments[at + 2] : undefined;
}
