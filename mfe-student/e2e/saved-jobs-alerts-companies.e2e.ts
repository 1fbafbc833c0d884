import type { Page } from 'playwright-core';
import { callApi, createAccount, type Account } from '../../ci/e2e/support/api';
import { accessibilityViolations } from '../../ci/e2e/support/axe';
import { screenshot } from '../../ci/e2e/support/browser';
import { logInThroughForm } from '../../ci/e2e/support/log-in';
import { mailTo } from '../../ci/e2e/support/mailbox';
import { siteUnderTest } from '../../ci/e2e/support/site-under-test';
import { watchedPage } from '../../ci/e2e/support/watched-page';

/**
 * What a student keeps of a search: a job saved as a visitor is saved on the server after
 * login and shows on a fresh browser; an instant alert rings the bell and mails when a matching
 * job is posted, and its unsubscribe link asks first, then works once; a company's page lists its open jobs.
 */
const site = siteUnderTest();
const POLL_WAIT_MS = 45_000;
const COMPANY = 'Zeppelin Cloudworks';

let recruiter: Account;
let companyId: string;
let jobId: string;

beforeAll(async () => {
  recruiter = await createAccount(site.portal.baseUrl, 'recruiter', 'Rhea Recruiter');
  ({
    company: { _id: companyId },
  } = await callApi<{ company: { _id: string } }>(site.portal.baseUrl, recruiter, 'POST', '/company/register', { companyName: COMPANY }));
  jobId = await postJob('Zeppelin Platform Engineer');
});

async function postJob(title: string, description = 'Airships in the cloud.', location = 'Pune'): Promise<string> {
  const { job } = await callApi<{ job: { _id: string } }>(site.portal.baseUrl, recruiter, 'POST', '/job/post', {
    title,
    description,
    requirements: 'Go, Kubernetes',
    salary: 18,
    location,
    jobType: 'Full Time',
    experience: 2,
    position: 1,
    companyId,
  });
  return job._id;
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title });
const toast = (page: Page, message: string) => page.getByRole('status').filter({ hasText: message }).first().waitFor();

it('a misspelt search still finds its jobs, the title match first; two locations narrow the list with their counts', async () => {
  await postJob('Zeppelin Analyst', 'Pairs with every developer on the airship team.');
  await postJob('Zeppelin Developer', 'Airships in the cloud.', 'Mumbai');
  const { page, errors } = await watchedPage(site.browser);
  await page.goto(`${site.portal.baseUrl}/browse?q=${encodeURIComponent('zeppelin devloper')}`);
  await card(page, 'Zeppelin Developer').waitFor();
  expect(await page.getByRole('article').locator('h3').allInnerTexts()).toEqual(['Zeppelin Developer', 'Zeppelin Analyst']);

  // The two places with jobs, as the API counts them.
  const { facets } = await callApi<{ facets: { location: { value: string; count: number }[] } }>(site.portal.baseUrl, recruiter, 'GET', '/job/get?facets=1&limit=1');
  const [first, second] = facets.location;
  const jobs = (count: number) => `${count} job${count === 1 ? '' : 's'}`;
  await page.goto(`${site.portal.baseUrl}/jobs`);
  const locations = page.getByRole('group', { name: 'Location' });
  await locations.getByRole('checkbox', { name: `${first!.value}, ${jobs(first!.count)}` }).check();
  await locations.getByRole('checkbox', { name: `${second!.value}, ${jobs(second!.count)}` }).check();
  await page.waitForURL((url) => url.searchParams.getAll('location').join('|') === `${first!.value}|${second!.value}`);
  await page.getByRole('status').filter({ hasText: jobs(first!.count + second!.count) }).first().waitFor();
  // Each count leaves the location choice out: choosing both leaves both as they were.
  await locations.getByRole('checkbox', { name: `${second!.value}, ${jobs(second!.count)}`, checked: true }).waitFor();
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshot(page, 'discovery-00-typo-and-two-locations');
  expect(errors).toEqual([]);
  await page.context().close();
});

