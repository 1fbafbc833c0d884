import type { Browser, BrowserContext } from 'playwright-core';
import { createAccount } from '../e2e/support/api';
import { DESKTOP } from '../e2e/support/browser';
import type { Portal } from '../e2e/support/portal';
import { ALL_JOBS, FEATURED, logIn, seedJobs } from '../../mfe-student/e2e/support';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** A page measured: its name in reports, where it is, the text its <main> shows once usable, who looks. */
export type PageSpec = { name: string; path: string; shows: string; asRecruiter?: boolean };

/**
 * A route switch measured: from a page at rest, a click on a link (the pointer resting on it
 * first for `pointerRestsMs`, or not at all), until <main> shows the text.
 */
export type SwitchSpec = { label: string; from: PageSpec; to: string; shows: string; pointerRestsMs: number };

/** The seeded site: the pages and switches to measure, and a logged-in recruiter's cookies and storage. */
export type BenchSite = {
  portal: Portal;
  browser: Browser;
  pages: PageSpec[];
  switches: SwitchSpec[];
  /** The pages whose LCP is compared with the floor's and with client rendering's (issue 17). */
  comparedPages: PageSpec[];
  recruiterState: StorageState;
};

const NEWEST = FEATURED[FEATURED.length - 1]!;
const LOGIN_SHOWS = "Don't have an account?";
/** How long a pointer rests on a link before it clicks: a user's takes longer still. */
export const POINTER_REST_MS = 150;

/**
 * Seeds jobs through the API (a recruiter's, so /admin/jobs has rows) and logs that recruiter
 * in once, so each measured visit can start from the saved session without paying for the login.
 */
export async function prepareSite(portal: Portal, browser: Browser): Promise<BenchSite> {
  const recruiter = await createAccount(portal.baseUrl, 'recruiter', 'Riya Recruiter');
  const ids = await seedJobs(portal.baseUrl, recruiter);
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto(`${portal.baseUrl}/login`);
  await logIn(page, recruiter);
  const recruiterState = await context.storageState();
  await context.close();

  const home: PageSpec = { name: '/', path: '/', shows: NEWEST.description };
  const jobPage: PageSpec = { name: '/description/{id}', path: `/description/${ids[NEWEST.title]}`, shows: NEWEST.description };
  return {
    portal,
    browser,
    recruiterState,
    pages: [
      home,
      { name: '/browse', path: '/browse', shows: `Search Results (${ALL_JOBS})` },
      jobPage,
      { name: '/login', path: '/login', shows: LOGIN_SHOWS },
      { name: '/admin/jobs (recruiter)', path: '/admin/jobs', shows: NEWEST.title, asRecruiter: true },
    ],
    comparedPages: [home, { name: '/browse?q=developer', path: '/browse?q=developer', shows: NEWEST.title }, jobPage],
    switches: [
      { label: 'into another remote: / → /login', from: home, to: '/login', shows: LOGIN_SHOWS, pointerRestsMs: POINTER_REST_MS },
      { label: 'into the loaded remote: / → /browse', from: home, to: '/browse', shows: 'Search Results', pointerRestsMs: POINTER_REST_MS },
      { label: 'into the loaded remote, no hover (a tap): / → /browse', from: home, to: '/browse', shows: 'Search Results', pointerRestsMs: 0 },
    ],
  };
}
