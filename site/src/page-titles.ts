import { pageRouteAt } from './site-pages';

/**
 * Each page's title, one source for both sides: the server puts it in the page's <head>, the
 * shell sets it as the browser moves between pages (a tab, the history and a screen reader
 * name the page by it). A route's title is in the route table; the pages that name their job or
 * company, and the not-found page, are titled here. Plain strings and functions: no schema code
 * reaches a browser.
 */

/** The portal's name as people see it: email senders and subjects, page titles. */
export const SITE_NAME = 'JobPortal';

/** A page's title: what it shows, then the site. */
export const pageTitle = (what: string): string => `${what} · ${SITE_NAME}`;

/** A page no route shows. */
export const NOT_FOUND_TITLE = pageTitle('Page not found');

/** The title of the route at `pathname` in the route table (site-pages.ts); a path no route shows gets the not-found screen's. */
export const routeTitleAt = (routes: readonly { path: string; title: string }[], pathname: string): string =>
  pageRouteAt(routes, pathname)?.title ?? NOT_FOUND_TITLE;

export const jobPageTitle = (job: { title: string; company: { name: string }; location: string }): string =>
  pageTitle(`${job.title} at ${job.company.name}, ${job.location}`);

export const companyPageTitle = (company: { name: string }): string => pageTitle(`${company.name}: jobs and company profile`);

/** A job's or a company's page whose job or company does not exist. */
export const missingTitle = (what: 'Job' | 'Company'): string => pageTitle(`${what} not found`);
