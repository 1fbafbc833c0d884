import type { Page } from 'playwright-core';
import { callApi, createAccount, type Account } from '../../ci/e2e/support/api';
import { DESKTOP, screenshot } from '../../ci/e2e/support/browser';
import { siteUnderTest } from '../../ci/e2e/support/site-under-test';

/**
 * A session that ends while the browser still remembers the user (here: its cookie is
 * cleared, as when it expires): the page must not go on showing them as logged in.
 */
const site = siteUnderTest();
let jobId: string;

beforeAll(async () => {
  const recruiter = await createAccount(site.portal.baseUrl, 'recruiter', 'Rhea Recruiter');
  const { company } = await callApi<{ company: { _id: string } }>(site.portal.baseUrl, recruiter, 'POST', '/company/register', {
    companyName: `Session Labs ${Date.now()}`,
  });
  const job = { title: 'Session Engineer', description: 'Keeps people logged in.', requirements: 'Care', salary: 10 };
  const posted = await callApi<{ job: { _id: string } }>(site.portal.baseUrl, recruiter, 'POST', '/job/post', {
    ...job,
    location: 'Pune',
    jobType: 'Full Time',
    experience: 1,
    position: 1,
    companyId: company._id,
  });
  jobId = posted.job._id;
});

async function loggedInStudent(): Promise<{ page: Page; student: Account }> {
  const student = await createAccount(site.portal.baseUrl, 'student', 'Sam Student');
  const page = await (await site.browser.newContext({ viewport: DESKTOP })).newPage();
  await page.goto(`${site.portal.baseUrl}/login`);
  await logIn(page, student);
  await page.getByRole('button', { name: 'Open account menu for Sam Student' }).waitFor();
  return { page, student };
}

async function logIn(page: Page, account: Account) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('radio', { name: 'Student' }).check();
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByText(`Welcome back ${account.fullname}`).waitFor();
}

it('after the session cookie is gone, a reload shows the visitor header', async () => {
  const { page } = await loggedInStudent();
  await page.context().clearCookies();

  await page.reload();
  // The server sends the visitor's page, header and all, at once; the browser forgets the
  // remembered user once the session check it makes after hydrating has answered.
  await page.waitForFunction(() => !(localStorage.getItem('persist:root') ?? '').includes('Sam Student'));
  await page.getByRole('link', { name: 'Login' }).waitFor();
  expect(await page.getByRole('button', { name: /Open account menu/ }).count()).toBe(0);
  await page.context().close();
});

it('after the session cookie is gone, Apply Now says the session ended, goes to log in and comes back to the job', async () => {
  const { page, student } = await loggedInStudent();
  await page.goto(`${site.portal.baseUrl}/description/${jobId}`);
  await page.getByRole('button', { name: 'Apply Now' }).waitFor();
  await page.context().clearCookies();

  await page.getByRole('button', { name: 'Apply Now' }).click();
  await page.getByText('Your session has ended. Please log in again.').waitFor();
  await page.waitForURL(`**/login?redirect=${encodeURIComponent(`/description/${jobId}`)}`);
  await screenshot(page, 'shell-session-ended-on-login');
  expect(await page.getByText('Your session has ended. Please log in again.').count()).toBe(1);

  await logIn(page, student);
  await page.waitForURL(`**/description/${jobId}`);
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await page.getByRole('button', { name: 'Already Applied' }).waitFor();
  await page.context().close();
});
