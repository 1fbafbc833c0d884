import type { Page } from 'playwright-core';
import { SSR_STATE_ELEMENT_ID } from '@portal/site/server-render';
import { createAccount } from '../../ci/e2e/support/api';
import { DESKTOP, screenshot } from '../../ci/e2e/support/browser';
import { documentInPieces } from '../../ci/e2e/support/document-in-pieces';
import { siteUnderTest } from '../../ci/e2e/support/site-under-test';
import { FEATURED, seedJobs } from '../../mfe-student/e2e/support';

/**
 * A visitor's public pages arrive with their first screen in the HTML, rendered on the server
 * by the remote that owns the screen; the browser then takes that markup over (hydrates it)
 * without redrawing it, moving it, or fetching again what the page already carries.
 *
 * The render budget is raised here: on a machine running the browser and the build beside
 * the server, a first render can overrun the production default, and the page would then
 * (correctly) go out unrendered, which is not what these specs look at.
 */
const site = siteUnderTest({ SERVER_RENDER_BUDGET_MS: '5000' });
const NEWEST = FEATURED[FEATURED.length - 1]!;
let jobPath: string;
let companyPath: string;

beforeAll(async () => {
  const recruiter = await createAccount(site.portal.baseUrl, 'recruiter', 'Riya Recruiter');
  const ids = await seedJobs(site.portal.baseUrl, recruiter);
  jobPath = `/description/${ids[NEWEST.title]}`;
  const { job } = (await (await fetch(`${site.portal.baseUrl}/api/v1/job/get/${ids[NEWEST.title]}`)).json()) as { job: { company: { _id: string } } };
  companyPath = `/company/${job.company._id}`;
});

const html = async (path: string) => (await fetch(`${site.portal.baseUrl}${path}`)).text();
const rootOf = (page: string) => /<div id="root">([\s\S]*)<\/div><script type="application\/json" id="ssr-state">/.exec(page)?.[1] ?? '';

/** Scripts the page would run inline, which its CSP (script-src 'self') blocks. */
const inlineScripts = (page: string) => page.match(/<script(?![^>]*\b(?:src=|type="application\/(?:json|ld\+json)"))[^>]*>/g) ?? [];

it('sends the content of each public page in its HTML, with no inline script', async () => {
  for (const path of ['/', jobPath, '/browse?q=developer', '/jobs', companyPath]) expect(inlineScripts(await html(path))).toEqual([]);
  const home = rootOf(await html('/'));
  for (const { title } of FEATURED) expect(home).toContain(title);
  expect(home).toContain('No. 1 Job Hunt Website');
  const job = rootOf(await html(jobPath));
  for (const text of [NEWEST.title, 'Acme Labs', NEWEST.description]) expect(job).toContain(text);
  expect(rootOf(await html('/browse?q=developer'))).toContain('Frontend Developer');
  expect(rootOf(await html('/jobs'))).toContain(NEWEST.title);
  const company = rootOf(await html(companyPath));
  for (const text of ['Acme Labs', NEWEST.title]) expect(company).toContain(text);
});

it('shows the job, its company and description, and the newest jobs, with JavaScript turned off', async () => {
  const context = await site.browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${site.portal.baseUrl}${jobPath}`);
  const main = page.locator('main');
  for (const text of [NEWEST.title, 'Acme Labs', NEWEST.description]) await main.getByText(text).first().waitFor();
  await screenshot(page, 'server-rendered-01-job-without-javascript');
  await page.goto(`${site.portal.baseUrl}/`);
  for (const { title } of FEATURED.slice(-3)) await main.getByText(title).first().waitFor();
  await screenshot(page, 'server-rendered-02-home-without-javascript');
  await context.close();
});

type Watched = { page: Page; apiCalls: string[]; errors: string[] };

/** A page that records its API calls, errors (a hydration mismatch among them) and layout shifts from the first byte. */
async function watched(): Promise<Watched> {
  const context = await site.browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  const apiCalls: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) apiCalls.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // A hydration mismatch is reported on the console. (A visitor's session check answers 401, which the browser logs too: not an error of the page.)
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  await page.addInitScript(() => {
    const seen = window as unknown as { layoutShift: number; heading: Element | null };
    seen.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) seen.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    // The server's heading, before any script of the page runs: after hydration it must be the same node.
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') seen.heading = document.querySelector('main h1');
    });
  });
  return { page, apiCalls, errors };
}

/** Once React has taken over #root and the page has been still for a moment. */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
}

const inlineEndpoints = (page: Page) =>
  page.evaluate((id) => (JSON.parse(document.getElementById(id)!.textContent!) as { endpointName: string }[]).map(({ endpointName }) => endpointName), SSR_STATE_ELEMENT_ID);

it.each([
  ['/', () => '/', 'No. 1 Job Hunt Website'],
  ['the job page', () => jobPath, NEWEST.description],
  ['a search', () => '/browse?q=developer', NEWEST.title],
])('takes over %s as the server sent it: same nodes, no layout shift, nothing fetched again', async (_name, path, shows) => {
  const { page, apiCalls, errors } = await watched();
  await page.goto(`${site.portal.baseUrl}${path()}`);
  expect(await inlineEndpoints(page)).not.toEqual([]);
  await hydrated(page);
  await page.locator('main').getByText(shows).first().waitFor();
  expect(await page.evaluate(() => {
    const { heading } = window as unknown as { heading: Element | null };
    return heading !== null && heading.isConnected && heading === document.querySelector('main h1');
  })).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBe(0);
  // Everything the screen showed came with the page: the only calls are ones it makes later, for something else.
  expect(apiCalls.filter((call) => call.startsWith('GET /api/v1/job/get'))).toEqual([]);
  expect(errors).toEqual([]);
  // And it is live: a link in the screen navigates without loading a new page, and the page is named anew.
  await page.getByRole('link', { name: 'Browse' }).first().click();
  await page.waitForURL('**/browse');
  await page.locator('main').getByText('Search Results').first().waitFor();
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  expect(await page.title()).toBe('Browse jobs · JobPortal');
  await page.context().close();
});

it('paints a page that arrives in pieces only once its screen is whole: nothing moves as the rest arrives', async () => {
  // The network stalls right after the header's links, before its Login and Signup buttons,
  // which push the links aside when they arrive.
  const proxy = await documentInPieces(site.portal.baseUrl, '</ul></nav>', 600);
  try {
    const { page, errors } = await watched();
    await page.goto(`${proxy.baseUrl}/`);
    await hydrated(page);
    await page.getByRole('link', { name: 'Signup' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  } finally {
    await proxy.close();
  }
});
