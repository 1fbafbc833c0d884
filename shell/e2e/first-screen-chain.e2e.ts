import type { Page } from 'playwright-core';
import { prepareSite, type BenchSite, type PageSpec } from '../../ci/bench/site-pages';
import { DESKTOP } from '../../ci/e2e/support/browser';
import { siteUnderTest } from '../../ci/e2e/support/site-under-test';
import { screenRouteAt } from '../src/screen-routes';

/**
 * The chain from the HTML to the first screen: the page names its remote's config, manifest
 * and screen files, so the browser starts the screen's scripts while it parses the HTML and
 * waits for no round trip to learn them; and no file is downloaded twice.
 */
const site = siteUnderTest();
let bench: BenchSite;

beforeAll(async () => {
  bench = await prepareSite(site.portal, site.browser);
});

type Sent = { path: string; initiator: string };

/**
 * Every request the page sends until it shows `target.shows` and a second has passed, with who
 * started it, and how many had been sent when it showed.
 */
async function visit(target: PageSpec): Promise<{ sent: Sent[]; beforeShown: Sent[] }> {
  const context = await site.browser.newContext({ viewport: DESKTOP, ...(target.asRecruiter && { storageState: bench.recruiterState }) });
  const page: Page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const sent: Sent[] = [];
  cdp.on('Network.requestWillBeSent', (event) => {
    const url = new URL(event.request.url);
    if (url.origin === site.portal.baseUrl) sent.push({ path: url.pathname + url.search, initiator: event.initiator.type });
  });
  await cdp.send('Network.enable');
  await page.goto(`${site.portal.baseUrl}${target.path}`);
  await page.locator('main').getByText(target.shows, { exact: false }).first().waitFor();
  const beforeShown = [...sent];
  await page.waitForTimeout(1_000);
  await context.close();
  return { sent, beforeShown };
}

const PAGES = ['/', '/browse', '/description/{id}', '/login', '/admin/jobs (recruiter)'];

it.each(PAGES)('%s starts its screen from the HTML and fetches no config or manifest to find it', async (name) => {
  const target = bench.pages.find((page) => page.name === name)!;
  const remote = screenRouteAt(target.path.split('?')[0]!)!.remote;
  const { sent, beforeShown } = await visit(target);
  const paths = sent.map((request) => request.path);

  expect(paths).not.toContain('/remotes.json');
  expect(paths.filter((path) => path.startsWith(`/remotes/${remote}/`) && path.endsWith('/mf-manifest.json'))).toEqual([]);
  const entry = sent.find((request) => new RegExp(`^/remotes/${remote}/[^/]+/remoteEntry\\.js$`).test(request.path));
  expect(entry?.initiator).toBe('parser');
  // Every script the first screen needed was named in the HTML: none waited for another to run
  // first. (A logged-in header loads the bell's code beside the screen: not the screen's. The
  // page's web vitals are watched from a chunk fetched once the page has loaded and the browser
  // is idle, which a page drawn by the server may reach before this looks: performance-budget.e2e.ts
  // holds it to after the page is usable.)
  const notTheScreens = /^\/(notifications|web-vitals)\./;
  const scripts = beforeShown.filter((request) => request.path.endsWith('.js') && !notTheScreens.test(request.path));
  expect(scripts.filter((request) => request.initiator !== 'parser')).toEqual([]);
});

it.each(PAGES)('%s downloads each file once', async (name) => {
  const paths = (await visit(bench.pages.find((page) => page.name === name)!)).sent.map((request) => request.path);
  expect(paths.filter((path, index) => !path.startsWith('/api/') && paths.indexOf(path) !== index)).toEqual([]);
});
