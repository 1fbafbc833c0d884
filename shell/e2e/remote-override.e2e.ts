import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { remoteVersion } from '@portal/contract/telemetry-names';
import { freePort } from '@portal/test-support/listening';
import { accessibilityViolations } from '../../ci/e2e/support/axe';
import { cspViolations, DESKTOP, launchBrowser, screenshot } from '../../ci/e2e/support/browser';
import { isInsideViewport, scrollsSideways } from '../../ci/e2e/support/layout';
import { startPortal, type Portal } from '../../ci/e2e/support/portal';

/**
 * A team runs its build of the student remote on a server of its own (here a copy of the
 * released build, served from another origin as a dev server would) and opens the live site
 * with ?remote-override=. The portal allows that origin only (REMOTE_OVERRIDE_ORIGINS).
 */
let portal: Portal;
let browser: Browser;
let devServer: http.Server;
let devOrigin: string;
let copyDir: string;

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css', '.map': 'application/json' };

/** Serves `dir` at `port` as webpack's dev server serves a remote: any origin may fetch it. */
function serveFolder(dir: string, port: number): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const file = path.join(dir, path.normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://any').pathname)));
    if (!file.startsWith(`${dir}${path.sep}`) || !fs.statSync(file, { throwIfNoEntry: false })?.isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'Access-Control-Allow-Origin': '*' });
    fs.createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  const port = await freePort();
  devOrigin = `http://127.0.0.1:${port}`;
  portal = await startPortal({ REMOTE_OVERRIDE_ORIGINS: devOrigin });
  const remotes = JSON.parse(fs.readFileSync(path.join(portal.siteDir, 'remotes.json'), 'utf8')) as Record<string, unknown>;
  const live = path.join(portal.siteDir, 'remotes/student', remoteVersion('student', remotes.student)!);
  copyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'student-dev-'));
  fs.cpSync(live, copyDir, { recursive: true });
  devServer = await serveFolder(copyDir, port);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => (devServer ? devServer.close(resolve) : resolve(undefined)));
  await portal?.stop();
  if (copyDir) fs.rmSync(copyDir, { recursive: true, force: true });
});

type Tab = { context: BrowserContext; page: Page; errors: string[]; warnings: string[]; fromDevServer: string[]; telemetry: string[] };

/** A fresh tab recording what the CSP blocked, uncaught errors, console warnings, and what it asked the dev server and the telemetry for. */
async function openTab(viewport = DESKTOP): Promise<Tab> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const tab: Tab = { context, page, errors: cspViolations(page), warnings: [], fromDevServer: [], telemetry: [] };
  page.on('pageerror', (error) => tab.errors.push(error.message));
  page.on('console', (message) => message.type() === 'warning' && tab.warnings.push(message.text()));
  context.on('request', (request) => {
    if (request.url().startsWith(devOrigin)) tab.fromDevServer.push(new URL(request.url()).pathname);
    if (isTelemetry(request.url())) tab.telemetry.push(request.url());
  });
  return tab;
}

const overrideQuery = () => `remote-override=student@${devOrigin}/mf-manifest.json`;
const banner = (page: Page) => page.getByRole('region', { name: 'Remote override' });
const BANNER_TEXT = () => `Student remote from ${new URL(devOrigin).host} · Stop`;
/** The banner's text once it is filled in (just after it appears, for screen readers to announce). */
async function bannerText(page: Page): Promise<string | null> {
  await banner(page).getByRole('status').getByText(/ remote from /).waitFor();
  return banner(page).textContent();
}
const jobsHeading = (page: Page) => page.getByRole('heading', { name: 'Jobs', exact: true, level: 1 });
const loginHeading = (page: Page) => page.getByRole('heading', { name: 'Login', exact: true });

const isTelemetry = (url: string) => url.endsWith('/api/v1/telemetry');
// A page with events to report beacons them within 10 s (SEND_EVERY_MS, shell/src/telemetry/).
const BEACON_WITHIN_MS = 10_000;
/** The page's telemetry beacon, sent while it is open. */
const beaconFrom = (page: Page) => page.waitForRequest((request) => isTelemetry(request.url()), { timeout: BEACON_WITHIN_MS + 5_000 });

it('runs the student remote from the allowed origin under a banner, through moves and reloads, and Stop goes back to the live site', async () => {
  const { context, page, errors, fromDevServer, telemetry } = await openTab();
  try {
    const first = await page.goto(`${portal.baseUrl}/jobs?${overrideQuery()}`);
    // Drawn by the browser with a build the server does not have: neither rendered there nor kept.
    expect(first!.headers()['cache-control']).toBe('no-store');
    await jobsHeading(page).waitFor();
    expect(await bannerText(page)).toBe(BANNER_TEXT());
    expect(fromDevServer).toEqual(expect.arrayContaining(['/mf-manifest.json', '/remoteEntry.js']));
    await screenshot(page, 'remote-override-01-banner');

    // Moves inside the page, then a reload of an address without the parameter: still the dev server's.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Browse' }).click();
    await page.getByRole('heading', { name: /Search Results/ }).waitFor();
    expect(await bannerText(page)).toBe(BANNER_TEXT());
    // A page of another remote, whose live version such a tab must not report for either.
    await page.getByRole('link', { name: 'Login', exact: true }).click();
    await loginHeading(page).waitFor();
    fromDevServer.length = 0;
    await page.reload();
    await loginHeading(page).waitFor();
    expect(await bannerText(page)).toBe(BANNER_TEXT());
    expect(fromDevServer).toContain('/mf-manifest.json');
    // Left open past the time a page's views are beaconed in: none was reported.
    await new Promise((resolve) => setTimeout(resolve, BEACON_WITHIN_MS + 2_000));
    expect(telemetry).toEqual([]);

    // Stop, from the keyboard: the page loads again with the live releases, and reports again.
    await banner(page).getByRole('button', { name: 'Stop' }).focus();
    const reported = beaconFrom(page);
    await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
    await loginHeading(page).waitFor();
    expect(new URL(page.url()).searchParams.has('remote-override')).toBe(false);
    expect(await banner(page).count()).toBe(0);
    await reported;
    fromDevServer.length = 0;
    await page.goto(`${portal.baseUrl}/jobs`);
    await jobsHeading(page).waitFor();
    expect(fromDevServer).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

it('fits a 360 px phone and meets WCAG 2.2 AA with the banner', async () => {
  const { context, page, errors } = await openTab({ width: 360, height: 740 });
  try {
    await page.goto(`${portal.baseUrl}/jobs?${overrideQuery()}`);
    await jobsHeading(page).waitFor();
    expect(await bannerText(page)).toBe(BANNER_TEXT());
    await screenshot(page, 'remote-override-02-banner-phone');
    expect(await isInsideViewport(page, 'section[aria-label="Remote override"]')).toBe(true);
    expect(await scrollsSideways(page)).toBe(false);
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

it('ignores an origin the site does not allow, says so in the console, and runs the live remote', async () => {
  const { context, page, errors, warnings } = await openTab();
  try {
    const reported = beaconFrom(page);
    await page.goto(`${portal.baseUrl}/jobs?remote-override=student@http://localhost:9/mf-manifest.json`);
    await jobsHeading(page).waitFor();
    expect(warnings).toContainEqual(expect.stringContaining('http://localhost:9 is not in REMOTE_OVERRIDE_ORIGINS'));
    expect(await banner(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await reported;
  } finally {
    await context.close();
  }
});
