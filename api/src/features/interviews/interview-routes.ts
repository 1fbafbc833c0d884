import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ChooseSlotBodySchema, InterviewProposalBodySchema, InterviewRescheduleBodySchema, InterviewResponseSchema } from '@portal/contract';
import type { AppDeps } from '../../deps';
import { viewerOf } from '../../http/auth';
import { errorResponses } from '../../http/error-responses';
import { idParams, parseId } from '../../http/ids';
import { contentDisposition } from '../../uploads/file-name';
import { toInterview } from './interview-serializer';
import { interviewService } from './interview-service';

const tags = ['interview'];

/** The team's proposal, under /application: it is made from an applicant's row. */
export async function applicationInterviewRoutes(app: FastifyInstance, deps: AppDeps) {
  const service = interviewService(deps);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/:applicationId/interview',
    {
      onRequest: app.guards.requireRecruiter,
      schema: {
        tags,
        summary: 'Propose interview times to an applicant (owners and recruiters of the job’s company; a viewer: 403; anyone else: 404)',
        description:
          'The application moves to `interview` (a step in its history, with the message) and the student is told (`interview.proposed`). An application has one interview: a second proposal while one is proposed or scheduled is 409 (reschedule it); one cancelled may be proposed again. A withdrawn application: 409.',
        params: idParams('applicationId'),
        body: InterviewProposalBodySchema,
        response: { 201: InterviewResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const interview = await service.propose(viewerOf(request).id, parseId(request.params.applicationId, 'Application'), request.body);
      return reply.status(201).send({ success: true, message: 'Interview proposed: the applicant is asked to pick a time.', interview: toInterview(interview) });
    },
  );
}

/** One interview, by its id: the student picks a time, the team moves it, either side cancels. */
export async function interviewRoutes(app: FastifyInstance, deps: AppDeps) {
  const service = interviewService(deps);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const interviewId = (raw: string) => parseId(raw, 'Interview');

  routes.post(
    '/:interviewId/choose',
    {
      onRequest: app.guards.requireStudent,
      schema: {
        tags,
        summary: 'The student who applied picks one of the proposed times (anyone else: 404)',
        description:
          'The interview is `scheduled`; the student and every owner and recruiter of the company get an email with the calendar invitation (`text/calendar; method=REQUEST`). A slot that is not one of this interview’s: 400; a cancelled or already scheduled interview, or a withdrawn application: 409.',
        params: idParams('interviewId'),
        body: ChooseSlotBodySchema,
        response: { 200: InterviewResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const interview = await service.choose(viewerOf(request).id, interviewId(request.params.interviewId), Number(request.body.slotId));
      return { success: true as const, message: 'Interview scheduled: the invitation is on its way to your calendar.', interview: toInterview(interview) };
    },
  );

  routes.post(
    '/:interviewId/reschedule',
    {
      onRequest: app.guards.requireRecruiter,
      schema: {
        tags,
        summary: 'Propose new times (owners and recruiters of the company; a viewer: 403; anyone else: 404)',
        description: 'Back to `proposed` with `sequence` + 1; the student is told and picks again. A cancelled interview or a withdrawn application: 409.',
        params: idParams('interviewId'),
        body: InterviewRescheduleBodySchema,
        response: { 200: InterviewResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const interview = await service.reschedule(viewerOf(request), interviewId(request.params.interviewId), request.body);
      return { success: true as const, message: 'New times proposed: the applicant is asked to pick one.', interview: toInterview(interview) };
    },
  );

  routes.post(
    '/:interviewId/cancel',
    {
      onRequest: app.guards.requireUser,
      schema: {
        tags,
        summary: 'Call the interview off (the student who applied, or owners and recruiters of the company; a viewer: 403; anyone else: 404)',
        description: 'Everyone invited gets the cancellation (`METHOD:CANCEL`, `STATUS:CANCELLED`, the same UID, a higher SEQUENCE). Twice: 409.',
        params: idParams('interviewId'),
        response: { 200: InterviewResponseSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const interview = await service.cancel(viewerOf(request), interviewId(request.params.interviewId));
      return { success: true as const, message: 'Interview cancelled: everyone invited is told.', interview: toInterview(interview) };
    },
  );

  routes.get(
    '/:interviewId/calendar.ics',
    {
      onRequest: app.guards.requireUser,
      schema: {
        tags,
        summary: 'The interview as a calendar file, for "Add to calendar" (the student who applied, or any member of the company’s team; anyone else: 404)',
        description: 'text/calendar: the scheduled event (METHOD:PUBLISH), or its cancellation once cancelled. No time chosen yet: 409.',
        params: idParams('interviewId'),
        response: { 200: z.string().describe('text/calendar (RFC 5545)'), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const calendar = await service.calendar(viewerOf(request), interviewId(request.params.interviewId));
      return reply.type('text/calendar; charset=utf-8').header('Content-Disposition', contentDisposition('attachment', 'interview.ics')).send(calendar);
    },
  );
}
