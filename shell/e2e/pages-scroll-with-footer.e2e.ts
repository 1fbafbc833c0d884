import type { Page } from 'playwright-core';
import { callApi, createAccount, type Account } from '../../ci/e2e/support/api';
import { DESKTOP, screenshot } from '../../ci/e2e/support/browser';
import { scrollsInItsOwnBox } from '../../ci/e2e/support/layout';
import { siteUnderTest } from '../../ci/e2e/support/site-under-test';

/**
 * Every page is one page: /jobs on a desk scrolls as a whole (the filter panel staying in view),
 * not inside a box with blank space under it, and every page, whichever app draws it, ends with
 * the site's footer.
 */
const site = siteUnderTest();

/** More than a page of results (24), so the list is longer than a window and loads more. */
const JOB_COUNT = 30;

let student: Account;
let recruiter: Account;
let companyId: string;
let jobId: string;

beforeAll(async () => {
  const baseUrl = site.portal.baseUrl;
  recruiter = await createAccount(baseUrl, 'recruiter', 'Paloma Recruiter');
  student = await createAccount(baseUrl, 'student', 'Pablo Student');
  ({
    company: { _id: companyId },
  } = await callApi<{ company: { _id: string } }>(baseUrl, recruiter, 'POST', '/company/register', { companyName: 'Scroll Works' }));
  for (let index = 1; index <= JOB_COUNT; index++) {
    ({
      job: { _id: jobId },
    } = await callApi<{ job: { _id: string } }>(baseUrl, recruiter, 'POST', '/job/post', {
      title: `Page Engineer ${index}`,
      description: 'Keeps long pages pleasant to read.',
      requirements: 'CSS, Patience',
      salary: 10,
      location: 'Pune',
      jobType: 'Full Time',
      experience: 1,
      position: 1,
      companyId,
    }));
  }
});

/** A page of a new desk browser holding `account`'s session (or none, for a visitor), once the site has confirmed it. */
async function openPage(account?: Account): Promise<Page> {
  const context = await site.browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  if (account) {
    await context.addCookies(account.browserCookies.map((cookie) => ({ ...cookie, url: site.portal.baseUrl })));
    await page.goto(`${site.portal.baseUrl}/notifications`);
    await page.getByRole('button', { name: `Open account menu for ${account.fullname}` }).waitFor();
  }
  return page;
}

const jobCards = (page: Page) => page.getByRole('region', { name: 'Job list' }).getByRole('article');
const top = async (page: Page, selector: string) => (await page.locator(selector).boundingBox())!.y;

it('/jobs on a desk scrolls as a page: the list has no box of its own, the filters stay in view, more jobs load, the footer ends it', async () => {
  const page = await openPage();
  await page.goto(`${site.portal.baseUrl}/jobs`);
  await jobCards(page).first().waitFor();

  expect(await scrollsInItsOwnBox(page, 'section[aria-label="Job list"]')).toBe(false);
  expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true);

  await page.mouse.move(900, 500);
  await page.mouse.wheel(0, 1200);
  await page.waitForFunction(() => window.scrollY >= 1000);
  // Held under the top of the window as the page moves on.
  const panelTop = await top(page, 'section[aria-labelledby="job-filters-heading"]');
  expect(panelTop).toBeGreaterThanOrEqual(0);
  expect(panelTop).toBeLessThan(100);

  // Scrolling the page to the list's end loads the rest, then the footer follows the list.
  for (let shown = await jobCards(page).count(); shown < JOB_COUNT; shown = await jobCards(page).count()) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction((before) => document.querySelectorAll('section[aria-label="Job list"] article').length > before, shown);
  }
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
  expect(await top(page, 'footer')).toBeGreaterThan((await page.locator('section[aria-label="Job list"]').boundingBox())!.y);
  await screenshot(page, 'page-scroll-jobs-end');
  await page.context().close();
});

