import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { remoteVersion } from '@portal/contract/telemetry-names';
import { callApi, createAccount, type Account } from '../../ci/e2e/support/api';
import { logInThroughForm } from '../../ci/e2e/support/log-in';
import { siteUnderTest } from '../../ci/e2e/support/site-under-test';
import { watchedPage } from '../../ci/e2e/support/watched-page';

/**
 * What real visitors' pages report (page views and errors, each beaconed to POST
 * /api/v1/telemetry as the page is left) reaches the portal's Prometheus series, counted for
 * the remote and the version the page ran: read from the API's /metrics before and after.
 */
const site = siteUnderTest();
const JOB_TITLE = 'Beacon Engineer';
let recruiter: Account;
let jobId: string;

beforeAll(async () => {
  recruiter = await createAccount(site.portal.baseUrl, 'recruiter', 'Tara Recruiter');
  const { company } = await callApi<{ company: { _id: string } }>(site.portal.baseUrl, recruiter, 'POST', '/company/register', { companyName: `Signal Works ${Date.now()}` });
  ({
    job: { _id: jobId },
  } = await callApi<{ job: { _id: string } }>(site.portal.baseUrl, recruiter, 'POST', '/job/post', {
    title: JOB_TITLE,
    description: 'Sends word home before the page goes.',
    requirements: 'Brevity',
    salary: 12,
    location: 'Pune',
    jobType: 'Full Time',
    experience: 1,
    position: 1,
    companyId: company._id,
  }));
});

/** The version of `remote` the site serves now: the folder its remotes.json entry names. */
function liveVersion(remote: string): string {
  const remotes = JSON.parse(fs.readFileSync(path.join(site.portal.siteDir, 'remotes.json'), 'utf8')) as Record<string, unknown>;
  const version = remoteVersion(remote, remotes[remote]);
  if (!version) throw new Error(`remotes.json names no released version of ${remote}`);
  return version;
}

/** A counter's value in the API's /metrics: the sum of its series with these labels (0 before the first). */
async function counter(name: string, labels: Record<string, string>): Promise<number> {
  const exposition = await (await fetch(site.portal.metricsUrl)).text();
  let sum = 0;
  for (const line of exposition.split('\n')) {
    const [, sample, labelText = '', value] = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line) ?? [];
    if (sample !== name) continue;
    const has = Object.fromEntries([...labelText.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, text]) => [key, text]));
    if (Object.entries(labels).every(([key, text]) => has[key] === text)) sum += Number(value);
  }
  return sum;
}

/** Reads the counter until it reaches `atLeast` (a beacon is on its way as the page goes), then answers it. */
async function counted(read: () => Promise<number>, atLeast: number): Promise<number> {
  const until = Date.now() + 15_000;
  let value = await read();
  while (value < atLeast && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    value = await read();
  }
  return value;
}

/** Leaves the page: it sends what it holds on pagehide. */
const leave = (page: Page) => page.goto('about:blank');

it("counts real page views of /jobs and a job's page for the student remote's live version", async () => {
  const studentViews = () => counter('portal_remote_views_total', { remote: 'student', version: liveVersion('student') });
  const before = await studentViews();
  const { page, errors } = await watchedPage(site.browser);
  try {
    await page.goto(`${site.portal.baseUrl}/jobs`);
    // Moved to in the page, as a visitor does: a view of its own.
    await page.getByRole('article', { name: JOB_TITLE }).getByRole('link', { name: 'Details' }).click();
    await page.waitForURL(`**/description/${jobId}`);
    await page.getByRole('heading', { level: 1, name: JOB_TITLE }).waitFor();
    await leave(page);

    expect(await counted(studentViews, before + 2)).toBe(before + 2);
    // Nothing the page sent was blocked (the beacon goes to the API's own origin) or thrown.
    expect(errors).toEqual([]);
  } finally {
    await page.context().close();
  }
});

it("counts the web vitals of a page the student remote draws for that remote's live version", async () => {
  const version = liveVersion('student');
  const samples = (name: string) => () => counter('portal_web_vitals_count', { remote: 'student', version, name });
  const before = { LCP: await samples('LCP')(), CLS: await samples('CLS')(), TTFB: await samples('TTFB')() };
  const { page } = await watchedPage(site.browser);
  try {
    // web-vitals comes once the page is idle and reports TTFB then: it goes with the beacon sent
    // within 10 s while events wait. LCP and CLS are final as the page goes, and go with the last.
    const ttfbSent = page.waitForRequest((request) => request.url().endsWith('/api/v1/telemetry') && (request.postData() ?? '').includes('"TTFB"'), { timeout: 30_000 });
    await page.goto(`${site.portal.baseUrl}/jobs`);
    await page.getByRole('article', { name: JOB_TITLE }).waitFor();
    await ttfbSent;
    await leave(page);

    // At least one each: the page of an earlier visit may still be sending its own.
    for (const name of ['LCP', 'CLS', 'TTFB'] as const) expect(await counted(samples(name), before[name] + 1)).toBeGreaterThanOrEqual(before[name] + 1);
  } finally {
    await page.context().close();
  }
});

it('counts a load error of the recruiter remote, in its live version, when a recruiter opens a page of it while it is unreachable', async () => {
  const recruiterDir = path.join(site.portal.siteDir, 'remotes/recruiter');
  const hidden = `${recruiterDir}.unreachable`;
  const loadErrors = () => counter('portal_remote_errors_total', { remote: 'recruiter', version: liveVersion('recruiter'), kind: 'load' });
  const before = await loadErrors();
  fs.renameSync(recruiterDir, hidden);
  const { page } = await watchedPage(site.browser);
  try {
    await logInThroughForm(page, site.portal.baseUrl, recruiter);
    await page.goto(`${site.portal.baseUrl}/admin/jobs`);
    await page.getByText('This part of the site is unavailable right now').waitFor();
    await leave(page);

    expect(await counted(loadErrors, before + 1)).toBeGreaterThanOrEqual(before + 1);
  } finally {
    fs.renameSync(hidden, recruiterDir);
    await page.context().close();
  }
});
