import type { Page } from 'playwright-core';
import { callApi, createAccount } from '../../ci/e2e/support/api';
import { accessibilityViolations } from '../../ci/e2e/support/axe';
import { screenshot } from '../../ci/e2e/support/browser';
import { mailTo } from '../../ci/e2e/support/mailbox';
import { siteUnderTest } from '../../ci/e2e/support/site-under-test';
import { openAs, watchedPage } from '../../ci/e2e/support/watched-page';

/**
 * Nobody is left waiting: the recruiter's bell counts a new applicant, the student's bell shows
 * the shortlist without a reload and the email for it lands (as a file: the embedded default),
 * and a forgotten password is reset through the emailed link.
 */
const site = siteUnderTest();
// The bell asks every 30 s: a new notification shows within that, without a reload.
const POLL_WAIT_MS = 45_000;

// Named as it shows the count (up to nine here): "1 unread notification".
const bellName = (unread: number) => (unread === 0 ? 'Notifications' : `${unread} unread ${unread === 1 ? 'notification' : 'notifications'}`);
const bell = (page: Page, unread: number) => page.getByRole('button', { name: bellName(unread), exact: true });
const toast = (page: Page, message: string) => page.getByRole('status').filter({ hasText: message }).first().waitFor();

it("a new applicant rings the recruiter's bell; the shortlist reaches the student's bell without a reload, and by email", async () => {
  const recruiter = await openAs(site, 'recruiter', 'Rhea Recruiter');
  const { company } = await callApi<{ company: { _id: string } }>(site.portal.baseUrl, recruiter.account, 'POST', '/company/register', { companyName: 'Bell Works' });
  const { job } = await callApi<{ job: { _id: string } }>(site.portal.baseUrl, recruiter.account, 'POST', '/job/post', {
    title: 'Notification Engineer',
    description: 'Tells people what happened.',
    requirements: 'Empathy',
    salary: 14,
    location: 'Pune',
    jobType: 'Full Time',
    experience: 1,
    position: 1,
    companyId: company._id,
  });

  const student = await openAs(site, 'student', 'Jane Student');
  await student.page.goto(`${site.portal.baseUrl}/description/${job._id}`);
  await student.page.getByRole('button', { name: 'Apply Now' }).click();
  await toast(student.page, 'Job applied successfully.');
  await student.page.goto(`${site.portal.baseUrl}/profile`);
  await bell(student.page, 0).waitFor();

  // The recruiter's bell counts the applicant; its notification opens the applicants.
  await recruiter.page.goto(`${site.portal.baseUrl}/admin/jobs`);
  await bell(recruiter.page, 1).click();
  const latest = recruiter.page.getByRole('link', { name: /New applicant for Notification Engineer/ });
  await latest.waitFor();
  expect(await accessibilityViolations(recruiter.page)).toEqual([]);
  await screenshot(recruiter.page, 'bell-01-recruiter-panel');
  await latest.click();
  await recruiter.page.waitForURL(`**/admin/jobs/${job._id}/applicants`);
  await bell(recruiter.page, 0).waitFor();

  // The recruiter shortlists with a message.
  await recruiter.page.getByRole('button', { name: 'Change the status of Jane Student' }).click();
  await recruiter.page.getByRole('menuitem', { name: 'Shortlisted' }).click();
  await recruiter.page.getByRole('textbox', { name: 'Message to the student (optional)' }).fill('We loved your portfolio.');
  await recruiter.page.getByRole('button', { name: 'Move to Shortlisted' }).click();
  await toast(recruiter.page, 'Jane Student moved to Shortlisted.');

  // The student's open page shows it within a poll, without a reload.
  await bell(student.page, 1).waitFor({ timeout: POLL_WAIT_MS });
  await bell(student.page, 1).click();
  const told = student.page.getByRole('link', { name: /Notification Engineer at Bell Works: Shortlisted/ });
  expect(await told.innerText()).toContain('We loved your portfolio.');
  await screenshot(student.page, 'bell-02-student-panel');

  const mail = await mailTo(site.portal.dataDir, student.account.email, /Shortlisted/);
  expect(mail.text).toContain('We loved your portfolio.');
  expect(mail.text).toMatch(/http:\/\/localhost:\d+\/profile/);
  expect(mail.html).toMatch(/href="http:\/\/localhost:\d+\/profile"/);

  for (const side of [recruiter, student]) {
    expect(side.errors).toEqual([]);
    await side.page.context().close();
  }
});

it('a forgotten password is reset through the emailed link; the new one logs in, the old one is refused', async () => {
  const account = await createAccount(site.portal.baseUrl, 'student', 'Forgetful Student');
  const { page, errors } = await watchedPage(site.browser);
  await page.goto(`${site.portal.baseUrl}/login`);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.waitForURL('**/forgot-password');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await page.getByText('If an account exists for that email, we sent a link to reset the password.').waitFor();
  expect(await accessibilityViolations(page)).toEqual([]);

  const mail = await mailTo(site.portal.dataDir, account.email, /Reset your JobPortal password/);
  const link = new URL(/http:\/\/localhost:\d+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail.text)![0]);
  await page.goto(`${site.portal.baseUrl}${link.pathname}${link.search}`);
  await page.getByLabel('New password', { exact: true }).fill('a brand new secret');
  await page.getByLabel('Confirm new password').fill('a brand new secret');
  await screenshot(page, 'account-01-reset-password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await page.waitForURL('**/login');
  await toast(page, 'Password updated. Please log in.');

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('radio', { name: 'Student' }).check();
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByText('Incorrect email or password.').first().waitFor();

  await page.getByLabel('Password').fill('a brand new secret');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByText('Welcome back Forgetful Student').waitFor();

  // The link worked once.
  const again = await fetch(`${site.portal.baseUrl}/api/v1/user/password/reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: link.searchParams.get('token'), password: 'yet another secret' }),
  });
  expect(again.status).toBe(400);
  expect(errors).toEqual([]);
  await page.context().close();
});
