/**
 * The paths of the site's pages that links are built to, written once: the browser's links, the
 * server's canonical links and structured data, and the links in notifications all agree with
 * the route table (site-pages.ts) that shows them.
 */
export const pagePaths = {
  /** /description/{id}: one job. */
  job: (jobId: string | number): string => `/description/${encodeURIComponent(String(jobId))}`,
  /** /company/{id}: a company's public page. */
  company: (companyId: string | number): string => `/company/${encodeURIComponent(String(companyId))}`,
  /** The login page, coming back to `returnTo` (a path and its query) once logged in. */
  login: (returnTo: string): string => `/login?redirect=${encodeURIComponent(returnTo)}`,
};
