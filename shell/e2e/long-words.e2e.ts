import type { Page } from 'playwright-core';
import { callApi, createAccount, type Account } from '../../ci/e2e/support/api';
import { accessibilityViolations } from '../../ci/e2e/support/axe';
import { DESKTOP, screenshot, settled } from '../../ci/e2e/support/browser';
import { isInsideViewport, scrollsSideways } from '../../ci/e2e/support/layout';
import { siteUnderTest } from '../../ci/e2e/support/site-under-test';

/**
 * Words without a space, as long as each field takes, in every field a user fills that is shown
 * somewhere: no page that shows them scrolls sideways, on a desk or a phone, and axe finds no
 * WCAG 2.2 A/AA violation. The forms allow such words (a 120-letter title made the job page
 * 1,872 px wide; one word in a listed job made the home page 39,784 px wide).
 */
const site = siteUnderTest();

/** A word of `length` letters, no space in it, beginning with `start` so each field's is told apart. */
const word = (start: string, length: number) => (start + 'abcdefghijklmnopqrstuvwxyz'.repeat(Math.ceil(length / 26))).slice(0, length);

const TITLE = word('Title', 120);
const COMPANY = word('Company', 100);
const STUDENT = word('Student', 100);
const RECRUITER = word('Recruiter', 100);
const KEYWORD = word('Keyword', 100);

let student: Account;
let recruiter: Account;
let companyId: string;
let jobId: string;

/** A multipart form sent as `account`, as the profile and company forms send theirs. */
async function sendForm(account: Account, method: string, path: string, fields: Record<string, string>): Promise<void> {
  const form = new FormData();
  Object.entries(fields).forEach(([key, value]) => form.append(key, value));
  const response = await fetch(`${site.portal.baseUrl}/api/v1${path}`, { method, headers: { cookie: account.cookie }, body: form });
  if (response.status >= 400) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
}

beforeAll(async () => {
  const baseUrl = site.portal.baseUrl;
  recruiter = await createAccount(baseUrl, 'recruiter', RECRUITER);
  student = await createAccount(baseUrl, 'student', STUDENT);
  ({
    company: { _id: companyId },
  } = await callApi<{ company: { _id: string } }>(baseUrl, recruiter, 'POST', '/company/register', { companyName: COMPANY }));
  await sendForm(recruiter, 'PUT', `/company/update/${companyId}`, {
    name: COMPANY,
    description: word('About', 120),
    website: `https://${word('website', 120)}.example.com`,
    location: word('Headquarters', 120),
  });
  ({
    job: { _id: jobId },
  } = await callApi<{ job: { _id: string } }>(baseUrl, recruiter, 'POST', '/job/post', {
    title: TITLE,
    description: word('Description', 120),
    requirements: `${word('Requirement', 120)}, ${word('Another', 120)}`,
    salary: 12,
    location: word('Location', 120),
    jobType: 'Full Time',
    experience: 3,
    position: 2,
    companyId,
  }));
  await sendForm(student, 'POST', '/user/profile/update', {
    fullname: STUDENT,
    email: student.email,
    phoneNumber: '9876543210',
    bio: word('Bio', 120),
    skills: `${word('Skill', 50)}, ${word('Other', 50)}`,
  });
  await callApi(baseUrl, student, 'POST', `/application/apply/${jobId}`);
  await callApi(baseUrl, student, 'POST', `/job/save/${jobId}`);
  await callApi(baseUrl, student, 'POST', '/alert/create', { keyword: KEYWORD, location: word('Alertplace', 100), frequency: 'daily' });
  const { job } = await callApi<{ job: { applications: { _id: string }[] } }>(baseUrl, recruiter, 'GET', `/application/${jobId}/applicants`);
  const applicationId = job.applications[0]!._id;
  await callApi(baseUrl, recruiter, 'POST', `/application/status/${applicationId}/update`, { status: 'shortlisted', message: word('Message', 120) });
  await callApi(baseUrl, recruiter, 'POST', `/application/${applicationId}/notes`, { text: word('Note', 120) });
});

const WIDTHS = [
  { name: 'desk', viewport: DESKTOP },
  { name: 'phone', viewport: { width: 360, height: 800 } },
];

/** A page of a new browser at `viewport` holding `account`'s session (or none, for a visitor). */
async function openPage(viewport: { width: number; height: number }, account?: Account): Promise<Page> {
  const context = await site.browser.newContext({ viewport });
  const page = await context.newPage();
  if (account) {
    await context.addCookies(account.browserCookies.map((cookie) => ({ ...cookie, url: site.portal.baseUrl })));
    // Once the site has confirmed the session, the pages only a student or a recruiter sees open.
    await page.goto(`${site.portal.baseUrl}/notifications`);
    await page.getByRole('button', { name: `Open account menu for ${account.fullname}` }).waitFor();
  }
  return page;
}

/**
 * The text that runs out of a box it is in, sideways, as "box, by how much: text": a word over
 * the card beside it, or past the window's edge (the page then scrolls sideways). Only what
 * shows counts: text a box clips or scrolls is measured up to that box's edge (a carousel's
 * next slides are hidden, not spilt), and what a popover holds only up to its own edge. Says
 * what to fix where a yes or no would not.
 */
