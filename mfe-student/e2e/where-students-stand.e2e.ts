import type { Locator, Page } from 'playwright-core';
import { callApi, createAccount, type Account } from '../../ci/e2e/support/api';
import { accessibilityViolations } from '../../ci/e2e/support/axe';
import { DESKTOP, screenshot, settled } from '../../ci/e2e/support/browser';
import { scrollsSideways } from '../../ci/e2e/support/layout';
import { logInThroughForm } from '../../ci/e2e/support/log-in';
import { siteUnderTest } from '../../ci/e2e/support/site-under-test';
import { watchedPage } from '../../ci/e2e/support/watched-page';

/**
 * What a student sees of where they stand (issue 30): how their skills meet a job's
 * requirements, the jobs picked for them with the reasons, a job's salary range and how quickly
 * its company answers; a visitor sees the job without any match. At a desktop's width and on a
 * 360 px phone.
 */
const site = siteUnderTest();
const COMPANY = 'Saffron Systems';
const PHONE_360 = { width: 360, height: 800 };
const VIEWPORTS = [
  ['desktop', DESKTOP],
  ['phone', PHONE_360],
] as const;

/** The job the student matches best: three of its four requirements, in their preferred city, paying their minimum. */
const FULL_STACK = { title: 'Full Stack Engineer', requirements: 'React, Node.js, SQL, Docker', location: 'Pune', salary: 10, salaryMax: 18 };
/** One of two requirements, of the preferred job type: recommended after the best match. */
const NODE_PLATFORM = { title: 'Node Platform Engineer', requirements: 'Node.js, Kubernetes', location: 'Mumbai', salary: 8 };
/** Neither a skill nor a preference: never recommended. */
const FIELD_SALES = { title: 'Field Sales Associate', requirements: 'Negotiation, Hindi', location: 'Delhi NCR', salary: 4, jobType: 'Part Time' };

/** The company's answers the job page counts: from five, it says how quickly the company usually responds. */
const ANSWERED_APPLICANTS = 5;

let fullStackId: string;
let student: Account;

beforeAll(async () => {
  const baseUrl = site.portal.baseUrl;
  const recruiter = await createAccount(baseUrl, 'recruiter', 'Meera Recruiter');
  const { company } = await callApi<{ company: { _id: string } }>(baseUrl, recruiter, 'POST', '/company/register', { companyName: COMPANY });
  const post = async (job: object) => {
    const body = { description: 'Build and run the products our customers use every day.', jobType: 'Full Time', experience: 2, position: 2, companyId: company._id, ...job };
    return (await callApi<{ job: { _id: string } }>(baseUrl, recruiter, 'POST', '/job/post', body)).job._id;
  };
  fullStackId = await post(FULL_STACK);
  await post(NODE_PLATFORM);
  await post(FIELD_SALES);

  // Five students apply and the team answers each at once: a median of 0 days.
  for (let index = 1; index <= ANSWERED_APPLICANTS; index++) {
    const applicant = await createAccount(baseUrl, 'student', `Applicant ${index}`);
    await callApi(baseUrl, applicant, 'POST', `/application/apply/${fullStackId}`);
  }
  const { job } = await callApi<{ job: { applications: { _id: string }[] } }>(baseUrl, recruiter, 'GET', `/application/${fullStackId}/applicants`);
  for (const { _id } of job.applications) await callApi(baseUrl, recruiter, 'POST', `/application/status/${_id}/update`, { status: 'shortlisted' });

  student = await createAccount(baseUrl, 'student', 'Kavya Student');
  await updateProfile(student, { skills: 'React, Node, SQL', preferredLocations: 'Pune', preferredJobTypes: 'Full Time', minSalary: '12' });
});

/** POST /user/profile/update as the profile dialog sends it: multipart form fields. */
async function updateProfile(account: Account, fields: Record<string, string>): Promise<void> {
  const form = new FormData();
  Object.entries(fields).forEach(([name, value]) => form.append(name, value));
  const response = await fetch(`${site.portal.baseUrl}/api/v1/user/profile/update`, { method: 'POST', headers: { cookie: account.cookie }, body: form });
  if (response.status !== 200) throw new Error(`profile update: ${response.status} ${await response.text()}`);
}

/** The job card titled `title` within `scope`. */
const card = (scope: Locator | Page, title: string) => {
  const page = 'page' in scope ? scope.page() : scope;
  return scope.getByRole('article').filter({ has: page.getByRole('button', { name: title, exact: true }) });
};

/** The chips' list, read as a screen reader meets it: named by its count, each chip with its state in words. */
const matchChips = (scope: Locator | Page, summary: string) => scope.getByRole('list', { name: summary, exact: true });

