import type { Page } from 'playwright-core';
import { callApi } from '../../ci/e2e/support/api';
import { accessibilityViolations } from '../../ci/e2e/support/axe';
import { screenshot } from '../../ci/e2e/support/browser';
import { siteUnderTest } from '../../ci/e2e/support/site-under-test';
import { openAs } from '../../ci/e2e/support/watched-page';

/**
 * The hiring pipeline across both remotes, each side in its own browser: a job with a deadline,
 * an application that moves through stages with messages the student reads in a timeline, a
 * withdrawal the recruiter sees, and a close that stops a second student and empties search.
 */
const site = siteUnderTest();
const TITLE = 'Quantum Pipeline Engineer';
const SHORTLIST_MESSAGE = 'Your portfolio stood out; expect a call this week.';
const INTERVIEW_MESSAGE = 'Video interview on Tuesday at 10:00 IST.';
const NOTE = 'Strong on queues; ask about back-pressure.';

const toast = (page: Page, message: string) => page.getByRole('status').filter({ hasText: message }).first().waitFor();
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function moveApplicant(page: Page, name: string, stage: string, message: string) {
  await page.getByRole('button', { name: `Change the status of ${name}` }).click();
  await page.getByRole('menuitem', { name: stage, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Move ${name} to ${stage}` });
  await dialog.getByRole('textbox', { name: 'Message to the student (optional)' }).fill(message);
  return dialog;
}

it('a job with a deadline: apply, shortlist and interview with messages, the student withdraws, the recruiter closes the job', async () => {
  const recruiter = await openAs(site, 'recruiter', 'Rhea Recruiter');
  await callApi(site.portal.baseUrl, recruiter.account, 'POST', '/company/register', { companyName: 'Pipeline Works' });
  const deadline = inDays(30);

  // The recruiter posts the job with a deadline.
  await recruiter.page.goto(`${site.portal.baseUrl}/admin/jobs/create`);
  await recruiter.page.getByRole('combobox', { name: 'Company' }).selectOption({ label: 'Pipeline Works' });
  const fields: [string, string][] = [
    ['Title', TITLE],
    ['Description', 'Streams, queues and the services between them.'],
    ['Requirements', 'Kafka, TypeScript'],
    ['Minimum salary (LPA)', '20'],
    ['Location', 'Pune'],
    ['Experience (years)', '2'],
    ['No. of Positions', '1'],
    ['Apply by (optional)', deadline],
  ];
  for (const [label, value] of fields) await recruiter.page.getByLabel(label, { exact: true }).fill(value);
  await recruiter.page.getByRole('combobox', { name: 'Job Type' }).selectOption('Full Time');
  await recruiter.page.getByRole('button', { name: 'Post New Job' }).click();
  await toast(recruiter.page, 'New job created successfully.');
  const { jobs } = await callApi<{ jobs: { _id: string; title: string; deadline: string }[] }>(site.portal.baseUrl, recruiter.account, 'GET', '/job/getadminjobs');
  const job = jobs.find(({ title }) => title === TITLE)!;
  expect(job.deadline).toBe(deadline);

  // A student finds it, sees the deadline and applies.
  const student = await openAs(site, 'student', 'Jane Student');
  await student.page.goto(`${site.portal.baseUrl}/browse?q=Quantum`);
  await student.page.getByRole('heading', { level: 1, name: 'Search Results (1)' }).waitFor();
  await student.page.goto(`${site.portal.baseUrl}/description/${job._id}`);
  await student.page.getByText(`Apply by ${deadline}`).waitFor();
  await student.page.getByRole('button', { name: 'Apply Now' }).click();
  await toast(student.page, 'Job applied successfully.');

  // The recruiter sees the applicant counted as pending, shortlists with a message, then moves to interview.
  await recruiter.page.goto(`${site.portal.baseUrl}/admin/jobs`);
  const jobRow = recruiter.page.getByRole('row').filter({ hasText: TITLE });
  expect(await jobRow.getByRole('cell').nth(3).innerText()).toBe('1\n1 Pending');
  await recruiter.page.goto(`${site.portal.baseUrl}/admin/jobs/${job._id}/applicants`);
  await recruiter.page.getByRole('heading', { name: 'Applicants (1)' }).waitFor();
  const shortlist = await moveApplicant(recruiter.page, 'Jane Student', 'Shortlisted', SHORTLIST_MESSAGE);
  expect(await accessibilityViolations(recruiter.page)).toEqual([]);
  await screenshot(recruiter.page, 'pipeline-01-shortlist-dialog');
  await shortlist.getByRole('button', { name: 'Move to Shortlisted' }).click();
  await toast(recruiter.page, 'Jane Student moved to Shortlisted.');
  const applicantRow = recruiter.page.getByRole('row').filter({ hasText: 'Jane Student' });
  await applicantRow.getByText('SHORTLISTED').waitFor();
  const interview = await moveApplicant(recruiter.page, 'Jane Student', 'Interview', INTERVIEW_MESSAGE);
  await interview.getByRole('button', { name: 'Move to Interview' }).click();
  await toast(recruiter.page, 'Jane Student moved to Interview.');
  await applicantRow.getByText('INTERVIEW').waitFor();

  // A private note, in the applicant's timeline.
  await recruiter.page.getByRole('button', { name: 'Jane Student: timeline and notes' }).click();
  const details = recruiter.page.getByRole('dialog', { name: 'Jane Student' });
  await details.getByRole('textbox', { name: 'Add a note' }).fill(NOTE);
  await details.getByRole('button', { name: 'Add note' }).click();
  await details.getByText(NOTE).waitFor();
  expect(await details.getByRole('list', { name: "Timeline of Jane Student's application" }).getByRole('listitem').count()).toBe(3);
  expect(await accessibilityViolations(recruiter.page)).toEqual([]);
  await screenshot(recruiter.page, 'pipeline-02-applicant-timeline-and-notes');
  await recruiter.page.keyboard.press('Escape');

  // The student reads both steps, with the messages, and never the note.
  await student.page.goto(`${site.portal.baseUrl}/profile`);
  const appliedRow = student.page.getByRole('table', { name: 'A list of your applied jobs' }).getByRole('row', { name: new RegExp(TITLE) });
  await appliedRow.getByText('INTERVIEW').waitFor();
  await appliedRow.getByRole('button', { name: `View the history of your application to ${TITLE}` }).click();
  const history = student.page.getByRole('dialog', { name: `${TITLE} at Pipeline Works` });
  const steps = history.getByRole('list', { name: "Your application's history" }).getByRole('listitem');
  expect(await steps.count()).toBe(3);
  expect(await steps.nth(1).innerText()).toContain(SHORTLIST_MESSAGE);
  expect(await steps.nth(2).innerText()).toContain(INTERVIEW_MESSAGE);
  expect(await student.page.content()).not.toContain(NOTE);
  expect(await accessibilityViolations(student.page)).toEqual([]);
  await screenshot(student.page, 'pipeline-03-student-timeline');

  // The student withdraws, after confirming.
  await history.getByRole('button', { name: 'Withdraw application' }).click();
  const confirmation = student.page.getByRole('dialog', { name: `Withdraw your application to ${TITLE}?` });
  await confirmation.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await toast(student.page, 'Application withdrawn.');
  await appliedRow.getByText('WITHDRAWN').waitFor();
  const seen = await callApi<{ application: unknown[] }>(site.portal.baseUrl, student.account, 'GET', '/application/get');
  expect(JSON.stringify(seen)).not.toContain(NOTE);

  // The recruiter sees it withdrawn, with no way to move it, and closes the job.
  await recruiter.page.reload();
  await applicantRow.getByText('WITHDRAWN', { exact: true }).waitFor();
  await applicantRow.getByText('Withdrawn by the student').waitFor();
  expect(await recruiter.page.getByRole('button', { name: 'Change the status of Jane Student' }).count()).toBe(0);
  expect(await recruiter.page.getByRole('combobox', { name: 'Show' }).getByRole('option', { name: 'Withdrawn (1)' }).count()).toBe(1);
  await recruiter.page.goto(`${site.portal.baseUrl}/admin/jobs`);
  await recruiter.page.getByRole('button', { name: `Actions for ${TITLE} at Pipeline Works` }).click();
  await recruiter.page.getByRole('menuitem', { name: 'Close' }).click();
  await toast(recruiter.page, `${TITLE} is closed: it takes no more applications.`);
  expect(await jobRow.getByRole('cell').nth(4).innerText()).toBe('Closed');

  // A second student cannot apply, and the job is gone from search.
  const second = await openAs(site, 'student', 'Omar Student');
  await second.page.goto(`${site.portal.baseUrl}/description/${job._id}`);
  const closed = second.page.getByRole('button', { name: 'No longer accepting applications' });
  await closed.waitFor();
  expect(await closed.getAttribute('aria-disabled')).toBe('true');
  expect(await second.page.getByRole('button', { name: 'Apply Now' }).count()).toBe(0);
  await screenshot(second.page, 'pipeline-04-closed-job');
  const refused = await fetch(`${site.portal.baseUrl}/api/v1/application/apply/${job._id}`, { method: 'POST', headers: { cookie: second.account.cookie } });
  expect(refused.status).toBe(409);
  await second.page.goto(`${site.portal.baseUrl}/browse?q=Quantum`);
  await second.page.getByRole('heading', { level: 1, name: 'Search Results (0)' }).waitFor();

  for (const side of [recruiter, student, second]) {
    expect(side.errors).toEqual([]);
    await side.page.context().close();
  }
});
