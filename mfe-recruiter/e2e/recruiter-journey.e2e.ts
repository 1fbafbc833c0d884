import type { Page } from 'playwright-core';
import { callApi, createAccount, uniqueEmail, type Account } from '../../ci/e2e/support/api';
import { cspViolations, DESKTOP, PHONE, screenshot } from '../../ci/e2e/support/browser';
import { siteUnderTest } from '../../ci/e2e/support/site-under-test';
import { logoPng, resumePdf } from '../../ci/e2e/support/files';

const PASSWORD = 'correct horse battery';
const COMPANY = 'Acme Robotics';
const NO_COMPANY_WARNING = '*Please register a company first, before posting a jobs';

const site = siteUnderTest();
// What the first journey created, for the second recruiter to try to reach.
const created = { companyId: '', jobId: '' };


/** A page recording what no step may cause: uncaught script errors and anything the CSP blocked. */
async function newPage(): Promise<{ page: Page; errors: string[] }> {
  const page = await site.browser.newPage({ viewport: DESKTOP });
  const errors = cspViolations(page);
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

async function logIn(page: Page, email: string) {
  await page.goto(`${site.portal.baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('radio', { name: 'Recruiter' }).check();
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/admin/companies');
}

const nav = (page: Page, name: string) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();
const toast = (page: Page, message: string) => page.getByRole('status').filter({ hasText: message }).first().waitFor();
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent);

/** Waits until the <img> named `alt` has really loaded from the server. */
const imageLoaded = (page: Page, alt: string) =>
  page.waitForFunction((name) => Array.from(document.images).some((image) => image.alt === name && image.complete && image.naturalWidth > 0), alt);

/** A student with a PDF resume who applied to the job, made through the API (the student remote is built elsewhere). */
async function studentApplies(jobId: string): Promise<Account> {
  const student = await createAccount(site.portal.baseUrl, 'student', 'Priya Student');
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(resumePdf())], { type: 'application/pdf' }), 'priya-cv.pdf');
  const uploaded = await fetch(`${site.portal.baseUrl}/api/v1/user/profile/update`, { method: 'POST', headers: { cookie: student.cookie }, body: form });
  expect(uploaded.status).toBe(200);
  await callApi(site.portal.baseUrl, student, 'POST', `/application/apply/${jobId}`);
  return student;
}

it('a recruiter registers and sets up a company, posts and edits a job, and accepts an applicant', async () => {
  const { page, errors } = await newPage();
  const email = uniqueEmail('recruiter');

  // Sign up and log in: recruiters land on their companies, none yet.
  await page.goto(`${site.portal.baseUrl}/signup`);
  await page.getByLabel('Full Name').fill('Rhea Recruiter');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone Number').fill('9876543210');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('radio', { name: 'Recruiter' }).check();
  await page.getByRole('button', { name: 'Signup' }).click();
  await page.waitForURL('**/login');
  await logIn(page, email);
  await page.getByRole('heading', { name: 'No companies yet' }).waitFor();
  await screenshot(page, 'recruiter-01-companies-empty');

  // Without a company the job form warns instead of offering one.
  await nav(page, 'Jobs');
  await page.getByRole('heading', { name: 'No jobs posted yet' }).waitFor();
  await page.getByRole('link', { name: 'New Jobs' }).click();
  await page.getByText(NO_COMPANY_WARNING).waitFor();
  expect(await page.getByRole('combobox', { name: 'Company' }).count()).toBe(0);
  await screenshot(page, 'recruiter-02-job-form-without-company');

  // Register a company, then set it up with a logo.
  await nav(page, 'Companies');
  await page.getByRole('link', { name: 'New Company' }).click();
  await page.getByLabel('Company Name', { exact: true }).fill(COMPANY);
  await page.getByRole('button', { name: 'Continue' }).click();
  await toast(page, 'Company registered successfully.');
  await page.waitForURL(/\/admin\/companies\/\d+$/);
  created.companyId = page.url().split('/').pop()!;
  expect(await page.getByLabel('Company Name', { exact: true }).inputValue()).toBe(COMPANY);
  await page.getByLabel('Description').fill('Robots for warehouses');
  await page.getByLabel('Website').fill('https://acme-robotics.example');
  await page.getByLabel('Location').fill('Pune');
  await page.getByLabel('Logo').setInputFiles({ name: 'acme.png', mimeType: 'image/png', buffer: logoPng() });
  await imageLoaded(page, `New logo of ${COMPANY}`);
  await screenshot(page, 'recruiter-03-company-setup');
  await page.getByRole('button', { name: 'Update' }).click();
  await toast(page, 'Company information updated.');
  await page.waitForURL('**/admin/companies');
  await imageLoaded(page, `${COMPANY} logo`);
  await screenshot(page, 'recruiter-04-companies');

  // Its setup page, reached from the Action menu, is prefilled and shows the saved logo.
  await page.getByRole('button', { name: `Actions for ${COMPANY}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await page.waitForURL(`**/admin/companies/${created.companyId}`);
  await imageLoaded(page, `Current logo of ${COMPANY}`);
  expect(await page.getByLabel('Location').inputValue()).toBe('Pune');

  // Now the job form offers the company; post a job.
  await nav(page, 'Jobs');
  await page.getByRole('link', { name: 'New Jobs' }).click();
  await page.getByRole('combobox', { name: 'Company' }).selectOption({ label: COMPANY });
  expect(await page.getByText(NO_COMPANY_WARNING).count()).toBe(0);
  const typed: [string, string][] = [
    ['Title', 'Frontend Developer'],
    ['Description', 'Build the warehouse dashboard'],
    ['Requirements', 'React, TypeScript'],
    ['Minimum salary (LPA)', '12'],
    ['Location', 'Pune'],
    ['Experience (years)', '2'],
    ['No. of Positions', '0'],
  ];
  for (const [label, value] of typed) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('combobox', { name: 'Job Type' }).selectOption('Full Time');
  // 0 positions is refused in the browser before anything is sent.
  await page.getByRole('button', { name: 'Post New Job' }).click();
  await page.getByText('No. of Positions must be a whole number from 1 to 10000.').waitFor();
  await screenshot(page, 'recruiter-05-job-form-checked');
  await page.getByLabel('No. of Positions').fill('3');
  await page.getByRole('button', { name: 'Post New Job' }).click();
  await toast(page, 'New job created successfully.');
  await page.waitForURL('**/admin/jobs');

  // The Action menu by keyboard: Enter opens on Edit, Escape gives focus back, ↓ reaches Applicants.
  const actions = page.getByRole('button', { name: `Actions for Frontend Developer at ${COMPANY}` });
  await actions.focus();
  await page.keyboard.press('Enter');
  expect(await focusedText(page)).toBe('Edit');
  await page.keyboard.press('ArrowDown');
  expect(await focusedText(page)).toBe('Applicants');
  await screenshot(page, 'recruiter-06-jobs-action-menu');
  await page.keyboard.press('Escape');
  expect(await focusedText(page)).toBe(`Actions for Frontend Developer at ${COMPANY}`);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/admin\/jobs\/\d+\/edit$/);
  created.jobId = page.url().split('/').at(-2)!;

  // Edit the job's own fields.
  expect(await page.getByLabel('Title').inputValue()).toBe('Frontend Developer');
  await page.getByLabel('Title').fill('Senior Frontend Developer');
  await page.getByLabel('Minimum salary (LPA)', { exact: true }).fill('18');
  await screenshot(page, 'recruiter-07-job-edit');
  await page.getByRole('button', { name: 'Update Job' }).click();
  await toast(page, 'Job updated successfully.');
  await page.waitForURL('**/admin/jobs');
  await page.getByRole('cell', { name: 'Senior Frontend Developer', exact: true }).waitFor();
  const { job } = await (await fetch(`${site.portal.baseUrl}/api/v1/job/get/${created.jobId}`)).json();
  expect(job).toMatchObject({ title: 'Senior Frontend Developer', salary: 18, position: 3, company: { name: COMPANY } });

  // A student applies; the recruiter sees them, opens the resume and accepts them.
  const student = await studentApplies(created.jobId);
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: 'Senior Frontend Developer' });
  expect(await row.getByRole('cell').nth(3).innerText()).toBe('1\n1 Pending');
  await page.getByRole('button', { name: `Actions for Senior Frontend Developer at ${COMPANY}` }).click();
  await page.getByRole('menuitem', { name: 'Applicants' }).click();
  await page.getByRole('heading', { name: 'Applicants (1)' }).waitFor();
  const resume = page.getByRole('link', { name: /^priya-cv\.pdf/ });
  const resumeUrl = new URL((await resume.getAttribute('href'))!, site.portal.baseUrl).href;
  const [opened] = await Promise.all([page.waitForEvent('popup'), resume.click()]);
  expect(opened.url()).toBe(resumeUrl);
  await opened.close();
  // The same request with the recruiter's cookie: the API lets them read it.
  const file = await page.context().request.get(resumeUrl);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  await screenshot(page, 'recruiter-08-applicants');

  await page.getByRole('button', { name: 'Change the status of Priya Student' }).click();
  await page.getByRole('menuitem', { name: 'Accepted' }).click();
  await page.getByRole('dialog', { name: 'Move Priya Student to Accepted' }).waitFor();
  await page.getByRole('button', { name: 'Move to Accepted' }).click();
  await toast(page, 'Priya Student moved to Accepted.');
  await page.getByRole('row').filter({ hasText: 'Priya Student' }).getByText('ACCEPTED').waitFor();
  await screenshot(page, 'recruiter-09-applicant-accepted');

  const { application } = await callApi<{ application: { status: string }[] }>(site.portal.baseUrl, student, 'GET', '/application/get');
  expect(application.map(({ status }) => status)).toEqual(['accepted']);

  // The same screens on a phone.
  await page.setViewportSize(PHONE);
  await page.reload();
  await page.getByRole('heading', { name: 'Applicants (1)' }).waitFor();
  await screenshot(page, 'recruiter-phone-01-applicants');
  // What the browser keeps across the reload is the recruiter, never the applicants they saw.
  const kept = await page.evaluate(() => Object.values(localStorage).join('\n'));
  expect(kept).toContain('recruiter');
  expect(kept).not.toContain(student.email);
  await nav(page, 'Companies');
  await imageLoaded(page, `${COMPANY} logo`);
  await screenshot(page, 'recruiter-phone-02-companies');
  await nav(page, 'Jobs');
  await page.getByRole('button', { name: `Actions for Senior Frontend Developer at ${COMPANY}` }).click();
  await screenshot(page, 'recruiter-phone-03-jobs-action-menu');
  await page.keyboard.press('Escape');
  await page.goto(`${site.portal.baseUrl}/admin/jobs/${created.jobId}/edit`);
  await page.getByRole('form', { name: 'Edit Job' }).waitFor();
  await screenshot(page, 'recruiter-phone-04-job-edit');
  await page.goto(`${site.portal.baseUrl}/admin/companies/${created.companyId}`);
  await imageLoaded(page, `Current logo of ${COMPANY}`);
  await screenshot(page, 'recruiter-phone-05-company-setup');

  expect(errors).toEqual([]);
  await page.close();
});

