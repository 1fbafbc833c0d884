import type { Company, Job, PublicCompany, PublicJob, Responsiveness } from '@portal/contract';
import type { AppDeps } from '../../deps';
import { todayIso } from '../../db/time';
import { notFound } from '../../http/http-error';
import { companyRepository } from '../companies/company-repository';
import { toCompany } from '../companies/company-serializer';
import { jobRepository } from '../jobs/job-repository';
import { readResponsiveness } from '../jobs/responsiveness';
import { toJob } from '../jobs/job-serializer';

export type CompanyPage = { company: PublicCompany; jobs: PublicJob[]; responsiveness: Responsiveness };

// Anyone may read a company's page: it names no user, not even its owner.
const toPublicCompany = ({ userId: _owner, ...company }: Company): PublicCompany => company;
const toPublicJob = ({ created_by: _poster, applications: _own, company, ...job }: Job): PublicJob => ({ ...job, company: toPublicCompany(company) });

/** A company's public page: who they are and the jobs they have open today. */
export function companyPageService({ db }: Pick<AppDeps, 'db'>) {
  const companies = companyRepository(db);
  const jobs = jobRepository(db);

  return {
    async page(companyId: number): Promise<CompanyPage> {
      const company = await companies.findById(companyId);
      if (!company) throw notFound('Company not found.');
      const [open, responsiveness] = await Promise.all([
        jobs.listOpenOfCompany(Number(company.id), todayIso()),
        readResponsiveness(db, { companyId: Number(company.id) }),
      ]);
      return { company: toPublicCompany(toCompany(company)), jobs: open.map((row) => toPublicJob(toJob(row))), responsiveness };
    },
  };
}
