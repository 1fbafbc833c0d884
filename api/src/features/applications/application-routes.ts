import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApplicantsResponseSchema,
  ApplicationsResponseSchema,
  MessageResponseSchema,
  StatusUpdateBodySchema,
} from '../../contract';
import type { AppDeps } from '../../deps';
import { viewerOf } from '../../http/auth';
import { errorResponses } from '../../http/error-responses';
import { idParams, parseId } from '../../http/ids';
import { toJobWithApplicants, toStudentApplication } from './application-serializer';
import { applicationService } from './application-service';

export async function applicationRoutes(app: FastifyInstance, deps: AppDeps) {
  const service = applicationService(deps);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    method: ['POST', 'GET'],
    url: '/apply/:jobId',
    config: { changesState: true },
    onRequest: app.guards.requireStudent,
    schema: {
      tags: ['application'],
      summary: 'Apply to a job (students)',
      description: 'POST is the canonical form; GET is kept for older clients. Applying twice is a 409, however the requests race.',
      params: idParams('jobId'),
      response: { 201: MessageResponseSchema, ...errorResponses(401, 403, 404, 409) },
    },
    handler: async (request, reply) => {
      await service.apply(viewerOf(request).id, parseId(request.params.jobId, 'Job'));
      return reply.status(201).send({ success: true, message: 'Job applied successfully.' });
    },
  });

  routes.get(
    '/get',
    {
      onRequest: app.guards.requireStudent,
      schema: {
        tags: ['application'],
        summary: "The student's applications, newest first, with each job and its company",
        response: { 200: ApplicationsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const applications = await service.listForStudent(viewerOf(request).id);
      return { success: true as const, application: applications.map(toStudentApplication) };
    },
  );

  routes.get(
    '/:jobId/applicants',
    {
      onRequest: app.guards.requireRecruiter,
      schema: {
        tags: ['application'],
        summary: "A recruiter's job with everyone who applied to it",
        params: idParams('jobId'),
        response: { 200: ApplicantsResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { job, applicants } = await service.applicantsOf(viewerOf(request).id, parseId(request.params.jobId, 'Job'));
      return { success: true as const, job: toJobWithApplicants(job, applicants) };
    },
  );

  routes.post(
    '/status/:applicationId/update',
    {
      onRequest: app.guards.requireRecruiter,
      schema: {
        tags: ['application'],
        summary: 'Accept or reject an application to one of the recruiter’s jobs',
        params: idParams('applicationId'),
        body: StatusUpdateBodySchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await service.setStatus(viewerOf(request).id, parseId(request.params.applicationId, 'Application'), request.body.status);
      return { success: true as const, message: 'Status updated successfully.' };
    },
  );
}