it("a second recruiter sees none of the first one's companies, jobs or applicants", async () => {
  expect(created.jobId).not.toBe('');
  const { page, errors } = await newPage();
  const second = await createAccount(site.portal.baseUrl, 'recruiter', 'Sam Second');
  await logIn(page, second.email);
  await page.getByRole('heading', { name: 'No companies yet' }).waitFor();

  await nav(page, 'Jobs');
  await page.getByRole('heading', { name: 'No jobs posted yet' }).waitFor();

  // Sent to their own list, told why in words that say nothing of whose it is.
  await page.goto(`${site.portal.baseUrl}/admin/companies/${created.companyId}`);
  await toast(page, 'That company was not found among your companies.');
  await page.waitForURL('**/admin/companies');
  await screenshot(page, 'recruiter-10-other-company-not-found');
  await page.goto(`${site.portal.baseUrl}/admin/jobs/${created.jobId}/edit`);
  await toast(page, "That job was not found among your companies' jobs.");
  await page.waitForURL('**/admin/jobs');
  await page.goto(`${site.portal.baseUrl}/admin/jobs/${created.jobId}/applicants`);
  await toast(page, "That job was not found among your companies' jobs.");
  await page.waitForURL('**/admin/jobs');
  expect(await page.getByText('Priya Student').count()).toBe(0);
  await page.goto(`${site.portal.baseUrl}/admin/jobs/create`);
  await page.getByText(NO_COMPANY_WARNING).waitFor();

  const { companies } = await callApi<{ companies: unknown[] }>(site.portal.baseUrl, second, 'GET', '/company/get');
  expect(companies).toEqual([]);
  expect(errors).toEqual([]);
  await page.close();
});