const spills = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (!text) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      let right = Math.max(...Array.from(range.getClientRects(), (rect) => rect.right));
      const boxes: Element[] = [];
      for (let box = node.parentElement; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.overflowX !== 'visible') right = Math.min(right, box.getBoundingClientRect().right);
        if (style.display !== 'inline' && style.display !== 'contents') boxes.push(box);
        if (style.position === 'absolute' || style.position === 'fixed') break;
      }
      if (right === -Infinity) continue;
      const spiltFrom = boxes.find((box) => right > box.getBoundingClientRect().right + 1);
      const name = spiltFrom ? spiltFrom.tagName.toLowerCase() : right > width + 1 ? 'the window' : null;
      const by = right - (spiltFrom ? spiltFrom.getBoundingClientRect().right : width);
      if (name) found.push(`${name}, ${Math.round(by)} px: ${text.slice(0, 40)}`);
    }
    return found;
  });

/** Opens `path` and, once `ready` shows, checks the page as checkHere does. */
async function check(page: Page, path: string, ready: (page: Page) => Promise<unknown>, name: string) {
  await page.goto(`${site.portal.baseUrl}${path}`);
  await ready(page);
  await checkHere(page, name);
}

/** The page as it is now: no text spills out of its box, the page does not scroll sideways, and axe finds nothing. */
async function checkHere(page: Page, name: string) {
  await settled(page);
  const width = page.viewportSize()!.width;
  await screenshot(page, `long-words-${width}-${name}`);
  expect({ name, width, spills: await spills(page) }).toEqual({ name, width, spills: [] });
  expect(await scrollsSideways(page)).toBe(false);
  expect(await accessibilityViolations(page)).toEqual([]);
}

/** A dialog open over the page: whole on screen and checked as the page is; then closed. */
async function checkDialog(page: Page, title: string | RegExp, name: string) {
  await page.getByRole('dialog', { name: title }).waitFor();
  expect(await isInsideViewport(page, '[role="dialog"] >> nth=-1')).toBe(true);
  await checkHere(page, name);
  await page.keyboard.press('Escape');
}

const shows = (text: string) => (page: Page) => page.getByText(text).first().waitFor();

describe.each(WIDTHS)('at $viewport.width px ($name)', ({ viewport }) => {
  it("a visitor's pages", async () => {
    const page = await openPage(viewport);
    await check(page, '/', (p) => p.getByRole('region', { name: 'Latest & Top Job Openings' }).getByRole('article').first().waitFor(), 'home');
    await check(page, '/jobs', (p) => p.getByRole('article').first().waitFor(), 'jobs');
    if (viewport.width < 768) {
      await page.getByRole('button', { name: /Show filters/ }).click();
      await page.getByRole('group', { name: 'Company' }).getByRole('checkbox').first().waitFor();
      await checkHere(page, 'jobs-filters');
    }
    await check(page, `/browse?q=${encodeURIComponent(TITLE.slice(0, 100))}`, (p) => p.getByRole('article').first().waitFor(), 'browse');
    await check(page, `/description/${jobId}`, (p) => p.getByRole('heading', { level: 1, name: TITLE }).waitFor(), 'job');
    await check(page, `/company/${companyId}`, (p) => p.getByRole('heading', { level: 1, name: COMPANY }).waitFor(), 'company');
    await page.context().close();
  });

  it("a student's pages and dialogs", async () => {
    const page = await openPage(viewport, student);
    await check(page, '/profile', (p) => p.getByRole('table', { name: /applied jobs/i }).getByText(TITLE).waitFor(), 'profile');
    await page.getByRole('button', { name: `View the history of your application to ${TITLE}` }).click();
    await checkDialog(page, new RegExp(`^${TITLE}`), 'application-history');
    await check(page, '/profile?tab=saved', (p) => p.getByRole('tabpanel').getByText(TITLE).first().waitFor(), 'profile-saved');
    await check(page, '/profile?tab=alerts', (p) => p.getByRole('tabpanel').getByText(KEYWORD).first().waitFor(), 'profile-alerts');
    await page.getByRole('button', { name: 'Edit profile' }).click();
    await checkDialog(page, 'Update Profile', 'profile-dialog');
    await check(page, '/notifications', (p) => p.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor().then(() => shows(TITLE)(p)), 'student-notifications');
    await page.getByRole('button', { name: `Open account menu for ${STUDENT}` }).click();
    await checkDialog(page, 'Account', 'account-menu');
    await page.context().close();
  });

  it("a recruiter's pages and dialogs", async () => {
    const page = await openPage(viewport, recruiter);
    await check(page, '/admin/companies', (p) => p.getByRole('table').getByText(COMPANY).waitFor(), 'companies');
    await check(page, `/admin/companies/${companyId}`, (p) => p.getByRole('form', { name: 'Company Setup' }).waitFor(), 'company-setup');
    await check(page, '/admin/jobs', (p) => p.getByRole('table').getByText(TITLE).waitFor(), 'admin-jobs');
    await check(page, `/admin/jobs/${jobId}/edit`, (p) => p.getByRole('form', { name: 'Edit Job' }).waitFor(), 'job-edit');
    await check(page, `/admin/jobs/${jobId}/applicants`, (p) => p.getByRole('heading', { name: 'Applicants (1)' }).waitFor(), 'applicants');
    await page.getByRole('button', { name: `${STUDENT}: timeline and notes` }).click();
    await checkDialog(page, STUDENT, 'applicant-timeline-and-notes');
    await check(page, '/notifications', (p) => p.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor().then(() => shows(TITLE)(p)), 'recruiter-notifications');
    await page.context().close();
  });
});
