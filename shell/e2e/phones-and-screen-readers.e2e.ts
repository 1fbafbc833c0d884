import type { BrowserContext, Page } from 'playwright-core';
import { callApi, createAccount, type Account } from '../../ci/e2e/support/api';
import { accessibilityViolations } from '../../ci/e2e/support/axe';
import { screenshot } from '../../ci/e2e/support/browser';
import { mailTo } from '../../ci/e2e/support/mailbox';
import { cutOffCells, isInsideViewport, scrollsInItsOwnBox, scrollsSideways } from '../../ci/e2e/support/layout';
import { siteUnderTest } from '../../ci/e2e/support/site-under-test';

/**
 * Every screen at the width of a small phone: axe-core finds no WCAG 2.2 A/AA violation, the
 * page never scrolls sideways, no table cell is cut off, and what opens over it (the account
 * menu, an action menu, the salary tip) stays whole on screen.
 */
const PHONE_360 = { width: 360, height: 800 };
const site = siteUnderTest();

let student: Account;
let recruiter: Account;
let companyId: string;
let jobId: string;

beforeAll(async () => {
  const baseUrl = site.portal.baseUrl;
  recruiter = await createAccount(baseUrl, 'recruiter', 'Ritu Recruiter');
  student = await createAccount(baseUrl, 'student', 'Sana Student');
  ({
    company: { _id: companyId },
  } = await callApi<{ company: { _id: string } }>(baseUrl, recruiter, 'POST', '/company/register', { companyName: `Phone Labs ${Date.now()}` }));
  ({
    job: { _id: jobId },
  } = await callApi<{ job: { _id: string } }>(baseUrl, recruiter, 'POST', '/job/post', {
    title: 'Mobile Developer',
    description: 'Builds the app people carry around.',
    requirements: 'Kotlin, Swift',
    salary: 14,
    location: 'Bengaluru',
    jobType: 'Full Time',
    experience: 2,
    position: 2,
    companyId,
  }));
  await callApi(baseUrl, student, 'POST', `/application/apply/${jobId}`);
});

/**
 * A phone whose browser holds `account`'s session (or none, for a visitor): its cookie, and the
 * user the page remembers once it has confirmed them, as for someone who comes back.
 */
async function phone(account?: Account): Promise<{ context: BrowserContext; page: Page }> {
  const context = await site.browser.newContext({ viewport: PHONE_360 });
  const page = await context.newPage();
  if (account) {
    await context.addCookies(account.browserCookies.map((cookie) => ({ ...cookie, url: site.portal.baseUrl })));
    await page.goto(`${site.portal.baseUrl}/jobs`);
    await page.getByRole('button', { name: `Open account menu for ${account.fullname}` }).waitFor();
  }
  return { context, page };
}

/** Opens `path`, waits for `ready`, and checks the screen as a phone and a screen reader meet it. */
async function check(page: Page, path: string, ready: (page: Page) => Promise<unknown>, name: string) {
  await page.goto(`${site.portal.baseUrl}${path}`);
  await ready(page);
  await screenshot(page, `a11y-phone-${name}`);
  expect(await accessibilityViolations(page)).toEqual([]);
  expect(await scrollsSideways(page)).toBe(false);
  expect(await cutOffCells(page)).toEqual([]);
}

/** A dialog open over the screen: whole on screen, nothing clipped, no violation. */
async function checkDialog(page: Page, title: string, name: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  await screenshot(page, `a11y-phone-${name}`);
  // The topmost, when a confirmation opens over another dialog.
  expect(await isInsideViewport(page, '[role="dialog"] >> nth=-1')).toBe(true);
  expect(await scrollsSideways(page)).toBe(false);
  expect(await accessibilityViolations(page)).toEqual([]);
}

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name }).first().waitFor();

