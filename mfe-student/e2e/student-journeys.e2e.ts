import type { Page } from 'playwright-core';
import { createAccount } from '../../ci/e2e/support/api';
import { DESKTOP, PHONE, screenshot } from '../../ci/e2e/support/browser';
import { siteUnderTest } from '../../ci/e2e/support/site-under-test';
import { ALL_JOBS, logIn, logInAsNewStudent, RESUME_PDF, seedJobs, settled } from './support';

const site = siteUnderTest();
let jobIds: Record<string, string>;

beforeAll(async () => {
  jobIds = await seedJobs(site.portal.baseUrl);
});

/** A page in a fresh context: its own cookies and localStorage, so its own session. */
async function newPage(viewport = DESKTOP, reducedMotion: 'reduce' | 'no-preference' = 'no-preference'): Promise<Page> {
  const context = await site.browser.newContext({ viewport, reducedMotion });
  return context.newPage();
}

const cards = (page: Page) => page.getByRole('article');
const cardTitles = (page: Page) => page.getByRole('article').getByRole('heading').allTextContents();
const resultsHeading = (page: Page, count: number) => page.getByRole('heading', { level: 1, name: `Search Results (${count})` });

it('a visitor searches from the hero and from a category chip, and browses every job by scrolling', async () => {
  const page = await newPage();
  await page.goto(`${site.portal.baseUrl}/`);
  // The newest six.
  await page.getByRole('region', { name: 'Latest & Top Job Openings' }).getByRole('article').nth(5).waitFor();
  expect(await page.getByRole('region', { name: 'Latest & Top Job Openings' }).getByRole('article').count()).toBe(6);
  await screenshot(await settled(page), 'student-01-home-desktop');

  await page.getByRole('searchbox', { name: 'Search jobs' }).fill('developer');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/browse?q=developer');
  await resultsHeading(page, 3).waitFor();
  expect((await cardTitles(page)).sort()).toEqual(['Backend Developer', 'Frontend Developer', 'FullStack Developer']);
  await screenshot(await settled(page), 'student-02-browse-desktop');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await page.getByRole('button', { name: 'Next slide' }).click();
  // Each chip says how many jobs it finds.
  await page.getByRole('button', { name: 'Data Science, 1 job' }).click();
  await page.waitForURL('**/browse?q=Data+Science');
  await resultsHeading(page, 1).waitFor();
  expect(await cardTitles(page)).toEqual(['Data Scientist']);

  // The query lives in the address: Browse from the header lists everything, a page at a time.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Jobs' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Browse' }).click();
  await resultsHeading(page, ALL_JOBS).waitFor();
  expect(await cards(page).count()).toBe(24);
  await cards(page).last().scrollIntoViewIfNeeded();
  await cards(page).nth(ALL_JOBS - 1).waitFor();
  expect(await cards(page).count()).toBe(ALL_JOBS);
  await page.context().close();
});

