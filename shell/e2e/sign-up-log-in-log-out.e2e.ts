import type { Page } from 'playwright-core';
import { uniqueEmail } from '../../ci/e2e/support/api';
import { cspViolations, DESKTOP, screenshot } from '../../ci/e2e/support/browser';
import { siteUnderTest } from '../../ci/e2e/support/site-under-test';

const site = siteUnderTest();

async function signUp(page: Page, role: 'Student' | 'Recruiter', fullname: string, email: string) {
  await page.goto(`${site.portal.baseUrl}/signup`);
  await page.getByLabel('Full Name').fill(fullname);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone Number').fill('9876543210');
  await page.getByLabel('Password').fill('correct horse battery');
  await page.getByRole('radio', { name: role }).check();
  await page.getByRole('button', { name: 'Signup' }).click();
  await page.getByText('Account created successfully.').waitFor();
  await page.waitForURL('**/login');
}

async function logIn(page: Page, role: 'Student' | 'Recruiter', email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('correct horse battery');
  await page.getByRole('radio', { name: role }).check();
  await page.getByRole('button', { name: 'Login' }).click();
}

const navLinks = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents();

it('a student signs up, logs in, stays logged in across a reload, and logs out', async () => {
  const page = await site.browser.newPage({ viewport: DESKTOP });
  const blocked = cspViolations(page);
  const email = uniqueEmail('student');
  await signUp(page, 'Student', 'Asha Student', email);
  await screenshot(page, 'shell-01-after-signup-on-login');

  await logIn(page, 'Student', email);
  await page.getByText('Welcome back Asha Student').waitFor();
  await page.waitForURL(`${site.portal.baseUrl}/`);
  const account = page.getByRole('button', { name: 'Open account menu for Asha Student' });
  await account.waitFor();
  expect(await navLinks(page)).toEqual(['Home', 'Jobs', 'Browse']);
  expect(await page.getByRole('button', { name: 'Login' }).count()).toBe(0);

  await page.reload();
  await account.waitFor();
  const persisted = await page.evaluate(() => localStorage.getItem('persist:root'));
  expect(persisted).toContain('Asha Student');

  await account.click();
  await page.getByRole('link', { name: 'View Profile' }).waitFor();
  await screenshot(page, 'shell-02-student-account-menu');
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByText('Logged out successfully.').waitFor();
  await page.getByRole('link', { name: 'Signup' }).waitFor();
  expect(page.url()).toBe(`${site.portal.baseUrl}/`);
  expect(blocked).toEqual([]);
  await page.close();
});

it('a recruiter logs in to their companies and sees the recruiter header', async () => {
  const page = await site.browser.newPage({ viewport: DESKTOP });
  const email = uniqueEmail('recruiter');
  await signUp(page, 'Recruiter', 'Ravi Recruiter', email);
  await logIn(page, 'Recruiter', email);
  await page.waitForURL('**/admin/companies');
  await page.getByRole('button', { name: 'Open account menu for Ravi Recruiter' }).waitFor();
  expect(await navLinks(page)).toEqual(['Companies', 'Jobs', 'Analytics']);
  await page.getByRole('button', { name: 'Open account menu for Ravi Recruiter' }).click();
  expect(await page.getByRole('link', { name: 'View Profile' }).count()).toBe(0);
  await screenshot(page, 'shell-03-recruiter-header');

  // Logged in, the sign-in pages send a user home, which for a recruiter is their companies.
  await page.goto(`${site.portal.baseUrl}/login`);
  await page.waitForURL('**/admin/companies');
  await page.close();
});

it('sends a visitor away from /admin before anything of the recruiter remote loads', async () => {
  const page = await site.browser.newPage({ viewport: DESKTOP });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(`${site.portal.baseUrl}/admin/jobs/create`);
  await page.waitForURL(`${site.portal.baseUrl}/`);
  expect(requested.filter((url) => url.includes('/remotes/recruiter/'))).toEqual([]);
  await page.close();
});

it('shows a not-found page for an unknown address, answered 404 so no crawler keeps it', async () => {
  const page = await site.browser.newPage({ viewport: DESKTOP });
  const response = await page.goto(`${site.portal.baseUrl}/no/such/page`);
  expect(response?.status()).toBe(404);
  await page.getByRole('heading', { name: /not found/i }).waitFor();
  await page.close();
});
