import type { Browser, Page } from 'playwright-core';
import { freePort } from '@portal/test-support/listening';
import { createAccount, type Account } from '../../ci/e2e/support/api';
import { DESKTOP, launchBrowser, screenshot } from '../../ci/e2e/support/browser';
import { logoPng, resumePdf } from '../../ci/e2e/support/files';
import { startPortal, type Portal } from '../../ci/e2e/support/portal';
import { servePartnerPage, type PartnerSite } from './partner-page';

/**
 * A client served from another origin listed in CORS_ORIGINS: from its page a recruiter
 * updates a company with a logo (a PUT with a file) and sees the logo, and a student's
 * resume opens. Fails if the preflight refuses PUT, or if file URLs in answers are relative
 * (they would resolve against the partner's origin).
 */

type Answer = { status: number; body: Record<string, any> };
type PartnerWindow = {
  partner: {
    call(method: string, path: string, body?: unknown): Promise<Answer>;
    form(fields: Record<string, string>, file?: { base64: string; type: string; name: string }): FormData;
  };
};

let portal: Portal;
let partner: PartnerSite;
let browser: Browser;
beforeAll(async () => {
  const partnerPort = await freePort();
  portal = await startPortal({ CORS_ORIGINS: `http://127.0.0.1:${partnerPort}` });
  partner = await servePartnerPage(portal.baseUrl, partnerPort);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await partner?.close();
  await portal?.stop();
});

/** A fresh browser profile on the partner's page, logged in to the portal's API from there. */
async function partnerSession(account: Account): Promise<Page> {
  const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await page.goto(partner.origin);
  const login = await call(page, 'POST', '/user/login', { email: account.email, password: account.password, role: account.role });
  expect(login).toMatchObject({ status: 200, body: { success: true } });
  return page;
}

const call = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(([m, p, b]) => (window as unknown as PartnerWindow).partner.call(m as string, p as string, b), [method, path, body] as const);

/** Sends a multipart form with one file from the partner's page. */
const upload = (page: Page, method: string, path: string, fields: Record<string, string>, file: { bytes: Buffer; type: string; name: string }) =>
  page.evaluate(
    ([m, p, f, upload]) => {
      const { partner } = window as unknown as PartnerWindow;
      return partner.call(m, p, partner.form(f, upload));
    },
    [method, path, fields, { base64: file.bytes.toString('base64'), type: file.type, name: file.name }] as const,
  );

it('updates a company with a logo from the partner page and shows the logo served by the API', async () => {
  const recruiter = await createAccount(portal.baseUrl, 'recruiter');
  const page = await partnerSession(recruiter);
  const registered = await call(page, 'POST', '/company/register', { companyName: 'Partner Robotics' });
  expect(registered.status).toBe(201);

  const updated = await upload(page, 'PUT', `/company/update/${registered.body.company._id}`, { description: 'Robots', location: 'Pune' }, {
    bytes: logoPng(),
    type: 'image/png',
    name: 'logo.png',
  });
  expect(updated).toMatchObject({ status: 200, body: { message: 'Company information updated.' } });
  const logo = updated.body.company.logo as string;
  expect(new URL(logo).origin).toBe(portal.baseUrl);

  await page.evaluate((src) => ((document.getElementById('logo') as HTMLImageElement).src = src), logo);
  await page.waitForFunction(() => {
    const image = document.getElementById('logo') as HTMLImageElement;
    return image.complete && image.naturalWidth > 0;
  });
  await screenshot(page, 'partner-page-with-logo');
});

it("opens a student's resume from the partner page", async () => {
  const student = await createAccount(portal.baseUrl, 'student');
  const page = await partnerSession(student);
  const saved = await upload(page, 'POST', '/user/profile/update', { bio: 'Applying from a partner board' }, {
    bytes: resumePdf(),
    type: 'application/pdf',
    name: 'my cv.pdf',
  });
  expect(saved.status).toBe(200);
  const resume = saved.body.user.profile.resume as string;
  expect(new URL(resume).origin).toBe(portal.baseUrl);

  await page.evaluate((href) => ((document.getElementById('resume') as HTMLAnchorElement).href = href), resume);
  const [opened] = await Promise.all([
    page.waitForResponse((response) => response.url() === resume),
    page.getByRole('link', { name: 'Open the resume' }).click(),
  ]);
  expect(opened.status()).toBe(200);
  expect(opened.headers()['content-type']).toBe('application/pdf');
  // Chromium shows it in its PDF viewer, on the resume's own URL.
  await page.waitForURL(resume);
});