/** The pages of each kind of visitor, each with what shows it is drawn. */
const PAGES: { who: 'visitor' | 'student' | 'recruiter'; path: () => string; shows: (page: Page) => Promise<unknown> }[] = [
  { who: 'visitor', path: () => '/', shows: (page) => page.getByRole('region', { name: 'Latest & Top Job Openings' }).getByRole('article').first().waitFor() },
  { who: 'visitor', path: () => '/jobs', shows: (page) => jobCards(page).first().waitFor() },
  { who: 'visitor', path: () => '/browse?q=engineer', shows: (page) => page.getByRole('article').first().waitFor() },
  { who: 'visitor', path: () => `/description/${jobId}`, shows: (page) => page.getByRole('heading', { level: 1, name: `Page Engineer ${JOB_COUNT}` }).waitFor() },
  { who: 'visitor', path: () => `/company/${companyId}`, shows: (page) => page.getByRole('heading', { level: 1, name: 'Scroll Works' }).waitFor() },
  { who: 'visitor', path: () => '/login', shows: (page) => page.getByRole('heading', { name: 'Login' }).waitFor() },
  { who: 'visitor', path: () => '/signup', shows: (page) => page.getByRole('heading', { name: 'Sign Up' }).waitFor() },
  { who: 'visitor', path: () => '/forgot-password', shows: (page) => page.getByRole('button', { name: 'Send reset link' }).waitFor() },
  { who: 'visitor', path: () => '/reset-password?token=abc', shows: (page) => page.getByRole('heading', { name: 'Set a new password' }).waitFor() },
  { who: 'visitor', path: () => '/no-such-page', shows: (page) => page.getByText('Page not found').waitFor() },
  { who: 'student', path: () => '/profile', shows: (page) => page.getByRole('tablist', { name: 'Your jobs' }).waitFor() },
  { who: 'student', path: () => '/settings', shows: (page) => page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor() },
  { who: 'student', path: () => '/notifications', shows: (page) => page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor() },
  { who: 'recruiter', path: () => '/admin/companies', shows: (page) => page.getByRole('table').waitFor() },
  { who: 'recruiter', path: () => '/admin/companies/create', shows: (page) => page.getByRole('heading', { name: 'Your Company Name' }).waitFor() },
  { who: 'recruiter', path: () => `/admin/companies/${companyId}`, shows: (page) => page.getByRole('form', { name: 'Company Setup' }).waitFor() },
  { who: 'recruiter', path: () => '/admin/jobs', shows: (page) => page.getByRole('table').waitFor() },
  { who: 'recruiter', path: () => '/admin/jobs/create', shows: (page) => page.getByRole('form', { name: 'Post a New Job' }).waitFor() },
  { who: 'recruiter', path: () => `/admin/jobs/${jobId}/edit`, shows: (page) => page.getByRole('form', { name: 'Edit Job' }).waitFor() },
  { who: 'recruiter', path: () => `/admin/jobs/${jobId}/applicants`, shows: (page) => page.getByRole('heading', { name: 'Applicants (0)' }).waitFor() },
  { who: 'recruiter', path: () => '/admin/no-such-page', shows: (page) => page.getByText('Page not found').waitFor() },
];

it.each(['visitor', 'student', 'recruiter'] as const)("every page a %s sees ends with the site's footer, after the main content", async (who) => {
  const page = await openPage({ visitor: undefined, student, recruiter }[who]);
  for (const { path, shows } of PAGES.filter((entry) => entry.who === who)) {
    await page.goto(`${site.portal.baseUrl}${path()}`);
    await shows(page);
    const footers = await page.getByRole('contentinfo').evaluateAll((found) =>
      found.map((footer) => ({ text: footer.textContent?.includes('All rights reserved') ?? false, afterMain: footer.compareDocumentPosition(document.querySelector('main')!) === Node.DOCUMENT_POSITION_PRECEDING })),
    );
    expect({ path: path(), footers }).toEqual({ path: path(), footers: [{ text: true, afterMain: true }] });
  }
  await page.context().close();
});
