import { pageRouteAt } from './site-pages';

/**
 * Each page's title, one source for both sides: the server puts it in the page's <head>, the
 * shell sets it as the browser moves between pages (a tab, the history and a screen reader
 * name the page by it). Plain strings and functions: no schema code reaches a browser.
 */

/** The portal's name as people see it: email senders and subjects, page titles. */
export const SITE_NAME = 'JobPortal';

/** A page's title: what it shows, then the site. */
export const pageTitle = (what: string): string => `${what} · ${SITE_NAME}`;

/** The title of every route, by its path in the route table; a job's and a company's page name theirs once known. */
export const ROUTE_TITLES: Readonly<Record<string, string>> = {
  '/': `${SITE_NAME}: find part-time jobs, full-time jobs and internships`,
  '/login': pageTitle('Log in'),
  '/signup': pageTitle('Sign up'),
  '/forgot-password': pageTitle('Forgot password'),
  '/reset-password': pageTitle('Choose a new password'),
  '/settings': pageTitle('Settings'),
  '/jobs': pageTitle('Jobs'),
  '/browse': pageTitle('Browse jobs'),
  '/description/:id': pageTitle('Job'),
  '/company/:id': pageTitle('Company'),
  '/profile': pageTitle('Your profile'),
  '/notifications': pageTitle('Notifications'),
  '/admin/companies': pageTitle('Your companies'),
  '/admin/companies/create': pageTitle('Register a company'),
  '/admin/companies/:id': pageTitle('Company setup'),
  '/admin/jobs': pageTitle('Your jobs'),
  '/admin/jobs/create': pageTitle('Post a job'),
  '/admin/jobs/:id/edit': pageTitle('Edit job'),
  '/admin/jobs/:id/applicants': pageTitle('Applicants'),
};

/** A page no route shows. */
export const NOT_FOUND_TITLE = pageTitle('Page not found');

const TITLED_ROUTES = Object.keys(ROUTE_TITLES).map((path) => ({ path }));

/** The title of the route at `pathname`; a path no route shows gets the not-found screen's. */
export const routeTitleAt = (pathname: string): string => ROUTE_TITLES[pageRouteAt(TITLED_ROUTES, pathname)?.path ?? ''] ?? NOT_FOUND_TITLE;

export const jobPageTitle = (job: { title: string; company: { name: string }; location: string }): string =>
  pageTitle(`${job.title} at ${job.company.name}, ${job.location}`);

export const companyPageTitle = (company: { name: string }): string => pageTitle(`${company.name}: jobs and company profile`);

/** A job's or a company's page whose job or company does not exist. */
export const missingTitle = (what: 'Job' | 'Company'): string => pageTitle(`${what} not found`);
