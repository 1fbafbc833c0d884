import type { Page } from 'playwright-core';
import { callApi, createAccount, type Account } from '../../ci/e2e/support/api';
import { accessibilityViolations } from '../../ci/e2e/support/axe';
import { screenshot, settled } from '../../ci/e2e/support/browser';
import { scrollsSideways } from '../../ci/e2e/support/layout';
import { openAs } from '../../ci/e2e/support/watched-page';
import { siteUnderTest } from '../../ci/e2e/support/site-under-test';

/**
 * Undo in a toast, as only a browser shows it: reached from the list by Alt+T, the toast
 * waiting while the focus is on it (past its 10 s), the job back on the server and the focus
 * on its button; and a toast with Undo whole on a 360 px phone.
 */
const site = siteUnderTest();
const FIRST = 'Undo Platform Engineer';
const SECOND = 'Undo Data Engineer';
const ACTION_TOAST_MS = 10_000;

let recruiter: Account;
const jobIds: Record<string, string> = {};

beforeAll(async () => {
  recruiter = await createAccount(site.portal.baseUrl, 'recruiter', 'Uri Recruiter');
  const { company } = await callApi<{ company: { _id: string } }>(site.portal.baseUrl, recruiter, 'POST', '/company/register', { companyName: 'Undo Works' });
  for (const title of [FIRST, SECOND]) {
    const { job } = await callApi<{ job: { _id: string } }>(site.portal.baseUrl, recruiter, 'POST', '/job/post', {
      title,
      description: 'Takes things back.',
      requirements: 'Patience',
      salary: 12,
      location: 'Pune',
      jobType: 'Full Time',
      experience: 1,
      position: 1,
      companyId: company._id,
    });
    jobIds[title] = job._id;
  }
});

/** A student with both jobs saved, on their Saved Jobs tab. */
async function savedJobsOfANewStudent(fullname: string) {
  const side = await openAs(site, 'student', fullname);
  for (const title of [FIRST, SECOND]) await callApi(site.portal.baseUrl, side.account, 'POST', `/job/save/${jobIds[title]}`);
  await side.page.goto(`${site.portal.baseUrl}/profile?tab=saved`);
  await side.page.getByRole('list', { name: 'Saved jobs' }).getByText(FIRST).waitFor();
  return side;
}

const removeButton = (page: Page, title: string) => page.getByRole('button', { name: `Remove ${title} from saved jobs` });
const toastSaying = (page: Page, message: string) => page.getByRole('status').filter({ hasText: message });
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? null);

it('a job removed by keyboard comes back with Undo, reached by Alt+T; the toast waits while the focus is on it', async () => {
  const { page, account, errors } = await savedJobsOfANewStudent('Uma Undo');
  await removeButton(page, FIRST).focus();
  await page.keyboard.press('Enter');
  const toast = toastSaying(page, 'Job removed from saved jobs.');
  await toast.waitFor();

  await page.keyboard.press('Alt+KeyT');
  expect(await focusedName(page)).toBe('Undo');
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshot(await settled(page), 'undo-00-saved-job-removed');
  await page.waitForTimeout(ACTION_TOAST_MS + 1000);
  expect(await toast.isVisible()).toBe(true);

  await page.keyboard.press('Enter');
  await toastSaying(page, 'Job saved.').waitFor();
  await page.getByRole('list', { name: 'Saved jobs' }).getByText(FIRST).waitFor();
  await page.waitForFunction((name) => document.activeElement?.getAttribute('aria-label') === name, `Remove ${FIRST} from saved jobs`);
  const { ids } = await callApi<{ ids: string[] }>(site.portal.baseUrl, account, 'GET', '/job/saved/ids');
  expect(ids.sort()).toEqual([jobIds[FIRST], jobIds[SECOND]].sort());
  expect(errors).toEqual([]);
  await page.context().close();
});

it('a toast with Undo is whole on a 360 px phone, its button beside the message', async () => {
  const { page, errors } = await savedJobsOfANewStudent('Pia Phone');
  await page.setViewportSize({ width: 360, height: 740 });
  await removeButton(page, SECOND).click();
  const toast = toastSaying(page, 'Job removed from saved jobs.');
  await toast.waitFor();
  await settled(page);

  // The toast's card: the live region's box, with its icon and Dismiss.
  const box = (await toast.locator('xpath=..').boundingBox())!;
  const undo = (await toast.getByRole('button', { name: 'Undo' }).boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  expect(undo.x + undo.width).toBeLessThanOrEqual(box.x + box.width);
  // WCAG 2.5.8's least target size.
  expect(Math.min(undo.width, undo.height)).toBeGreaterThanOrEqual(24);
  expect(await scrollsSideways(page)).toBe(false);
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshot(page, 'undo-01-toast-on-a-phone');
  expect(errors).toEqual([]);
  await page.context().close();
});
