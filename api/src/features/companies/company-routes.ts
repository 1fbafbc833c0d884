import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CompaniesResponseSchema,
  CompanyFieldsSchema,
  CompanyMutationResponseSchema,
  CompanyRegisterBodySchema,
  CompanyResponseSchema,
} from '@portal/contract';
import type { AppDeps } from '../../deps';
import { viewerOf } from '../../http/auth';
import { errorResponses } from '../../http/error-responses';
import { idParams, parseId } from '../../http/ids';
import { IMAGE_UPLOAD, readMultipartForm } from '../../uploads/multipart-form';
import { companyService } from './company-service';

/** Every company route is a recruiter's, and only ever about companies whose team they are in. */
export async function companyRoutes(app: FastifyInstance, deps: AppDeps) {
  const service = companyService(deps);
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
      const company = await service.register(viewerOf(request).id, request.body.companyName);
      return reply.status(201).send({ success: true, message: 'Company registered successfully.', company });
    },
  );

  routes.get(
    '/get',
    {
      schema: {
        tags: ['company'],
        summary: "The companies whose team the recruiter is in, newest first, each with their role",
        response: { 200: CompaniesResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ success: true as const, companies: await service.listOwn(viewerOf(request).id) }),
  );

  routes.get(
    '/get/:id',
    {
      schema: {
        tags: ['company'],
        summary: 'A company whose team the recruiter is in (anyone else: 404)',
        params,
        response: { 200: CompanyResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ success: true as const, company: await service.one(viewerOf(request).id, parseId(request.params.id, 'Company')) }),
  );

  routes.put(
    '/update/:id',
    {
      schema: {
        tags: ['company'],
        summary: 'Update a company (its owners; another member: 403; anyone else: 404)',
        description:
          'multipart/form-data, every field optional: name, description, website (http:// or https://), location, `file`: a logo (PNG, JPEG, WebP or GIF, at most 2 MB) replacing the previous one.',
        consumes: ['multipart/form-data'],
        params,
        response: { 200: CompanyMutationResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => {
      const recruiterId = viewerOf(request).id;
      const companyId = parseId(request.params.id, 'Company');
      await service.ensureEditable(recruiterId, companyId);
      const form = await readMultipartForm(request, deps.uploadTmpDir, IMAGE_UPLOAD);
      try {
        const company = await service.update(recruiterId, companyId, CompanyFieldsSchema.parse(form.fields), form.file, request.log);
        return { success: true as const, message: 'Company information updated.', company };
      } finally {
        await form.file?.discard();
      }
    },
  );
}
