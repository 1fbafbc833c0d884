// What the page's screens report to. The browser's bootstrap starts the telemetry itself
// (./startPageTelemetry, with web-vitals, which the server's build never needs); the federation
// module, which runs before the shared modules are there, imports ./pageEvents alone.
export type { SitePart } from './pageAttribution';
export { screenCrashed } from './pageEvents';
export { usePageView } from './usePageView';
