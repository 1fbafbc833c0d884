import type { FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../http/session';
import { asksForOverride } from './remote-override';

/**
 * How long past its freshness a shared cache may still answer with a kept page, once, while
 * it fetches the new one: a burst of visitors after a quiet spell costs one render, not one each.
 */
const STALE_WHILE_REVALIDATE_FACTOR = 6;

/** Query parameters that are secrets: the password reset link's and the alert unsubscribe link's. */
const SECRET_PARAMETERS = ['token'];

export type PageFacts = {
  status: number;
  /** The path shows a route visitors may see (`forVisitors` of its snapshot, live-site.ts). */
  forVisitors: boolean;
  /** JOB_CACHE_SECONDS: how stale a visitor's public page may be anywhere. */
  keepSeconds: number;
  /** Canaries run: the page names the versions chosen for this browser (visitor-release/). */
  chosenPerBrowser: boolean;
};

const carriesSecret = (url: string) => {
  const query = new URLSearchParams(url.split('?')[1] ?? '');
  return SECRET_PARAMETERS.some((name) => query.has(name));
};

/**
 * Who may keep a page's HTML (run after the session was read). A visitor's public page is the
 * same for every visitor, so a CDN or nginx may keep it for JOB_CACHE_SECONDS; the browser
 * itself revalidates each time (max-age=0), and Vary: Cookie (auth.ts) keeps a copy it stored
 * before logging in from answering once the session cookie is sent, so a user who just logged
 * in never sees the visitor's page. A request with the session cookie, valid or not, is never
 * stored anywhere: what it shows may be the user's. A link with a secret in it is never stored
 * either, so no cache holds the secret, nor a page asking for a remote from elsewhere (a team's
 * dev server: remote-override.ts), which is that tab's alone. While a canary runs, a page names the versions chosen
 * for its browser (and may set the browser's bucket cookie), so only that browser may keep it,
 * revalidated each time. Everything else (a 404, a page visitors are sent away from) is
 * revalidated each time, as before.
 */
export function pageCacheControl(request: FastifyRequest, { status, forVisitors, keepSeconds, chosenPerBrowser }: PageFacts): string {
  if (request.viewer || request.cookies[SESSION_COOKIE]) return 'private, no-store';
  if (carriesSecret(request.url) || asksForOverride(request.url)) return 'no-store';
  if (chosenPerBrowser) return 'private, no-cache';
  if (status !== 200 || !forVisitors || keepSeconds === 0) return 'no-cache';
  return `public, max-age=0, s-maxage=${keepSeconds}, stale-while-revalidate=${keepSeconds * STALE_WHILE_REVALIDATE_FACTOR}`;
}
