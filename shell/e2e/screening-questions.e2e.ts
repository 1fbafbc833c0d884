import type { Page } from 'playwright-core';
import { callApi } from '../../ci/e2e/support/api';
import { accessibilityViolations } from '../../ci/e2e/support/axe';
import { DESKTOP, screenshot, settled } from '../../ci/e2e/support/browser';
import { scrollsSideways } from '../../ci/e2e/support/layout';
import { siteUnderTest } from '../../ci/e2e/support/site-under-test';
import { openAs, type Side } from '../../ci/e2e/support/watched-page';

/**
 * Screening questions across both remotes (issue 30), at a desktop's width and on a 360 px
 * phone: the recruiter writes two questions in the job form, each with the answer it needs; one
 * student answers through the apply dialog and goes on; another is screened out, told so kindly,
 * and reads Rejected with the reason on the profile; the recruiter sees both with their answers
 * and filters the screened-out one.
 */
const site = siteUnderTest();
const PHONE_360 = { width: 360, height: 800 };
const VIEWPORTS = [
  ['desktop', DESKTOP],
  ['phone', PHONE_360],
] as const;
const PUNE = 'Can you work from our Pune office?';
const YEARS = 'Years of React experience';
const REASON = `Not taken further: the answer to “${YEARS}” did not meet this job's requirement.`;

const toast = (page: Page, message: string) => page.getByRole('status').filter({ hasText: message }).first().waitFor();

/** What every screen must be: as wide as the window, with no WCAG violation, nothing thrown or blocked. */
async function expectSound(side: Side, screenshotName: string): Promise<void> {
  await settled(side.page);
  expect(await scrollsSideways(side.page)).toBe(false);
  expect(await accessibilityViolations(side.page)).toEqual([]);
  await screenshot(side.page, `screening-questions-${screenshotName}`);
  expect(side.errors).toEqual([]);
}

async function postJobWithQuestions(recruiter: Side, title: string, company: string): Promise<string> {
  const { page } = recruiter;
  await page.goto(`${site.portal.baseUrl}/admin/jobs/create`);
  await page.getByRole('combobox', { name: 'Company' }).selectOption({ label: company });
  const fields: [string, string][] = [
    ['Title', title],
    ['Description', 'Build the screens our customers use every day.'],
    ['Requirements', 'React, TypeScript'],
    ['Minimum salary (LPA)', '14'],
    ['Location', 'Pune'],
    ['Experience (years)', '2'],
    ['No. of Positions', '2'],
  ];
  for (const [label, value] of fields) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('combobox', { name: 'Job Type' }).selectOption('Full Time');

  await page.getByRole('button', { name: 'Add question' }).click();
  const first = page.getByRole('group', { name: 'Question 1' });
  await first.getByLabel('Question text').fill(PUNE);
  await first.getByRole('combobox', { name: 'Answer needed to go on' }).selectOption({ label: 'Yes' });
  await page.getByRole('button', { name: 'Add question' }).click();
  const second = page.getByRole('group', { name: 'Question 2' });
  await second.getByLabel('Question text').fill(YEARS);
  await second.getByRole('combobox', { name: 'Kind of answer' }).selectOption({ label: 'Number' });
  await second.getByLabel('Lowest number accepted (optional)').fill('2');
  // Screening applicants out makes a question required, and says so.
  expect(await first.getByRole('checkbox', { name: 'Required' }).isChecked()).toBe(true);
  expect(await first.getByRole('checkbox', { name: 'Required' }).isDisabled()).toBe(true);
  return title;
}

