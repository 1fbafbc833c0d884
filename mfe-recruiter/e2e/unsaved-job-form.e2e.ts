import type { Dialog } from 'playwright-core';
import { callApi, createAccount } from '../../ci/e2e/support/api';
import { accessibilityViolations } from '../../ci/e2e/support/axe';
import { DESKTOP, screenshot } from '../../ci/e2e/support/browser';
import { scrollsSideways } from '../../ci/e2e/support/layout';
import { logInThroughForm } from '../../ci/e2e/support/log-in';
import { siteUnderTest } from '../../ci/e2e/support/site-under-test';

/** A half-filled job is not lost by a click or a closed tab: the portal asks first, and the browser does for the tab. */
const site = siteUnderTest();

it('asks before a half-filled job form is left: in the portal with its own dialog, for a closed tab with the browser’s', async () => {
  const recruiter = await createAccount(site.portal.baseUrl, 'recruiter', 'Rhea Recruiter');
  await callApi(site.portal.baseUrl, recruiter, 'POST', '/company/register', { companyName: `Unsaved Works ${Date.now()}` });
  const page = await (await site.browser.newContext({ viewport: DESKTOP })).newPage();
  await logInThroughForm(page, site.portal.baseUrl, recruiter);
  await page.goto(`${site.portal.baseUrl}/admin/jobs/create`);
  const title = page.getByLabel('Title', { exact: true });
  await title.fill('Frontend Developer');
  await page.getByText('18/120').waitFor();

  const question = page.getByRole('dialog', { name: 'Leave without saving?' });
  await page.getByRole('link', { name: 'Back' }).click();
  await question.waitFor();
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshot(page, 'recruiter-job-form-leave-question');
  await question.getByRole('button', { name: 'Stay' }).click();
  await question.waitFor({ state: 'hidden' });
  expect(await title.inputValue()).toBe('Frontend Developer');
  expect(new URL(page.url()).pathname).toBe('/admin/jobs/create');

  // Closing the tab: the browser's own question (a page may not word it); dismissed, the tab and the text stay.
  const asked = new Promise<Dialog>((resolve) => page.once('dialog', resolve));
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  expect(page.isClosed()).toBe(false);
  expect(await title.inputValue()).toBe('Frontend Developer');

  // On a phone the question fits the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('link', { name: 'Back' }).click();
  await question.waitFor();
  expect(await scrollsSideways(page)).toBe(false);
  await question.getByRole('button', { name: 'Leave' }).click();
  await page.waitForURL('**/admin/jobs');
  await page.context().close();
});
