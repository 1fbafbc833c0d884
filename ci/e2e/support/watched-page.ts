import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { createAccount, type Account } from './api';
import { cspViolations, DESKTOP } from './browser';
import { logInThroughForm } from './log-in';
import type { Portal } from './portal';

/**
 * A page in a fresh browser context (its own cookies; `options` such as its viewport or time zone),
 * recording what no step may cause: uncaught errors and anything the CSP blocked.
 */
export async function watchedPage(browser: Browser, options: BrowserContextOptions = {}): Promise<{ page: Page; errors: string[] }> {
  const page = await (await browser.newContext({ viewport: DESKTOP, ...options })).newPage();
  const errors = cspViolations(page);
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

export type Side = { page: Page; account: Account; errors: string[] };

/** A new account of `role`, logged in through the form on a watched page of its own (in a context with `options`). */
export async function openAs(site: { portal: Portal; browser: Browser }, role: Account['role'], fullname: string, options: BrowserContextOptions = {}): Promise<Side> {
  const account = await createAccount(site.portal.baseUrl, role, fullname);
  const { page, errors } = await watchedPage(site.browser, options);
  await logInThroughForm(page, site.portal.baseUrl, account);
  return { page, account, errors };
}