it('the facets on /jobs count, narrow the list, combine, and clear; the order and the count follow', async () => {
  const page = await newPage();
  await page.goto(`${site.portal.baseUrl}/jobs`);
  const list = page.getByRole('region', { name: 'Job list' });
  await list.getByRole('article').nth(23).waitFor();
  const count = page.getByRole('status').filter({ hasText: /\bjobs?$/ });
  expect(await count.textContent()).toBe(`${ALL_JOBS} jobs`);
  await screenshot(await settled(page), 'student-03-jobs-desktop');
  const radio = (group: string, name: string | RegExp) => page.getByRole('group', { name: group }).getByRole('radio', { name });
  const checkbox = (group: string, name: string | RegExp) => page.getByRole('group', { name: group }).getByRole('checkbox', { name });
  const titlesAfter = async (change: () => Promise<unknown>, expected: string[]) => {
    await change();
    await page.waitForFunction(
      (count) => document.querySelectorAll('[aria-label="Job list"] article').length === count && !document.querySelector('[aria-busy="true"]'),
      expected.length,
    );
    expect((await cardTitles(page)).sort()).toEqual([...expected].sort());
  };

  // Each value with the jobs it finds; several of one facet find any of them.
  await titlesAfter(() => checkbox('Location', 'Bangalore, 1 job').check(), ['Frontend Developer']);
  await titlesAfter(() => checkbox('Location', 'Pune, 1 job').check(), ['Backend Developer', 'Frontend Developer']);
  expect(new URL(page.url()).searchParams.getAll('location')).toEqual(['Bangalore', 'Pune']);
  expect(await count.textContent()).toBe('2 jobs');
  await titlesAfter(() => checkbox('Salary', /^3–6 LPA/).check(), ['Backend Developer']);
  // Counted over the other choices: no job in those places pays 20 LPA or more, so it cannot be chosen.
  expect(await checkbox('Salary', '20 LPA and more, 0 jobs').isDisabled()).toBe(true);
  await screenshot(await settled(page), 'student-05-jobs-filtered-desktop');

  // The list shows what the address says, after a reload too.
  await page.reload();
  await list.getByRole('article').first().waitFor();
  expect((await cardTitles(page)).sort()).toEqual(['Backend Developer']);
  expect(await checkbox('Location', /^Pune/).isChecked()).toBe(true);

  await page.getByRole('button', { name: 'Clear filters', exact: true }).click();
  await list.getByRole('article').nth(23).waitFor();
  expect(await page.getByRole('checkbox', { checked: true }).count()).toBe(0);
  expect(page.url()).toBe(`${site.portal.baseUrl}/jobs`);

  // Highest salary first.
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Salary: high to low' });
  await page.waitForURL('**/jobs?sort=salary');
  await page.waitForFunction(() => document.querySelector('[aria-label="Job list"] article h3')?.textContent === 'FullStack Developer');

  // The industry is one keyword at a time.
  await titlesAfter(() => radio('Industry', /^Graphic Designer/).check(), ['Graphic Designer']);

  // A link to a place with no jobs (filters are only disabled, never a dead end, in the panel) offers the way on.
  await page.goto(`${site.portal.baseUrl}/jobs?location=Atlantis`);
  await page.getByRole('heading', { name: 'Job not found' }).waitFor();
  await screenshot(await settled(page), 'student-04-jobs-not-found-desktop');
  await page.getByRole('button', { name: 'Clear filters and see all jobs' }).click();
  await list.getByRole('article').nth(23).waitFor();
  expect(page.url()).toBe(`${site.portal.baseUrl}/jobs`);
  await page.context().close();
});

it('a job page lists similar open jobs under their own heading', async () => {
  const page = await newPage();
  await page.goto(`${site.portal.baseUrl}/description/${jobIds['Frontend Developer']}`);
  const similar = page.getByRole('region', { name: 'Similar jobs' });
  await similar.getByRole('article').first().waitFor();
  expect(await similar.getByRole('heading', { level: 2, name: 'Similar jobs' }).count()).toBe(1);
  expect(await similar.getByRole('article', { name: 'Frontend Developer' }).count()).toBe(0);
  await page.context().close();
});

it("a student applies from browse, sees 'Already Applied' after a reload, finds the application in Profile and edits the profile with a PDF resume", async () => {
  const page = await newPage();
  await logInAsNewStudent(page, site.portal.baseUrl, 'Asha Student');

  await page.getByRole('searchbox', { name: 'Search jobs' }).fill('Frontend');
  await page.getByRole('button', { name: 'Search' }).click();
  await resultsHeading(page, 1).waitFor();
  const card = page.getByRole('article', { name: 'Frontend Developer' });
  await card.getByRole('button', { name: 'Save For Later' }).click();
  await card.getByRole('button', { name: 'Saved' }).waitFor();
  await page.reload();
  await page.getByRole('article', { name: 'Frontend Developer' }).getByRole('button', { name: 'Saved' }).waitFor();

  await page.getByRole('article', { name: 'Frontend Developer' }).getByRole('link', { name: 'Details' }).click();
  await page.waitForURL(`**/description/${jobIds['Frontend Developer']}`);
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await page.getByText('Job applied successfully.').waitFor();
  await page.getByRole('button', { name: 'Already Applied' }).waitFor();
  await page.reload();
  const applied = page.getByRole('button', { name: 'Already Applied' });
  await applied.waitFor();
  expect(await applied.getAttribute('aria-disabled')).toBe('true');
  expect(await page.locator('dt:text-is("Total Applicants") + dd').textContent()).toBe('1');
  await screenshot(await settled(page), 'student-06-description-applied-desktop');

  await page.getByRole('button', { name: 'Open account menu for Asha Student' }).click();
  await page.getByRole('link', { name: 'View Profile' }).click();
  await page.waitForURL('**/profile');
  const row = page.getByRole('table', { name: 'A list of your applied jobs' }).getByRole('row', { name: /Frontend Developer/ });
  await row.waitFor();
  expect(await row.getByRole('cell').allInnerTexts()).toEqual([expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), 'Frontend Developer', 'Acme Labs', 'PENDING', 'View']);

  await page.getByRole('button', { name: 'Edit profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Profile' });
  await dialog.getByLabel('Name').fill('Asha Rao');
  await dialog.getByLabel('Number').fill('+91 90000 11111');
  await dialog.getByLabel('Bio').fill('Frontend developer in the making');
  await dialog.getByLabel('Skills').fill('React, TypeScript, Testing');
  await dialog.getByLabel('Resume').setInputFiles({ name: 'asha-cv.pdf', mimeType: 'application/pdf', buffer: RESUME_PDF });
  await screenshot(await settled(page), 'student-07-profile-dialog-desktop');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await page.getByText('Profile updated successfully.').waitFor();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('heading', { level: 1, name: 'Asha Rao' }).waitFor();
  await page.getByText('+91 90000 11111').waitFor();
  for (const skill of ['React', 'TypeScript', 'Testing']) await page.getByText(skill, { exact: true }).waitFor();
  await screenshot(await settled(page), 'student-08-profile-desktop');

  const resume = page.getByRole('link', { name: 'asha-cv.pdf' });
  const [opened] = await Promise.all([page.waitForEvent('popup'), resume.click()]);
  expect(opened.url()).toBe(new URL((await resume.getAttribute('href'))!, site.portal.baseUrl).href);
  const served = await page.evaluate(async (href) => {
    const response = await fetch(href);
    return { status: response.status, type: response.headers.get('content-type'), head: (await response.text()).slice(0, 5) };
  }, (await resume.getAttribute('href'))!);
  expect(served).toEqual({ status: 200, type: 'application/pdf', head: '%PDF-' });
  await page.context().close();
});

