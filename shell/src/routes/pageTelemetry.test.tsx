import { Link } from 'react-router-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TelemetryEvent } from '@portal/contract';
import { onCLS, onINP, onLCP, onTTFB } from 'web-vitals/attribution';
import { loadRemoteModule } from '../federation';
import { startPageTelemetry } from '../telemetry/startPageTelemetry';
import { aRecruiter } from '@portal/shared-state/testing';
import { renderWithShell } from '../testing';
import { AppRoutes, appRoutes } from './pageRoutes';

jest.mock('../federation', () => ({ loadRemoteModule: jest.fn() }));
jest.mock('web-vitals/attribution', () => ({ onCLS: jest.fn(), onINP: jest.fn(), onLCP: jest.fn(), onTTFB: jest.fn() }));

/** The versions the page runs: the folders of the manifests it registered, and the shell's live release. */
const REMOTES = {
  auth: '/remotes/auth/1.0.0-aaaaaaaaaa/mf-manifest.json',
  student: '/remotes/student/1.4.0-ab12cd34ef/mf-manifest.json',
  recruiter: '/remotes/recruiter/2.0.0-0011223344/mf-manifest.json',
};
const STUDENT = { remote: 'student', version: '1.4.0-ab12cd34ef' };
const RECRUITER = { remote: 'recruiter', version: '2.0.0-0011223344' };
const SHELL = { remote: 'shell', version: '3.0.0-5566778899' };

/** Each remote screen is a heading naming itself, with links onwards; the recruiter's AdminJobs throws while crashAdminJobs is set. */
const screenOf = (remote: string, name: string) => () => {
  if (name === 'AdminJobs' && crashAdminJobs) throw new Error('Cannot read properties of undefined');
  return (
    <>
      <h1>{`${remote}/${name}`}</h1>
      <Link to="/description/42?ref=mail">Job 42</Link>
      <Link to="/description/43">Job 43</Link>
      <Link to="/no/such/page">Broken link</Link>
    </>
  );
};
let crashAdminJobs = false;

let beacons: TelemetryEvent[][];
let stop: () => void;

/** What the page has sent once it is left (the last beacon goes on pagehide). */
async function sentOnLeaving(): Promise<TelemetryEvent[]> {
  // The versions are read asynchronously: let them arrive.
  await new Promise((resolve) => setTimeout(resolve, 0));
  window.dispatchEvent(new Event('pagehide'));
  return beacons.flat();
}

beforeEach(() => {
  beacons = [];
  crashAdminJobs = false;
  jest.mocked(loadRemoteModule).mockImplementation(async (remote, name) => ({ default: screenOf(remote, name) }));
  // The shell's release history, which the page reads for its own version.
  Object.assign(globalThis, { fetch: jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ current: SHELL.version }) })) });
  stop = startPageTelemetry({
    url: '/api/v1/telemetry',
    remotes: Promise.resolve(REMOTES),
    sendBeacon: (url, body) => {
      expect(url).toBe('/api/v1/telemetry');
      beacons.push((JSON.parse(body) as { events: TelemetryEvent[] }).events);
      return true;
    },
  });
});
afterEach(() => stop());

it("reports a view of each page moved to, by the route's pattern, for the remote that draws it and the version the page runs", async () => {
  await renderWithShell(<AppRoutes />, { routesOf: appRoutes, route: '/jobs' });
  await screen.findByRole('heading', { name: 'student/Jobs' });
  const user = userEvent.setup();
  await user.click(screen.getByRole('link', { name: 'Job 42' }));
  await screen.findByRole('heading', { name: 'student/JobDescription' });
  await user.click(screen.getByRole('link', { name: 'Job 43' }));
  await user.click(screen.getByRole('link', { name: 'Broken link' }));
  await screen.findByRole('heading', { name: 'Page not found' });

  expect(await sentOnLeaving()).toEqual([
    { kind: 'view', ...STUDENT, route: '/jobs' },
    { kind: 'view', ...STUDENT, route: '/description/:id' },
    { kind: 'view', ...STUDENT, route: '/description/:id' },
    { kind: 'view', ...SHELL, route: '*' },
  ]);
});

it('counts no view of a page whose guard sends the visitor elsewhere, only of the page they land on', async () => {
  await renderWithShell(<AppRoutes />, { routesOf: appRoutes, route: '/admin/jobs' });
  await screen.findByRole('heading', { name: 'student/Home' });
  expect(await sentOnLeaving()).toEqual([{ kind: 'view', ...STUDENT, route: '/' }]);
});

it("reports a screen that crashes, caught by its error boundary, as an error of its remote's version", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  crashAdminJobs = true;
  await renderWithShell(<AppRoutes />, { routesOf: appRoutes, route: '/admin/jobs', user: aRecruiter() });
  await screen.findByText('This part of the site is unavailable right now');

  expect(await sentOnLeaving()).toEqual([
    { kind: 'view', ...RECRUITER, route: '/admin/jobs' },
    { kind: 'error', ...RECRUITER, route: '/admin/jobs', name: 'boundary' },
  ]);
});

it('blames an error or a rejection nothing handled on the screen shown at the time, and sends no message', async () => {
  await renderWithShell(<AppRoutes />, { routesOf: appRoutes, route: '/admin/jobs', user: aRecruiter() });
  await screen.findByRole('heading', { name: 'recruiter/AdminJobs' });
  window.dispatchEvent(new ErrorEvent('error', { message: 'x is undefined', error: new TypeError('x is undefined') }));
  window.dispatchEvent(new Event('unhandledrejection'));

  expect(await sentOnLeaving()).toEqual([
    { kind: 'view', ...RECRUITER, route: '/admin/jobs' },
    { kind: 'error', ...RECRUITER, route: '/admin/jobs', name: 'unhandled' },
    { kind: 'error', ...RECRUITER, route: '/admin/jobs', name: 'unhandled' },
  ]);
});

it('watches web vitals once the page is idle, each for the page shown when it happened', async () => {
  await renderWithShell(<AppRoutes />, { routesOf: appRoutes, route: '/jobs' });
  await screen.findByRole('heading', { name: 'student/Jobs' });
  const onJobs = performance.now();
  await userEvent.setup().click(screen.getByRole('link', { name: 'Job 42' }));
  await screen.findByRole('heading', { name: 'student/JobDescription' });
  await waitFor(() => expect(onINP).toHaveBeenCalled());

  const [[ttfb]] = jest.mocked(onTTFB).mock.calls as unknown as [[(metric: object) => void]];
  const [[lcp]] = jest.mocked(onLCP).mock.calls as unknown as [[(metric: object) => void]];
  const [[inp]] = jest.mocked(onINP).mock.calls as unknown as [[(metric: object) => void]];
  const [[cls]] = jest.mocked(onCLS).mock.calls as unknown as [[(metric: object) => void]];
  ttfb({ value: 95, attribution: {} });
  lcp({ value: 1_250, attribution: { lcpEntry: { startTime: onJobs } } });
  inp({ value: 180, attribution: { interactionTime: performance.now() } });
  cls({ value: 0.04, attribution: { largestShiftTime: onJobs } });

  expect((await sentOnLeaving()).filter((event) => event.kind === 'vital')).toEqual([
    { kind: 'vital', ...STUDENT, route: '/jobs', name: 'TTFB', value: 95 },
    { kind: 'vital', ...STUDENT, route: '/jobs', name: 'LCP', value: 1_250 },
    { kind: 'vital', ...STUDENT, route: '/description/:id', name: 'INP', value: 180 },
    { kind: 'vital', ...STUDENT, route: '/jobs', name: 'CLS', value: 0.04 },
  ]);
});