it('a visitor saves a job, logs in, and finds it saved on another browser too', async () => {
  const student = await createAccount(site.portal.baseUrl, 'student', 'Sara Student');
  const { page, errors } = await watchedPage(site.browser);
  await page.goto(`${site.portal.baseUrl}/browse?q=Zeppelin`);
  await card(page, 'Zeppelin Platform Engineer').getByRole('button', { name: 'Save For Later' }).click();
  await page.waitForURL('**/login?redirect=**');
  await page.getByLabel('Email').fill(student.email);
  await page.getByLabel('Password').fill(student.password);
  await page.getByRole('radio', { name: 'Student' }).check();
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/browse?q=Zeppelin');
  await card(page, 'Zeppelin Platform Engineer').getByRole('button', { name: 'Saved' }).waitFor();

  const other = await watchedPage(site.browser);
  await logInThroughForm(other.page, site.portal.baseUrl, student);
  await other.page.goto(`${site.portal.baseUrl}/profile?tab=saved`);
  const saved = other.page.getByRole('list', { name: 'Saved jobs' });
  await saved.getByText('Zeppelin Platform Engineer').waitFor();
  expect(await accessibilityViolations(other.page)).toEqual([]);
  await screenshot(other.page, 'discovery-01-saved-jobs');

  expect([...errors, ...other.errors]).toEqual([]);
  await page.context().close();
  await other.page.context().close();
});

it('an instant alert rings the bell and mails when a matching job is posted; its unsubscribe link asks, and its button works once', async () => {
  const student = await createAccount(site.portal.baseUrl, 'student', 'Alan Alert');
  const { page, errors } = await watchedPage(site.browser);
  await logInThroughForm(page, site.portal.baseUrl, student);
  await page.goto(`${site.portal.baseUrl}/browse?q=airship`);
  await page.getByRole('button', { name: 'Create alert' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a job alert' });
  await dialog.getByRole('radio', { name: 'Instant' }).check();
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshot(page, 'discovery-02-create-alert');
  await dialog.getByRole('button', { name: 'Create alert' }).click();
  await toast(page, 'Alert created.');

  const posted = await postJob('Airship Reliability Engineer');
  await page.getByRole('button', { name: '1 unread notification', exact: true }).waitFor({ timeout: POLL_WAIT_MS });
  await page.getByRole('button', { name: '1 unread notification', exact: true }).click();
  await page.getByRole('link', { name: /New job for "airship": Airship Reliability Engineer/ }).click();
  await page.waitForURL(`**/description/${posted}`);

  const mail = await mailTo(site.portal.dataDir, student.email, /New job for "airship"/);
  expect(mail.text).toContain(`/description/${posted}`);
  const unsubscribe = /http:\/\/localhost:\d+(\/api\/v1\/alert\/unsubscribe\?token=[A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
  // Opening the link only asks (mail scanners open links too); its button unsubscribes. On a 360 px phone it fits the width.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`${site.portal.baseUrl}${unsubscribe}`);
  await page.getByRole('heading', { name: 'Unsubscribe from this job alert?' }).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await accessibilityViolations(page)).toEqual([]);
  expect((await callApi<{ alerts: unknown[] }>(site.portal.baseUrl, student, 'GET', '/alert/get')).alerts).toHaveLength(1);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await page.getByRole('heading', { name: 'You are unsubscribed' }).waitFor();
  await page.goto(`${site.portal.baseUrl}${unsubscribe}`);
  await page.getByRole('heading', { name: 'This link was already used' }).waitFor();
  const { alerts } = await callApi<{ alerts: unknown[] }>(site.portal.baseUrl, student, 'GET', '/alert/get');
  expect(alerts).toEqual([]);

  expect(errors).toEqual([]);
  await page.context().close();
});

it("the company name leads to the company's page with its open jobs", async () => {
  const { page, errors } = await watchedPage(site.browser);
  await page.goto(`${site.portal.baseUrl}/description/${jobId}`);
  await page.getByRole('link', { name: COMPANY }).first().click();
  await page.waitForURL(`**/company/${companyId}`);
  await page.getByRole('heading', { level: 1, name: COMPANY }).waitFor();
  await card(page, 'Zeppelin Platform Engineer').waitFor();
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshot(page, 'discovery-03-company-page');
  expect(errors).toEqual([]);
  await page.context().close();
});
