import type { TelemetryEvent } from '@portal/contract';
import { SEND_EVERY_MS, startTelemetryReporter, type TelemetryReporter } from './telemetryReporter';

const BEACON_URL = '/api/v1/telemetry';
const student = { remote: 'student', version: '1.4.0-ab12cd34' };
const view = (route = '/description/:id'): TelemetryEvent => ({ kind: 'view', ...student, route });

/** The beacons the page sent, as the API receives them. */
let beacons: { url: string; events: Record<string, unknown>[] }[];
let accepting: boolean;
let reporter: TelemetryReporter;

const sendBeacon = (url: string, body: string) => {
  if (!accepting) return false;
  expect(typeof body).toBe('string');
  beacons.push({ url, events: (JSON.parse(body) as { events: Record<string, unknown>[] }).events });
  return true;
};

const setVisibility = (state: 'hidden' | 'visible') => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
};

beforeEach(() => {
  jest.useFakeTimers();
  beacons = [];
  accepting = true;
  reporter = startTelemetryReporter({ url: BEACON_URL, sendBeacon });
});
afterEach(() => {
  reporter.stop();
  setVisibility('visible');
  jest.useRealTimers();
});

it('sends what waits in one beacon every 10 s, and nothing while nothing waits', () => {
  reporter.report(view());
  reporter.report({ kind: 'vital', ...student, route: '/jobs', name: 'LCP', value: 1830 });
  jest.advanceTimersByTime(SEND_EVERY_MS - 1);
  expect(beacons).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(beacons).toEqual([{ url: BEACON_URL, events: [view(), { kind: 'vital', ...student, route: '/jobs', name: 'LCP', value: 1830 }] }]);
  jest.advanceTimersByTime(5 * SEND_EVERY_MS);
  expect(beacons).toHaveLength(1);
});

it('sends at once when the page is left or hidden, not when it is shown again', () => {
  reporter.report(view());
  window.dispatchEvent(new Event('pagehide'));
  expect(beacons).toHaveLength(1);
  reporter.report(view('/jobs'));
  setVisibility('visible');
  expect(beacons).toHaveLength(1);
  setVisibility('hidden');
  expect(beacons.map((beacon) => beacon.events)).toEqual([[view()], [view('/jobs')]]);
  // Nothing left to send: the timer sends no empty beacon.
  jest.advanceTimersByTime(SEND_EVERY_MS);
  expect(beacons).toHaveLength(2);
});

it('puts at most 50 events in a beacon, in the order they happened', () => {
  const events = Array.from({ length: 120 }, (_, i) => view(`/route-${i}`));
  for (const event of events) reporter.report(event);
  window.dispatchEvent(new Event('pagehide'));
  expect(beacons.map((beacon) => beacon.events.length)).toEqual([50, 50, 20]);
  expect(beacons.flatMap((beacon) => beacon.events)).toEqual(events);
});

it('keeps each beacon within 16 KB', () => {
  const long = { remote: 'student', version: 'v'.repeat(100) };
  for (let i = 0; i < 50; i++) reporter.report({ kind: 'view', ...long, route: `/${'r'.repeat(190)}/${i}` });
  window.dispatchEvent(new Event('pagehide'));
  expect(beacons.length).toBe(2);
  expect(beacons.flatMap((beacon) => beacon.events)).toHaveLength(50);
  for (const beacon of beacons) expect(new TextEncoder().encode(JSON.stringify({ events: beacon.events })).length).toBeLessThanOrEqual(16 * 1024);
});

it("keeps what the browser would not take, and tries again 10 s later", () => {
  accepting = false;
  reporter.report(view());
  window.dispatchEvent(new Event('pagehide'));
  expect(beacons).toEqual([]);
  accepting = true;
  jest.advanceTimersByTime(SEND_EVERY_MS);
  expect(beacons.map((beacon) => beacon.events)).toEqual([[view()]]);
});

it("sends no error message and no query string: only the remote, its version, the route's pattern and what happened", () => {
  reporter.report({ kind: 'error', ...student, route: '/description/:id?ref=mail#apply', name: 'boundary', message: 'Cannot read jane@example.com' });
  window.dispatchEvent(new Event('pagehide'));
  expect(beacons[0]!.events).toEqual([{ kind: 'error', ...student, route: '/description/:id', name: 'boundary' }]);
  expect(JSON.stringify(beacons)).not.toContain('jane@example.com');
});

it('sends nothing once stopped', () => {
  reporter.report(view());
  reporter.stop();
  window.dispatchEvent(new Event('pagehide'));
  jest.advanceTimersByTime(SEND_EVERY_MS);
  expect(beacons).toEqual([]);
});