it("a visitor's screens", async () => {
  const { context, page } = await phone();
  await check(page, '/', (p) => p.getByRole('region', { name: 'Latest & Top Job Openings' }).getByRole('article').first().waitFor(), 'home');
  // The hero's search box shows the same 2 px ring as every other control when focused.
  await page.getByRole('searchbox', { name: 'Search jobs' }).focus();
  const ring = await page.locator('form:has(input[type="search"])').evaluate((form) => getComputedStyle(form).outlineWidth);
  expect(ring).toBe('2px');

  await check(page, '/jobs', (p) => p.getByRole('article').first().waitFor(), 'jobs');

  // One scroll: the list is part of the page, not a box of its own, and the filters fold away
  // so the first screen shows jobs; opened, they are checked too.
  expect(await scrollsInItsOwnBox(page, 'section[aria-label="Job list"]')).toBe(false);
  const locations = page.getByRole('group', { name: 'Location' });
  expect(await locations.isVisible()).toBe(false);
  await page.getByRole('button', { name: /Show filters/ }).click();
  await locations.getByRole('checkbox').first().waitFor();
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshot(page, 'a11y-phone-jobs-facets');
  expect(await isInsideViewport(page, 'fieldset >> nth=0')).toBe(true);

  await check(page, '/browse?q=mobile', heading(/Search Results \(\d+\)/), 'browse');
  await check(page, '/browse?q=zzzz-no-such-job', heading(/No jobs match/), 'browse-empty');
  expect(await page.getByRole('link', { name: 'See all jobs' }).count()).toBe(1);
  await check(page, `/description/${jobId}`, heading('Mobile Developer'), 'description');
  await check(page, '/login', heading('Login'), 'login');
  await check(page, '/signup', heading('Sign Up'), 'signup');
  await check(page, '/forgot-password', (p) => p.getByRole('button', { name: 'Send reset link' }).waitFor(), 'forgot-password');
  // A link no reset has says so as it opens; an emailed one asks for the new password.
  await check(page, '/reset-password?token=abc', (p) => p.getByRole('link', { name: 'Ask for a new reset link' }).waitFor(), 'reset-password-not-valid');
  await callApi(site.portal.baseUrl, student, 'POST', '/user/password/forgot', { email: student.email });
  const resetMail = await mailTo(site.portal.dataDir, student.email, /Reset your JobPortal password/);
  await check(page, /\/reset-password\?token=[A-Za-z0-9_-]+/.exec(resetMail.text)![0], (p) => p.getByRole('button', { name: 'Set new password' }).waitFor(), 'reset-password');
  await context.close();
});

it("a student's screens, with the account menu open", async () => {
  const { context, page } = await phone(student);
  await check(page, '/profile', (p) => p.getByRole('table', { name: /applied jobs/i }).waitFor(), 'profile');
  // The stacked table shows the whole status, not a clipped "PENDI".
  expect(await isInsideViewport(page, 'text=PENDING')).toBe(true);
  await page.getByRole('button', { name: 'View the history of your application to Mobile Developer' }).click();
  await checkDialog(page, 'Mobile Developer at', 'application-history');
  await page.getByRole('button', { name: 'Withdraw application' }).click();
  await checkDialog(page, 'Withdraw your application to Mobile Developer?', 'withdraw-confirmation');
  await page.getByRole('button', { name: 'Keep my application' }).click();
  await page.keyboard.press('Escape');

  await check(page, '/settings', heading('Settings'), 'settings');
  await page.getByRole('button', { name: 'Delete account' }).click();
  await checkDialog(page, 'Delete your account?', 'delete-account');
  await page.keyboard.press('Escape');
  await check(page, '/notifications', heading('Notifications'), 'notifications');
  await page.getByRole('button', { name: 'Open account menu for Sana Student' }).click();
  await page.getByRole('dialog', { name: 'Account' }).waitFor();
  await screenshot(page, 'a11y-phone-account-menu');
  expect(await isInsideViewport(page, '[role="dialog"][aria-label="Account"]')).toBe(true);
  expect(await accessibilityViolations(page)).toEqual([]);
  await context.close();
});

it("a recruiter's screens, with an action menu open", async () => {
  const { context, page } = await phone(recruiter);
  await check(page, '/admin/companies', (p) => p.getByRole('table').waitFor(), 'companies');
  await check(page, '/admin/companies/create', heading('Your Company Name'), 'company-create');
  await check(page, `/admin/companies/${companyId}`, (p) => p.getByRole('form', { name: 'Company Setup' }).waitFor(), 'company-setup');
  await check(page, '/admin/jobs/create', (p) => p.getByRole('form', { name: 'Post a New Job' }).waitFor(), 'job-create');
  await check(page, `/admin/jobs/${jobId}/edit`, (p) => p.getByRole('form', { name: 'Edit Job' }).waitFor(), 'job-edit');
  await check(page, `/admin/jobs/${jobId}/applicants`, heading('Applicants (1)'), 'applicants');
  expect(await isInsideViewport(page, 'text="PENDING"')).toBe(true);
  await page.getByRole('button', { name: 'Sana Student: timeline and notes' }).click();
  await checkDialog(page, 'Sana Student', 'applicant-timeline-and-notes');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Change the status of Sana Student' }).click();
  await page.getByRole('menuitem', { name: 'Interview', exact: true }).click();
  await checkDialog(page, 'Move Sana Student to Interview', 'stage-change');
  await page.keyboard.press('Escape');

  await check(page, '/admin/jobs', (p) => p.getByRole('table').waitFor(), 'admin-jobs');
  await page.getByRole('button', { name: /^Actions for Mobile Developer/ }).click();
  await page.getByRole('menu').waitFor();
  await screenshot(page, 'a11y-phone-action-menu');
  expect(await isInsideViewport(page, '[role="menu"]')).toBe(true);
  expect(await accessibilityViolations(page)).toEqual([]);
  await context.close();
});

it('the keyboard reaches the main content past the header in one step', async () => {
  const { context, page } = await phone();
  await page.goto(`${site.portal.baseUrl}/jobs`);
  await page.getByRole('article').first().waitFor();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
  await context.close();
});