it("a visitor who presses 'Log in to apply' logs in and is brought back to apply", async () => {
  const page = await newPage();
  const jobPath = `/description/${jobIds['Backend Developer']}`;
  await page.goto(`${site.portal.baseUrl}${jobPath}`);
  await page.getByRole('button', { name: 'Log in to apply' }).click();
  await page.waitForURL(`**/login?redirect=${encodeURIComponent(jobPath)}`);

  await logIn(page, await createAccount(site.portal.baseUrl, 'student', 'Vijay Visitor'));
  await page.waitForURL(`${site.portal.baseUrl}${jobPath}`);
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await page.getByRole('button', { name: 'Already Applied' }).waitFor();
  await page.context().close();
});

it('lets the cards appear without motion for a user who prefers less of it', async () => {
  // The preference is the context's from its first page load (set once, not emulated afterwards).
  const page = await newPage(DESKTOP, 'reduce');
  // Motion a user can see: the global style shortens every animation and transition to
  // 0.01 ms for them, so one caught in that instant is no motion.
  const visibleMotions = () =>
    page.evaluate(() => document.getAnimations().filter((animation) => Number(animation.effect?.getComputedTiming().duration ?? 0) > 1).length);
  await page.goto(`${site.portal.baseUrl}/jobs`);
  await page.getByRole('article').first().waitFor();
  expect(await visibleMotions()).toBe(0);

  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.getByRole('group', { name: 'Location' }).getByRole('checkbox', { name: /^Pune/ }).check();
  await page.getByRole('article').first().waitFor();
  expect(await visibleMotions()).toBeGreaterThan(0);
  await page.context().close();
});

it('shows an unknown job as not found', async () => {
  const page = await newPage();
  await page.goto(`${site.portal.baseUrl}/description/999999`);
  await page.getByRole('heading', { name: 'Job not found' }).waitFor();
  await page.context().close();
});

it('lays every screen out at phone width', async () => {
  const page = await newPage(PHONE);
  await logInAsNewStudent(page, site.portal.baseUrl, 'Phone Student');
  await page.getByRole('region', { name: 'Latest & Top Job Openings' }).getByRole('article').first().waitFor();
  await screenshot(await settled(page), 'student-11-home-phone');

  await page.getByRole('region', { name: 'Job categories' }).getByRole('button', { name: /^Frontend Developer/ }).click();
  await resultsHeading(page, 1).waitFor();
  await page.getByRole('article').first().waitFor();
  await screenshot(await settled(page), 'student-12-browse-phone');

  await page.goto(`${site.portal.baseUrl}/jobs`);
  await page.getByRole('article').first().waitFor();
  await screenshot(await settled(page), 'student-13-jobs-phone');

  await page.goto(`${site.portal.baseUrl}/description/${jobIds['Data Scientist']}`);
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await page.getByRole('button', { name: 'Already Applied' }).waitFor();
  await screenshot(await settled(page), 'student-14-description-phone');

  await page.goto(`${site.portal.baseUrl}/profile`);
  await page.getByRole('table', { name: 'A list of your applied jobs' }).waitFor();
  await screenshot(await settled(page), 'student-15-profile-phone');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await page.getByRole('dialog', { name: 'Update Profile' }).waitFor();
  await screenshot(await settled(page), 'student-16-profile-dialog-phone');
  await page.context().close();
});
