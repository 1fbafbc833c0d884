import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CompanyProfileResponseSchema, type Company, type Job, type PublicCompany, type PublicJob } from '../../contract';
import type { AppDeps } from '../../deps';
import { todayIso } from '../../db/time';
import { errorResponses } from '../../http/error-responses';
import { notFound } from '../../http/http-error';
import { idParams, parseId } from '../../http/ids';
import { companyRepository } from '../companies/company-repository';
import { toCompany } from '../companies/company-serializer';
import { jobRepository } from '../jobs/job-repository';
import { toJob } from '../jobs/job-serializer';

// Anyone may read a company's page: it names no user, not even its owner.
const toPublicCompany = ({ userId: _owner, ...company }: Company): PublicCompany => company;
const toPublicJob = ({ created_by: _poster, applications: _own, company, ...job }: Job): PublicJob => ({ ...job, company: toPublicCompany(company) });

/** A company's public page (under /company): who they are and the jobs they have open. */
export async function companyPageRoutes(app: FastifyInstance, { db }: AppDeps) {
  const companies = companyRepository(db);
  const jobs = jobRepository(db);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/profile/:id',
    {
      schema: {
        tags: ['company'],
        summary: "A company's public page: its details and open jobs (anyone)",
        params: idParams('id'),
        response: { 200: CompanyProfileResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const company = await companies.findById(parseId(request.params.id, 'Company'));
      if (!company) throw notFound('Company not found.');
      const open = await jobs.listOpenOfCompany(Number(company.id), todayIso());
      return { success: true as const, company: toPublicCompany(toCompany(company)), jobs: open.map((row) => toPublicJob(toJob(row))) };
    },
  );
}
