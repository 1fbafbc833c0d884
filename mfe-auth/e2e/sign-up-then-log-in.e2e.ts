import { uniqueEmail } from '../../ci/e2e/support/api';
import { accessibilityViolations } from '../../ci/e2e/support/axe';
import { cspViolations, screenshot } from '../../ci/e2e/support/browser';
import { scrollsSideways } from '../../ci/e2e/support/layout';
import { siteUnderTest } from '../../ci/e2e/support/site-under-test';

/**
 * A new user signs up and finds the login form with their email in it; choosing the other role
 * with the right password, they are told what their account is and switch to it in one press.
 * On a small phone, where the offer must still fit and read well.
 */
const site = siteUnderTest();
const PHONE_360 = { width: 360, height: 800 };
const PASSWORD = 'correct horse battery';

it('a recruiter who signs up and then picks Student at login is offered Recruiter, and logs in with one more press of Login', async () => {
  const page = await (await site.browser.newContext({ viewport: PHONE_360 })).newPage();
  const errors = cspViolations(page);
  page.on('pageerror', (error) => errors.push(error.message));
  const email = uniqueEmail('recruiter');

  await page.goto(`${site.portal.baseUrl}/signup`);
  await page.getByLabel('Full Name').fill('Rohan Recruiter');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone Number').fill('9876543210');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('radio', { name: 'Recruiter' }).check();
  await page.getByRole('button', { name: 'Signup' }).click();
  await page.waitForURL('**/login');
  // The signup form stays on screen while the login screen loads: read the fields once it is there.
  await page.getByRole('button', { name: 'Login' }).waitFor();
  expect(await page.getByLabel('Email').inputValue()).toBe(email);
  expect(await page.getByLabel('Password').inputValue()).toBe('');

  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('radio', { name: 'Student' }).check();
  await page.getByRole('button', { name: 'Login' }).click();
  const offer = page.getByRole('alert').filter({ hasText: 'This is a recruiter account. Log in as a recruiter?' });
  await offer.waitFor();
  await screenshot(page, 'auth-01-other-role-offered');
  expect(await accessibilityViolations(page)).toEqual([]);
  expect(await scrollsSideways(page)).toBe(false);

  await offer.getByRole('button', { name: 'Choose Recruiter' }).click();
  expect(await page.getByRole('radio', { name: 'Recruiter' }).isChecked()).toBe(true);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByText('Welcome back Rohan Recruiter').waitFor();
  await page.waitForURL('**/admin/companies');
  expect(errors).toEqual([]);
  await page.context().close();
});
