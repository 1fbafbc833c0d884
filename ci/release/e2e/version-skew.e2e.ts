import path from 'node:path';
import { DESKTOP, screenshot } from '../../e2e/support/browser';
import { siteUnderTest } from '../../e2e/support/site-under-test';
import { checkout, type Checkout } from './support/checkout';
import { readJson } from './support/site-files';

const site = siteUnderTest();
let source: Checkout | undefined;
afterAll(() => source?.remove());

const UNAVAILABLE = 'This part of the site is unavailable right now';
type Manifest = { shared: { name: string; version: string; requiredVersion: string }[] };

it('refuses a remote built against another major version of @portal/shared-state with its fallback; the rest of the site works', async () => {
  const { baseUrl, siteDir } = site.portal;
  // The student team moved to a shared-state 2 the shell does not provide.
  source = checkout('mfe-student', ['shared-state']);
  source.replace('shared-state/package.json', '"version": "1.0.0"', '"version": "2.0.0"');
  source.replace('mfe-student/package.json', '"@portal/shared-state": "1.0.0"', '"@portal/shared-state": "^2.0.0"');
  source.npm('release', ['mfe-student', '--target', siteDir, '--skip-tests']);
  // The build really provides and requires 2: the refusal below is the skew's, not a broken build's.
  const manifest = readJson<Manifest>(path.join(siteDir, readJson(path.join(siteDir, 'remotes.json')).student!));
  expect(manifest.shared.find(({ name }) => name === '@portal/shared-state')).toMatchObject({ version: '2.0.0', requiredVersion: '^2.0.0' });

  const page = await site.browser.newPage({ viewport: DESKTOP });
  const pageErrors: string[] = [];
  const consoleErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });

  await page.goto(`${baseUrl}/`);
  await page.getByText(UNAVAILABLE).waitFor();
  await page.getByRole('button', { name: 'Retry' }).waitFor();
  await screenshot(page, 'release-skew-01-student-refused');
  // Why, in the console: the remote, the package, what it requires and what the shell provides.
  const refusal = consoleErrors.find((text) => text.includes('@portal/shared-state'));
  expect(refusal).toMatch(/Version 1\.0\.0 from shell of shared singleton module @portal\/shared-state does not satisfy the requirement of mfe_student which needs \^2\.0\.0/);

  // The header is the shell's, and the other remotes run on the shell's shared-state as before.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Jobs' }).waitFor();
  await page.getByRole('link', { name: 'Login' }).click();
  await page.getByRole('heading', { name: 'Login' }).waitFor();
  await page.getByLabel('Email').waitFor();
  expect(await page.getByText(UNAVAILABLE).count()).toBe(0);
  expect(pageErrors).toEqual([]);
  await page.close();
});
