import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { remoteVersion } from '@portal/contract/telemetry-names';
import type { ReleaseHistory } from '../../../api/src/site/release-state/release-history';
import { callApi, createAccount } from '../../e2e/support/api';
import { DESKTOP, screenshot } from '../../e2e/support/browser';
import { mailTo } from '../../e2e/support/mailbox';
import { siteUnderTest } from '../../e2e/support/site-under-test';
import { checkout, type Checkout } from './support/checkout';
import { readJson } from './support/site-files';

/**
 * The student team releases a build to a share of visitors. Its job page throws as it renders,
 * so real browsers opening job pages report it through the telemetry, and the server's watcher
 * ends the canary by itself: nothing is faked between the browser and the rollback.
 */
const PLATFORM_TOKEN = 'p'.repeat(32);
const ALERTS = 'platform-team@example.com';
// The watcher looks every 5 s: a crossing is acted on well within the 60 s the platform allows.
const site = siteUnderTest({ SERVER_RENDER_BUDGET_MS: '5000', CANARY_CHECK_SECONDS: '5', PLATFORM_TOKEN, RELEASE_ALERT_EMAIL: ALERTS });
const JOB_TITLE = 'Canary Watcher';
let jobUrl = '';
let source: Checkout | undefined;
afterAll(() => source?.remove());

const siteFile = (file: string) => path.join(site.portal.siteDir, file);
const history = () => readJson<ReleaseHistory>(siteFile('releases/student.json'));
const liveStudent = () => remoteVersion('student', readJson<Record<string, unknown>>(siteFile('remotes.json')).student)!;

/** The student remote's version named by a page's remotes config. */
function studentVersionIn(config: string | null | undefined): string {
  if (!config) throw new Error('the page names no remotes');
  return remoteVersion('student', (JSON.parse(config) as Record<string, string>).student)!;
}

/** The student remote's version the job page's HTML names for this context's browser now (its bucket cookie is the context's). */
async function studentVersionFor(context: BrowserContext): Promise<string> {
  const html = await (await context.request.get(jobUrl)).text();
  return studentVersionIn(/<script type="application\/json" id="remotes-config">(.*?)<\/script>/.exec(html)?.[1]);
}

/** The student remote's version the page in `page` was sent with. */
const studentVersionOf = async (page: Page): Promise<string> => studentVersionIn(await page.locator('#remotes-config').textContent());

beforeAll(async () => {
  const { baseUrl } = site.portal;
  const recruiter = await createAccount(baseUrl, 'recruiter', 'Cara Recruiter');
  const { company } = await callApi<{ company: { _id: string } }>(baseUrl, recruiter, 'POST', '/company/register', { companyName: `Canary Works ${Date.now()}` });
  const { job } = await callApi<{ job: { _id: string } }>(baseUrl, recruiter, 'POST', '/job/post', {
    title: JOB_TITLE,
    description: 'Watches releases so nobody has to.',
    requirements: 'Patience',
    salary: 14,
    location: 'Pune',
    jobType: 'Full Time',
    experience: 1,
    position: 1,
    companyId: company._id,
  });
  jobUrl = `${baseUrl}/description/${job._id}`;

  // The bad build: its job page throws as it renders, on the server and in the browser alike.
  source = checkout('mfe-student');
  source.replace(
    'mfe-student/src/job-description/JobDescriptionScreen.tsx',
    '  const query = useJobQuery(id);\n',
    "  const query = useJobQuery(id);\n  if (id !== 'no job at all') throw new Error('This build cannot show a job');\n",
  );
}, 120_000);

