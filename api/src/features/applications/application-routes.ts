import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApplicantsResponseSchema,
  ApplicationsResponseSchema,
  MessageResponseSchema,
  StatusUpdateBodySchema,
} from '../../contract';
import { isUniqueViolation } from '../../db/errors';
import { toIso } from '../../db/time';
import type { AppDeps } from '../../deps';
import { viewerOf } from '../../http/auth';
import { errorResponses } from '../../http/error-responses';
import { conflict, notFound } from '../../http/http-error';
import { idParams, parseId } from '../../http/ids';
import { jobRepository } from '../jobs/job-repository';
import { toJob } from '../jobs/job-serializer';
import { toUser } from '../users/user-serializer';
import { applicationRepository } from './application-repository';


export async function applicationRoutes(app: FastifyInstance, deps: AppDeps) {
  const applications = applicationRepository(deps.db);
  const jobs = jobRepository(deps.db);
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
      const viewer = viewerOf(request);
      const jobId = parseId(request.params.jobId, 'Job');
      if (!(await applications.jobExists(jobId))) throw notFound('Job not found.');
      try {
        await applications.insert(jobId, viewer.id);
        deps.jobReads.applicationAdded(jobId);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('You have already applied for this job.');
        throw error;
      }
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
      const viewer = viewerOf(request);
      const rows = await applications.listForApplicant(viewer.id);
      const jobRows = await jobs.findByIds([...new Set(rows.map((row) => Number(row.job_id)))]);
      const jobById = new Map(jobRows.map((row) => [Number(row.id), row]));
      return {
        success: true as const,
        application: rows.flatMap((row) => {
          const job = jobById.get(Number(row.job_id));
          if (!job) return [];
          const own = { _id: String(row.id), applicant: String(row.applicant_id), status: row.status };
          return [
            {
              _id: own._id,
              job: toJob(job, [own]),
              applicant: own.applicant,
              status: row.status,
              createdAt: toIso(row.created_at),
              updatedAt: toIso(row.updated_at),
            },
          ];
        }),
      };
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
      const viewer = viewerOf(request);
      const jobId = await jobs.findOwnedId(parseId(request.params.jobId, 'Job'), viewer.id);
      const job = jobId === null ? undefined : await jobs.findById(jobId);
      if (!job) throw notFound('Job not found.');
      const rows = await applications.listForJob(Number(job.id));
      const { applications: _own, ...jobFields } = toJob(job);
      return {
        success: true as const,
        job: {
          ...jobFields,
          applications: rows.map((row) => ({
            _id: String(row.application_id),
            job: String(row.job_id),
            applicant: toUser(row),
            status: row.status,
            createdAt: toIso(row.applied_at),
            updatedAt: toIso(row.status_updated_at),
          })),
        },
      };
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
      const viewer = viewerOf(request);
      const application = await applications.findForRecruiter(parseId(request.params.applicationId, 'Application'), viewer.id);
      if (!application) throw notFound('Application not found.');
      await applications.setStatus(Number(application.id), request.body.status);
      return { success: true as const, message: 'Status updated successfully.' };
    },
  );
}
