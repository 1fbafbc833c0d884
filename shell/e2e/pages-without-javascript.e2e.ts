import type { Page } from 'playwright-core';
import { accessibilityViolations } from '../../ci/e2e/support/axe';
import { DESKTOP, screenshot } from '../../ci/e2e/support/browser';
import { siteUnderTest } from '../../ci/e2e/support/site-under-test';

/**
 * Pages whose screen cannot be read without JavaScript (login) and the not-found page still
 * arrive with the site's header, so a reader without JavaScript has a way on, not a bare
 * notice; with JavaScript the browser takes them over as before.
 *
 * The render budget is raised as in server-rendered-pages.e2e.ts: a first render beside the
 * browser and the build can overrun the production default, and the page would then (correctly)
 * go out unrendered, which is not what these specs look at.
 */
const site = siteUnderTest({ SERVER_RENDER_BUDGET_MS: '5000' });
const PHONE_360 = { width: 360, height: 800 };
const NOTICE = 'Jobs can be read without JavaScript; logging in, signing up, searching, applying and saving need it.';

async function withoutJavaScript(viewport = DESKTOP): Promise<Page> {
  const context = await site.browser.newContext({ viewport, javaScriptEnabled: false });
  return context.newPage();
}

const navLinks = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents();

it('shows /login without JavaScript with the header and its links, what needs JavaScript, and no endless "Loading…"', async () => {
  for (const viewport of [DESKTOP, PHONE_360]) {
    const page = await withoutJavaScript(viewport);
    const response = await page.goto(`${site.portal.baseUrl}/login`);
    expect(response?.status()).toBe(200);
    expect(await navLinks(page)).toEqual(['Home', 'Jobs', 'Browse']);
    // (Text inside <noscript> is not matched by Playwright's text locators.)
    const notice = page.locator('body > noscript');
    expect(await notice.textContent()).toBe(NOTICE);
    expect(await notice.isVisible()).toBe(true);
    expect(await page.getByText('Loading…').isVisible()).toBe(false);
    await screenshot(page, `without-javascript-01-login-${viewport.width}`);
    await page.context().close();
  }
});

it('shows the not-found page without JavaScript: its heading, the way home and the header, as a 404', async () => {
  const page = await withoutJavaScript();
  const response = await page.goto(`${site.portal.baseUrl}/no/such/page`);
  expect(response?.status()).toBe(404);
  expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual(['Page not found']);
  expect(await navLinks(page)).toEqual(['Home', 'Jobs', 'Browse']);
  await screenshot(page, 'without-javascript-02-not-found');

  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await page.waitForURL(`${site.portal.baseUrl}/`);
  await page.locator('main').getByText('No. 1 Job Hunt Website').waitFor();
  await page.context().close();
});

it('takes both pages over with JavaScript, without an error: the login form, and the not-found page as the server drew it', async () => {
  const context = await site.browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // A hydration mismatch is reported on the console. (A visitor's session check answers 401 and the page 404, which the browser logs too: not errors of the page.)
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });

  await page.goto(`${site.portal.baseUrl}/login`);
  await page.getByRole('button', { name: 'Login' }).waitFor();
  expect(await page.getByLabel('Email').isEditable()).toBe(true);

  await page.goto(`${site.portal.baseUrl}/no/such/page`);
  await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
  await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
  expect(await accessibilityViolations(page)).toEqual([]);
  // Live: the header's links move within the page.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Browse' }).click();
  await page.waitForURL('**/browse');
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  expect(errors).toEqual([]);
  await context.close();
});