/** The student opens the job, answers in the dialog and submits; resolves once the dialog has closed. */
async function applyThroughQuestions(student: Side, jobId: string, title: string, worksFromPune: 'Yes' | 'No', years: string, screenshotName?: string) {
  const { page } = student;
  await page.goto(`${site.portal.baseUrl}/description/${jobId}`);
  await page.getByRole('button', { name: 'Apply Now' }).click();
  const dialog = page.getByRole('dialog', { name: `Apply to ${title}` });
  // Sent unanswered, the first question is named and takes the focus.
  await dialog.getByRole('button', { name: 'Submit application' }).click();
  await dialog.getByText(`Please answer “${PUNE}”`).waitFor();
  expect(await dialog.getByRole('radio', { name: 'Yes' }).evaluate((radio) => radio === document.activeElement)).toBe(true);
  await dialog.getByRole('radiogroup', { name: `${PUNE} (required)` }).getByRole('radio', { name: worksFromPune }).check();
  await dialog.getByRole('spinbutton', { name: `${YEARS} (required)` }).fill(years);
  if (screenshotName) await expectSound(student, screenshotName);
  await dialog.getByRole('button', { name: 'Submit application' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe.each(VIEWPORTS)('on a %s', (name, viewport) => {
  it('a recruiter asks questions; one student goes on, another is screened out and told why; the recruiter sees both and filters them', async () => {
    const company = `Screening Works ${name}`;
    const title = `React Engineer, screened (${name})`;
    const recruiter = await openAs(site, 'recruiter', 'Rhea Recruiter');
    await recruiter.page.setViewportSize(viewport);
    await callApi(site.portal.baseUrl, recruiter.account, 'POST', '/company/register', { companyName: company });

    await postJobWithQuestions(recruiter, title, company);
    await expectSound(recruiter, `${name}-question-builder`);
    await recruiter.page.getByRole('button', { name: 'Post New Job' }).click();
    await toast(recruiter.page, 'New job created successfully.');
    const { jobs } = await callApi<{ jobs: { _id: string; title: string }[] }>(site.portal.baseUrl, recruiter.account, 'GET', '/job/getadminjobs');
    const jobId = jobs.find((job) => job.title === title)!._id;

    const passing = await openAs(site, 'student', 'Priya Passes');
    await passing.page.setViewportSize(viewport);
    await applyThroughQuestions(passing, jobId, title, 'Yes', '3', `${name}-apply-dialog`);
    await toast(passing.page, 'Job applied successfully.');
    await passing.page.getByRole('button', { name: 'Already Applied' }).waitFor();

    const failing = await openAs(site, 'student', 'Sam Screened');
    await failing.page.setViewportSize(viewport);
    await applyThroughQuestions(failing, jobId, title, 'Yes', '1');
    await failing.page.getByText(`Thank you for applying. Based on your answer to “${YEARS}”, this application will not be taken further.`).waitFor();
    await failing.page.getByRole('button', { name: 'Already Applied' }).waitFor();
    await expectSound(failing, `${name}-screened-out`);

    // The profile reads Rejected, and the history says why.
    await failing.page.goto(`${site.portal.baseUrl}/profile`);
    const row = failing.page.getByRole('row').filter({ hasText: title });
    await row.getByText('REJECTED', { exact: true }).waitFor();
    await row.getByRole('button', { name: `View the history of your application to ${title}` }).click();
    await failing.page.getByRole('dialog').getByText(REASON).waitFor();
    await expectSound(failing, `${name}-profile-reason`);

    // The recruiter sees both, the screened-out one marked, and filters.
    await recruiter.page.goto(`${site.portal.baseUrl}/admin/jobs/${jobId}/applicants`);
    const applicantRow = (fullname: string) => recruiter.page.getByRole('row').filter({ hasText: fullname });
    await applicantRow('Priya Passes').waitFor();
    await applicantRow('Sam Screened').getByText('Screened out', { exact: true }).waitFor();
    expect(await applicantRow('Priya Passes').getByText('Screened out', { exact: true }).count()).toBe(0);
    await recruiter.page.getByRole('combobox', { name: 'Screening' }).selectOption({ label: 'Screened out (1)' });
    await applicantRow('Priya Passes').waitFor({ state: 'detached' });
    await applicantRow('Sam Screened').getByRole('button', { name: 'Sam Screened: answers, timeline and notes' }).click();
    const details = recruiter.page.getByRole('dialog');
    await details.getByText(YEARS, { exact: true }).waitFor();
    await details.getByText('Screened out: not the answer this job needs', { exact: true }).waitFor();
    await details.getByText(REASON).waitFor();
    await expectSound(recruiter, `${name}-applicants`);

    for (const side of [recruiter, passing, failing]) await side.page.context().close();
  });
});
