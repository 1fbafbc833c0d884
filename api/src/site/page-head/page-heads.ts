import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { JobReads } from '../../features/jobs/job-reads';
import { companyRepository } from '../../features/companies/company-repository';
import { pagePaths } from '@portal/site/page-paths';
import { companyPageTitle, jobPageTitle, missingTitle, NOT_FOUND_TITLE } from '@portal/site/page-titles';
import { pageRouteAt, routeParams, type PageRoute } from '@portal/site/site-pages';
import { summary, type PageHead } from './head-tags';
import { jobPosting, postingDescription } from './job-posting';

export type PageAnswer = { status: 200 | 404; head: PageHead };

const SITE_DESCRIPTION = 'Job hunt portal: part-time jobs, full-time jobs and internships.';
const found = (head: PageHead): PageAnswer => ({ status: 200, head });
const notFound = (title: string): PageAnswer => ({ status: 404, head: { title, description: SITE_DESCRIPTION, noindex: true } });
const missing = (what: 'Job' | 'Company'): PageAnswer => notFound(missingTitle(what));

const ID = /^[1-9]\d{0,14}$/;

/**
 * What each page's <head> says, from the same reads the API answers with: a job's or a company's
 * page (the record its route shows) is headed by the record; any other page by its route in the
 * live route table (the page's `routes`), its title and description, so a shell release that adds
 * a page heads it.
 */
export function pageHeads(deps: { db: Kysely<Database>; jobReads: JobReads }, absolute: (path: string) => string) {
  const companies = companyRepository(deps.db);

  async function jobPage(id: string): Promise<PageAnswer> {
    const [job] = ID.test(id) ? await deps.jobReads.byIds([Number(id)], null) : [];
    if (!job) return missing('Job');
    const head: PageHead = {
      title: jobPageTitle(job),
      description: summary(`${job.company.name} is hiring: ${job.title} in ${job.location}. ${postingDescription(job)}`),
      canonical: pagePaths.job(job._id),
    };
    // A closed job stays readable for those who applied, but is no longer offered to search engines.
    return found(job.status === 'open' ? { ...head, jsonLd: jobPosting(job, absolute) } : { ...head, noindex: true });
  }

  async function companyPage(id: string): Promise<PageAnswer> {
    const company = ID.test(id) ? await companies.findById(Number(id)) : undefined;
    if (!company) return missing('Company');
    return found({
      title: companyPageTitle(company),
      description: summary(company.description || `Open jobs at ${company.name}${company.location ? ` in ${company.location}` : ''}.`),
      canonical: pagePaths.company(company.id),
    });
  }

  const recordPage = { job: jobPage, company: companyPage };

  return async function headOf(pathname: string, routes: readonly PageRoute[]): Promise<PageAnswer> {
    const route = pageRouteAt(routes, pathname);
    // A path no route shows: the shell shows its not-found screen there.
    if (!route) return notFound(NOT_FOUND_TITLE);
    const { title, shows, description = SITE_DESCRIPTION } = route;
    if (shows === 'job' || shows === 'company') return recordPage[shows](routeParams(route, pathname).id ?? '');
    // A listing is one page to search engines whatever its query: its canonical link leaves the query out.
    return found({ title, description, ...(shows === 'listing' ? { canonical: route.path } : {}), noindex: !route.indexed });
  };
}