/** What every screen must be: as wide as the window, with no WCAG violation, nothing thrown or blocked. */
async function expectSound(page: Page, errors: string[], screenshotName: string): Promise<void> {
  await settled(page);
  expect(await scrollsSideways(page)).toBe(false);
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshot(page, `where-students-stand-${screenshotName}`);
  expect(errors).toEqual([]);
}

/** Once React has the page and nothing more is on its way: what a visitor is shown is final. */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
  await page.waitForLoadState('networkidle');
}

describe.each(VIEWPORTS)('on a %s', (name, viewport) => {
  it('a student with skills and preferences sees the jobs for them with the reasons, all of them, and how they match a job', async () => {
    const { page, errors } = await watchedPage(site.browser);
    await page.setViewportSize(viewport);
    await logInThroughForm(page, site.portal.baseUrl, student);

    await page.goto(`${site.portal.baseUrl}/`);
    const forYou = page.getByRole('region', { name: 'Jobs for you' });
    await card(forYou, FULL_STACK.title).waitFor();
    // Best match first; a job with neither a skill nor a preference of theirs is left out.
    expect(await forYou.getByRole('article').getByRole('button').allTextContents()).toEqual([FULL_STACK.title, NODE_PLATFORM.title]);
    const best = card(forYou, FULL_STACK.title);
    await best.getByText('Matches React, Node.js, SQL · In Pune · Full Time · 10–18 LPA', { exact: true }).waitFor();
    await best.getByText('10–18 LPA', { exact: true }).waitFor();
    await matchChips(best, '3 of 4 skills match').waitFor();
    await card(forYou, NODE_PLATFORM.title).getByText('Matches Node.js · Full Time', { exact: true }).waitFor();
    await expectSound(page, errors, `${name}-home`);

    await forYou.getByRole('link', { name: 'See all jobs for you' }).click();
    await page.waitForURL('**/jobs/for-you');
    await page.getByRole('heading', { level: 1, name: 'Jobs for you' }).waitFor();
    await card(page, NODE_PLATFORM.title).waitFor();
    expect(await page.getByRole('article').getByRole('button').allTextContents()).toEqual([FULL_STACK.title, NODE_PLATFORM.title]);
    await card(page, FULL_STACK.title).getByText('Matches React, Node.js, SQL · In Pune · Full Time · 10–18 LPA', { exact: true }).waitFor();
    await matchChips(card(page, NODE_PLATFORM.title), '1 of 2 skills match').waitFor();
    await expectSound(page, errors, `${name}-jobs-for-you`);

    await card(page, FULL_STACK.title).getByRole('button', { name: FULL_STACK.title }).click();
    await page.waitForURL(`**/description/${fullStackId}`);
    // The address changes as the move starts: the list's card on the page being left also reads "3 of 4 skills match".
    await page.getByRole('heading', { level: 1, name: FULL_STACK.title }).waitFor();
    const chips = matchChips(page.getByRole('main'), '3 of 4 skills match');
    await chips.waitFor();
    // Each requirement says whether they have it, in words, not by its colour or mark alone.
    expect(await chips.ariaSnapshot()).toBe(
      ['- list "3 of 4 skills match":', '  - listitem: has React', '  - listitem: has Node.js', '  - listitem: has SQL', '  - listitem: missing Docker'].join('\n'),
    );
    const responds = page.getByRole('list', { name: 'How the company responds' });
    expect(await responds.getByRole('listitem').allTextContents()).toEqual(['Usually responds within a day', 'Actively reviewing applicants']);
    // The badge under the title and the Salary line of the facts.
    expect(await page.getByRole('main').getByText('10–18 LPA', { exact: true }).count()).toBe(2);
    await expectSound(page, errors, `${name}-job`);
    await page.context().close();
  });

  it("a visitor's job page shows the salary range and how quickly the company responds, and no match", async () => {
    const { page, errors } = await watchedPage(site.browser);
    await page.setViewportSize(viewport);
    await page.goto(`${site.portal.baseUrl}/description/${fullStackId}`);
    await page.getByRole('heading', { level: 1, name: FULL_STACK.title }).waitFor();
    await hydrated(page);
    expect(await page.getByText(/skills? match/).count()).toBe(0);
    expect(await page.getByText('Add your skills').count()).toBe(0);
    expect(await page.getByRole('list', { name: 'How the company responds' }).getByRole('listitem').allTextContents()).toEqual([
      'Usually responds within a day',
      'Actively reviewing applicants',
    ]);
    expect(await page.getByRole('main').getByText('10–18 LPA', { exact: true }).count()).toBe(2);
    await expectSound(page, errors, `${name}-visitor-job`);
    await page.context().close();
  });
});
