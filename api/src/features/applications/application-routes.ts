import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApplicantsResponseSchema,
  ApplicationsResponseSchema,
  ApplyBodySchema,
  ApplyResponseSchema,
  type ApplyBody,
  MessageResponseSchema,
  NoteBodySchema,
  NoteResponseSchema,
  StatusUpdateBodySchema,
} from '@portal/contract';
import type { AppDeps } from '../../deps';
import { viewerOf } from '../../http/auth';
import { errorResponses } from '../../http/error-responses';
import { idParams, parseId } from '../../http/ids';
import { skillMatches } from '../jobs/skill-matches';
import { toJobWithApplicants, toNote, toStudentApplication } from './application-serializer';
import { applicationService } from './application-service';

export async function applicationRoutes(app: FastifyInstance, deps: AppDeps) {
  const service = applicationService(deps);
  const matches = skillMatches(deps.db);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  const applySchema = {
    tags: ['application'],
    params: idParams('jobId'),
    response: { 201: ApplyResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
  };
  const sendApplication = async (request: FastifyRequest, jobId: string, reply: FastifyReply, answers: ApplyBody['answers']) => {
    const { status, message } = await service.apply(viewerOf(request).id, parseId(jobId, 'Job'), answers);
    return reply.status(201).send({ success: true, status, message });
  };

  routes.post(
    '/apply/:jobId',
    {
      config: { changesState: true },
      onRequest: app.guards.requireStudent,
      schema: {
        ...applySchema,
        summary: 'Apply to a job (students), answering its screening questions',
        description:
          "Applying twice is a 409, however the requests race. `answers` answer the job's screening questions (no body for a job without any): a missing required answer, a value of the wrong kind or an answer to a question the job does not ask is a 400 naming it. An answer that is not the one a question needs still applies, with `status: 'rejected'`.",
        body: ApplyBodySchema.nullish(),
      },
    },
    (request, reply) => sendApplication(request, request.params.jobId, reply, request.body?.answers),
  );

  routes.get(
    '/apply/:jobId',
    {
      config: { changesState: true },
      onRequest: app.guards.requireStudent,
      schema: {
        ...applySchema,
        summary: 'Apply to a job without screening questions (kept for older clients)',
        description: 'As the POST with no body: a job whose questions need answers is a 400 naming the first.',
      },
    },
    (request, reply) => sendApplication(request, request.params.jobId, reply, undefined),
  );

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
      const [applications, matchFor] = await Promise.all([service.listForStudent(viewerOf(request).id), matches.forViewer(request.viewer)]);
      const application = applications.map(toStudentApplication).map((shown) => ({ ...shown, job: matchFor(shown.job) }));
      return { success: true as const, application };
    },
  );

  routes.get(
    '/:jobId/applicants',
    {
      onRequest: app.guards.requireRecruiter,
      schema: {
        tags: ['application'],
        summary: "A job of a company whose team the caller is in, with everyone who applied to it (anyone else: 404)",
        params: idParams('jobId'),
        response: { 200: ApplicantsResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { job, applicants, history, notes, interviews, role } = await service.applicantsOf(viewerOf(request).id, parseId(request.params.jobId, 'Job'));
      return { success: true as const, job: toJobWithApplicants(job, applicants, history, notes, interviews), role };
    },
  );

  routes.post(
    '/status/:applicationId/update',
    {
      onRequest: app.guards.requireRecruiter,
      schema: {
        tags: ['application'],
        summary: 'Move an application to a stage, optionally with a message to the student (owners and recruiters of the job’s company; a viewer: 403)',
        description: 'Any stage but withdrawn, in any order; a withdrawn application cannot be changed (409).',
        params: idParams('applicationId'),
        body: StatusUpdateBodySchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { status, message } = request.body;
      await service.setStatus(viewerOf(request).id, parseId(request.params.applicationId, 'Application'), status, message || null);
      return { success: true as const, message: 'Status updated successfully.' };
    },
  );

  routes.post(
    '/withdraw/:applicationId',
    {
      onRequest: app.guards.requireStudent,
      schema: {
        tags: ['application'],
        summary: 'Withdraw one of the student’s own applications',
        description:
          'Twice is 409; another student’s application is 404. Its interview, if proposed or scheduled, is cancelled: everyone invited gets the cancellation. The student may apply again while the job is open.',
        params: idParams('applicationId'),
        response: { 200: MessageResponseSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      await service.withdraw(viewerOf(request).id, parseId(request.params.applicationId, 'Application'));
      return { success: true as const, message: 'Application withdrawn.' };
    },
  );

  routes.post(
    '/:applicationId/notes',
    {
      onRequest: app.guards.requireRecruiter,
      schema: {
        tags: ['application'],
        summary: 'Add a private note of the hiring team to an application (never shown to the student)',
        params: idParams('applicationId'),
        body: NoteBodySchema,
        response: { 201: NoteResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const note = await service.addNote(viewerOf(request).id, parseId(request.params.applicationId, 'Application'), request.body.text);
      return reply.status(201).send({ success: true, message: 'Note added.', note: toNote({ id: Number(note.id), text: note.text, created_at: note.created_at }) });
    },
  );
}