it('gives a canary to about its share of new browsers, each keeping its choice, and keeps them all as the share grows', async () => {
  const live = liveStudent();
  // Judged only after a million views: this part is about who gets what.
  source!.npm('release', ['mfe-student', '--target', site.portal.siteDir, '--skip-tests', '--canary', '30', '--min-views', '1000000']);
  const canary = history().canary!.version;
  expect(canary).not.toBe(live);

  const contexts = await Promise.all(Array.from({ length: 200 }, () => site.browser.newContext()));
  try {
    const first = await Promise.all(contexts.map(studentVersionFor));
    expect(new Set(first)).toEqual(new Set([live, canary]));
    const share = first.filter((version) => version === canary).length / contexts.length;
    expect(share).toBeGreaterThanOrEqual(0.15);
    expect(share).toBeLessThanOrEqual(0.45);
    // Sticky: the same browser is given the same version on its next pages.
    expect(await Promise.all(contexts.map(studentVersionFor))).toEqual(first);

    source!.npm('release', ['mfe-student', '--target', site.portal.siteDir, '--skip-tests', '--canary', '60']);
    expect(history().canary).toMatchObject({ version: canary, percent: 60 });
    const grown = await Promise.all(contexts.map(studentVersionFor));
    first.forEach((version, i) => {
      if (version === canary) expect(grown[i]).toBe(canary);
    });
    expect(grown.filter((version) => version === canary).length).toBeGreaterThan(first.filter((version) => version === canary).length);
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
}, 300_000);

it('ends a canary that does worse than the live version by itself, within a minute, and the next page of a browser that had it is the live one', async () => {
  const { baseUrl, dataDir } = site.portal;
  const live = liveStudent();
  const MIN_VIEWS = 10;
  // The same build again: the share and the threshold given change, the rest stays.
  source!.npm('release', ['mfe-student', '--target', site.portal.siteDir, '--skip-tests', '--canary', '50', '--min-views', String(MIN_VIEWS)]);
  const canary = history().canary!.version;

  // Visitors open the job page, each in a browser of its own, as long as the canary runs.
  let canaryBrowser: BrowserContext | undefined;
  let canaryViews = 0;
  let liveViews = 0;
  // When the canary had the views it needs to be judged: the watcher must act within a minute of it.
  let judgeableAt: number | undefined;
  for (let visitor = 0; history().canary !== null && visitor < 80; visitor++) {
    const context = await site.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(jobUrl);
    // Read from the page itself: the watcher may end the canary before another request is made.
    const version = await studentVersionOf(page);
    if (version === canary) {
      canaryViews++;
      await page.getByText('This part of the site is unavailable right now').waitFor();
    } else {
      liveViews++;
      await page.getByRole('heading', { level: 1, name: JOB_TITLE }).waitFor();
    }
    // Leaving sends what the page holds.
    await page.goto('about:blank');
    if (canaryViews === MIN_VIEWS && judgeableAt === undefined) judgeableAt = Date.now();
    if (version === canary && !canaryBrowser) canaryBrowser = context;
    else await context.close();
  }
  expect(canaryViews).toBeGreaterThanOrEqual(MIN_VIEWS);
  expect(liveViews).toBeGreaterThan(0);

  while (history().canary !== null && Date.now() - judgeableAt! < 60_000) await new Promise((resolve) => setTimeout(resolve, 500));
  expect(history().canary).toBeNull();
  expect(Date.now() - judgeableAt!).toBeLessThan(60_000);
  expect(history().current).toBe(live);
  const ended = history().history.at(-1)!;
  expect(ended).toMatchObject({ action: 'auto-rollback', version: canary, percent: 50 });
  expect(ended.reason).toMatch(/error rate/i);
  expect(readJson<Record<string, unknown>>(siteFile('remotes.json'))).not.toHaveProperty('canaries');

  // The platform sees it, and is told.
  const releases = await fetch(`${baseUrl}/api/v1/platform/releases`, { headers: { authorization: `Bearer ${PLATFORM_TOKEN}` } });
  const student = ((await releases.json()) as { releases: { name: string; canary: unknown; history: { action: string }[] }[] }).releases.find(({ name }) => name === 'student')!;
  expect(student.canary).toBeNull();
  expect(student.history.at(-1)!.action).toBe('auto-rollback');
  const metrics = await (await fetch(site.portal.metricsUrl)).text();
  expect(metrics).toMatch(/^portal_release_auto_rollbacks_total\{remote="student"\} 1$/m);
  const mail = await mailTo(dataDir, ALERTS, /student/i);
  expect(mail.text).toContain(canary);

  // The browser that had the canary gets the live version on its next page.
  const page = await canaryBrowser!.newPage();
  await page.goto(jobUrl);
  await page.getByRole('heading', { level: 1, name: JOB_TITLE }).waitFor();
  expect(await studentVersionFor(canaryBrowser!)).toBe(live);
  await screenshot(page, 'canary-ended-live-again');
  await canaryBrowser!.close();
  expect(fs.existsSync(siteFile('releases/.lock'))).toBe(false);
}, 300_000);
