import fs from 'node:fs';
import path from 'node:path';
import { DESKTOP, screenshot } from '../../ci/e2e/support/browser';
import { siteUnderTest } from '../../ci/e2e/support/site-under-test';

const site = siteUnderTest();

it('keeps the site up while a remote is unreachable, and Retry recovers without a reload', async () => {
  const authDir = path.join(site.portal.siteDir, 'remotes/auth');
  const hidden = `${authDir}.unreachable`;
  fs.renameSync(authDir, hidden);
  const page = await site.browser.newPage({ viewport: DESKTOP });
  try {
    await page.goto(`${site.portal.baseUrl}/login`);
    await page.getByText('This part of the site is unavailable right now').waitFor();
    const retry = page.getByRole('button', { name: 'Retry' });
    await retry.waitFor();
    // The header is the shell's own and keeps working.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Jobs' }).waitFor();
    await screenshot(page, 'shell-04-auth-remote-unavailable');

    fs.renameSync(hidden, authDir);
    await page.evaluate(() => ((window as unknown as { __marker?: number }).__marker = 1));
    await retry.click();
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    await page.getByLabel('Email').waitFor();
    // Same document: a reload would have lost the marker.
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    await screenshot(page, 'shell-05-auth-remote-back-after-retry');
  } finally {
    if (fs.existsSync(hidden)) fs.renameSync(hidden, authDir);
    await page.close();
  }
});
