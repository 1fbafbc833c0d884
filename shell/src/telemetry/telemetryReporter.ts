import type { TelemetryEvent } from '@portal/contract';
import { TELEMETRY_LIMITS } from '@portal/contract/telemetry-names';

/** While events wait, a beacon goes at least this often: a page left open still reports. */
export const SEND_EVERY_MS = 10_000;
/** Events kept while the browser refuses beacons (over its quota, offline): the oldest go first. */
const MAX_WAITING = 10 * TELEMETRY_LIMITS.eventsPerBeacon;

/** Queues one beacon; false when the browser would not take it (navigator.sendBeacon's answer). */
export type SendBeacon = (url: string, body: string) => boolean;

export type TelemetryReporter = {
  report(event: TelemetryEvent): void;
  /** Stops listening and sending (what waits is dropped). */
  stop(): void;
};

export type TelemetryReporterOptions = {
  /** Where beacons go: POST /api/v1/telemetry under the page's API base URL. */
  url: string;
  sendBeacon?: SendBeacon;
  everyMs?: number;
};

const EMPTY_BEACON_BYTES = JSON.stringify({ events: [] }).length;
const bytesOf = (text: string) => new TextEncoder().encode(text).length;

/** How many of the first events fit in one beacon: at most 50, and at most 16 KB of JSON (always one). */
function eventsInOneBeacon(events: readonly TelemetryEvent[]): number {
  let bytes = EMPTY_BEACON_BYTES;
  let count = 0;
  for (const event of events.slice(0, TELEMETRY_LIMITS.eventsPerBeacon)) {
    bytes += bytesOf(JSON.stringify(event)) + (count > 0 ? 1 : 0);
    if (count > 0 && bytes > TELEMETRY_LIMITS.bodyBytes) break;
    count += 1;
  }
  return count;
}

/**
 * Nothing that could name a person leaves the page: an error's message is left out (it may
 * quote what someone typed), and a route is cut at any query string or fragment.
 */
function withNothingPersonal(event: TelemetryEvent): TelemetryEvent {
  const route = event.route.split(/[?#]/, 1)[0]!;
  if (event.kind === 'error') return { kind: 'error', remote: event.remote, version: event.version, route, name: event.name };
  return { ...event, route };
}

/**
 * Batches the page's telemetry into beacons (navigator.sendBeacon: it is sent even as the page
 * goes away): when the page is hidden or left, the last moments a page surely runs, and every
 * 10 s while events wait. A string beacon goes as text/plain, which the API reads as JSON.
 */
export function startTelemetryReporter({ url, sendBeacon = (to, body) => navigator.sendBeacon(to, body), everyMs = SEND_EVERY_MS }: TelemetryReporterOptions): TelemetryReporter {
  let waiting: TelemetryEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const sendWaiting = () => {
    clearTimeout(timer);
    timer = undefined;
    while (waiting.length > 0) {
      const count = eventsInOneBeacon(waiting);
      if (!sendBeacon(url, JSON.stringify({ events: waiting.slice(0, count) }))) break;
      waiting = waiting.slice(count);
    }
    if (waiting.length > 0) timer = setTimeout(sendWaiting, everyMs);
  };
  const sendWhenHidden = () => {
    if (document.visibilityState === 'hidden') sendWaiting();
  };
  window.addEventListener('pagehide', sendWaiting);
  document.addEventListener('visibilitychange', sendWhenHidden);

  return {
    report(event) {
      waiting.push(withNothingPersonal(event));
      if (waiting.length > MAX_WAITING) waiting = waiting.slice(-MAX_WAITING);
      timer ??= setTimeout(sendWaiting, everyMs);
    },
    stop() {
      window.removeEventListener('pagehide', sendWaiting);
      document.removeEventListener('visibilitychange', sendWhenHidden);
      clearTimeout(timer);
      waiting = [];
    },
  };
}
