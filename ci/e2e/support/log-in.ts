import type { Page } from 'playwright-core';
import type { Account } from './api';

/** Opens /login and logs `account` in through the form, as its role; resolves once the site greets them. */
export async function logInThroughForm(page: Page, baseUrl: string, account: Account): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('radio', { name: account.role === 'student' ? 'Student' : 'Recruiter' }).check();
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByText(`Welcome back ${account.fullname}`).waitFor();
}
