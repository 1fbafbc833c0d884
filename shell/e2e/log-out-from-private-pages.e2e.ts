import type { Page } from 'playwright-core';
import { callApi, createAccount, type Account } from '../../ci/e2e/support/api';
import { logInThroughForm } from '../../ci/e2e/support/log-in';
import { siteUnderTest } from '../../ci/e2e/support/site-under-test';
import { watchedPage } from '../../ci/e2e/support/watched-page';

/**
 * Logout goes to /, from every page a visitor may not see too: the guard of the page left
 * behind must not send the user who just logged out to log in and back there.
 */
const site = siteUnderTest();
let student: Account;
let recruiter: Account;
let companyId: string;
let jobId: string;

beforeAll(async () => {
  student = await createAccount(site.portal.baseUrl, 'student', 'Lena Student');
  recruiter = await createAccount(site.portal.baseUrl, 'recruiter', 'Lou Recruiter');
  ({
    company: { _id: companyId },
  } = await callApi<{ company: { _id: string } }>(site.portal.baseUrl, recruiter, 'POST', '/company/register', { companyName: `Exit Works ${Date.now()}` }));
  ({
    job: { _id: jobId },
  } = await callApi<{ job: { _id: string } }>(site.portal.baseUrl, recruiter, 'POST', '/job/post', {
    title: 'Exit Engineer',
    description: 'Shows people the door.',
    requirements: 'Tact',
    salary: 10,
    location: 'Pune',
    jobType: 'Full Time',
    experience: 1,
    position: 1,
    companyId,
  }));
});

/** Opens `path` logged in as `account`, waits for its screen (its one h1), and logs out from the header. */
async function logOutFrom(page: Page, account: Account, path: string, heading: string) {
  await logInThroughForm(page, site.portal.baseUrl, account);
  await page.goto(`${site.portal.baseUrl}${path}`);
  await page.getByRole('main').getByRole('heading', { level: 1, name: heading }).waitFor();
  await page.getByRole('button', { name: `Open account menu for ${account.fullname}` }).click();
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Logout' }).click();
  await page.getByText('Logged out successfully.').waitFor();
}

async function expectLoggedOutAtHome(page: Page) {
  await page.getByRole('heading', { level: 1, name: 'Search, Apply & Get Your Dream Jobs' }).waitFor();
  expect(page.url()).toBe(`${site.portal.baseUrl}/`);
  await page.getByRole('link', { name: 'Login' }).waitFor();
  await page.getByRole('link', { name: 'Signup' }).waitFor();
  expect(await page.getByRole('button', { name: /Open account menu/ }).count()).toBe(0);
}

it.each([
  ['/profile', 'Lena Student'],
  ['/jobs/for-you', 'Jobs for you'],
  ['/notifications', 'Notifications'],
  ['/settings', 'Settings'],
])('a student who logs out on %s lands on / as a visitor', async (path, heading) => {
  const { page, errors } = await watchedPage(site.browser);
  await logOutFrom(page, student, path, heading);
  await expectLoggedOutAtHome(page);
  expect(errors).toEqual([]);
  await page.context().close();
});

it.each([
  ['/admin/companies', 'Companies'],
  ['/admin/companies/create', 'Your Company Name'],
  ['/admin/companies/:companyId', 'Company Setup'],
  ['/admin/jobs', 'Jobs'],
  ['/admin/jobs/create', 'Post a New Job'],
  ['/admin/jobs/:jobId/edit', 'Edit Job'],
  ['/admin/jobs/:jobId/applicants', 'Applicants (0)'],
  ['/notifications', 'Notifications'],
])('a recruiter who logs out on %s lands on / as a visitor', async (route, heading) => {
  const { page, errors } = await watchedPage(site.browser);
  await logOutFrom(page, recruiter, route.replace(':companyId', companyId).replace(':jobId', jobId), heading);
  await expectLoggedOutAtHome(page);
  expect(errors).toEqual([]);
  await page.context().close();
});
