export { settled } from '../../ci/e2e/support/browser';
import type { Page } from 'playwright-core';
import { callApi, createAccount, type Account } from '../../ci/e2e/support/api';

type JobSeed = { title: string; location: string; salary: number; description: string; jobType?: string };

/** The jobs the specs search and filter, posted last so they are the newest. */
export const FEATURED: JobSeed[] = [
  { title: 'Graphic Designer', location: 'Delhi NCR', salary: 3, jobType: 'Part Time', description: 'Brand identities, posters and social media artwork.' },
  { title: 'Data Scientist', location: 'Hyderabad', salary: 8, description: 'Data Science for pricing: models, experiments and dashboards.' },
  { title: 'FullStack Developer', location: 'Mumbai', salary: 30, description: 'Own features end to end, from the database to the browser.' },
  { title: 'Backend Developer', location: 'Pune', salary: 4, description: 'Node.js services, queues and SQL.' },
  { title: 'Frontend Developer', location: 'Bangalore', salary: 10, description: 'React and TypeScript for a job-hunt portal used by students.' },
];

/** Enough older jobs that the lists need a second page (24 a page). */
export const FILLER_COUNT = 30;
export const ALL_JOBS = FEATURED.length + FILLER_COUNT;

/**
 * A company and every job, created through the API by `recruiter` (a new one unless a caller
 * wants to log in as it); the ids of the featured jobs by title.
 */
export async function seedJobs(baseUrl: string, recruiter?: Account): Promise<Record<string, string>> {
  recruiter ??= await createAccount(baseUrl, 'recruiter', 'Riya Recruiter');
  const { company } = await callApi<{ company: { _id: string } }>(baseUrl, recruiter, 'POST', '/company/register', { companyName: 'Acme Labs' });
  const filler: JobSeed[] = Array.from({ length: FILLER_COUNT }, (_, index) => ({
    title: `Support Engineer ${index + 1}`,
    location: 'Chennai',
    salary: 20,
    description: 'Helping customers get the most out of their accounts.',
  }));
  const ids: Record<string, string> = {};
  for (const job of [...filler, ...FEATURED]) {
    const body = { jobType: 'Full Time', requirements: 'Curiosity, Teamwork', experience: 2, position: 3, companyId: company._id, ...job };
    const posted = await callApi<{ job: { _id: string } }>(baseUrl, recruiter, 'POST', '/job/post', body);
    ids[job.title] = posted.job._id;
  }
  return ids;
}

/** A student account (made through the API) logged in through the login form. */
export async function logInAsNewStudent(page: Page, baseUrl: string, fullname: string): Promise<Account> {
  const student = await createAccount(baseUrl, 'student', fullname);
  await page.goto(`${baseUrl}/login`);
  await logIn(page, student);
  return student;
}

/** Fills and sends the login form the page is on. */
export async function logIn(page: Page, account: Account): Promise<void> {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('radio', { name: account.role === 'student' ? 'Student' : 'Recruiter' }).check();
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByText(`Welcome back ${account.fullname}`).waitFor();
}

/** A tiny but real PDF: the API checks the content, not the name. */
export const RESUME_PDF = Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n');
