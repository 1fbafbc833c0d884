import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CompaniesResponseSchema,
  CompanyFieldsSchema,
  CompanyMutationResponseSchema,
  CompanyRegisterBodySchema,
  CompanyResponseSchema,
} from '../../contract';
import { isUniqueViolation } from '../../db/errors';
import type { AppDeps } from '../../deps';
import { viewerOf } from '../../http/auth';
import { errorResponses } from '../../http/error-responses';
import { conflict, notFound } from '../../http/http-error';
import { idParams, parseId } from '../../http/ids';
import { IMAGE_UPLOAD, readMultipartForm } from '../../uploads/multipart-form';
import { commitUpload } from '../../uploads/stored-upload';
import { companyRepository } from './company-repository';
import { toCompany } from './company-serializer';

const NAME_TAKEN = "You can't register same company.";
const rethrowNameTaken = (error: unknown): never => {
  throw isUniqueViolation(error) ? conflict(NAME_TAKEN) : error;
};

/** Every company route is a recruiter's, and only ever about their own companies. */
export async function companyRoutes(app: FastifyInstance, deps: AppDeps) {
  const companies = companyRepository(deps.db);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // onRequest: the role is settled before any body is read or validated.
  app.addHook('onRequest', app.guards.requireRecruiter);
  const params = idParams('id');

  routes.post(
    '/register',
    {
      schema: {
        tags: ['company'],
        summary: "Register a company (a recruiter's company names are unique, regardless of case; other recruiters may register the same name)",
        body: CompanyRegisterBodySchema,
        response: { 201: CompanyMutationResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const name = request.body.companyName;
      const ownerId = viewerOf(request).id;
      if (await companies.nameTakenByOther(ownerId, name, null)) throw conflict(NAME_TAKEN);
      const row = await companies.insert(ownerId, name).catch(rethrowNameTaken);
      return reply.status(201).send({ success: true, message: 'Company registered successfully.', company: toCompany(row) });
    },
  );

  routes.get(
    '/get',
    {
      schema: {
        tags: ['company'],
        summary: "The recruiter's own companies, newest first",
        response: { 200: CompaniesResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const rows = await companies.listOwnedBy(viewerOf(request).id);
      return { success: true as const, companies: rows.map(toCompany) };
    },
  );

  routes.get(
    '/get/:id',
    {
      schema: {
        tags: ['company'],
        summary: 'One of the recruiter’s companies',
        params,
        response: { 200: CompanyResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const row = await companies.findOwned(parseId(request.params.id, 'Company'), viewerOf(request).id);
      if (!row) throw notFound('Company not found.');
      return { success: true as const, company: toCompany(row) };
    },
  );

  routes.put(
    '/update/:id',
    {
      schema: {
        tags: ['company'],
        summary: 'Update one of the recruiter’s companies',
        description:
          'multipart/form-data, every field optional: name, description, website (http:// or https://), location, `file`: a logo (PNG, JPEG, WebP or GIF, at most 2 MB) replacing the previous one.',
        consumes: ['multipart/form-data'],
        params,
        response: { 200: CompanyMutationResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const company = await companies.findOwned(parseId(request.params.id, 'Company'), viewer.id);
      if (!company) throw notFound('Company not found.');
      const form = await readMultipartForm(request, deps.uploadTmpDir, IMAGE_UPLOAD);
      try {
        const fields = CompanyFieldsSchema.parse(form.fields);
        if (fields.name && (await companies.nameTakenByOther(viewer.id, fields.name, Number(company.id)))) throw conflict(NAME_TAKEN);
        const row = await commitUpload(deps.files, request.log, { file: form.file, folder: 'logos', replacing: company.logo_key }, (logoKey) =>
          companies
            .update(Number(company.id), { ...fields, ...(logoKey && { logo_key: logoKey }) })
            .catch(rethrowNameTaken),
        );
        deps.jobReads.companyChanged();
        return { success: true as const, message: 'Company information updated.', company: toCompany(row) };
      } finally {
        await form.file?.discard();
      }
    },
  );
}
