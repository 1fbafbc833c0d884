import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CurrentUserResponseSchema,
  LoginBodySchema,
  LoginRefusedResponseSchema,
  LoginResponseSchema,
  MessageResponseSchema,
  ProfileFieldsSchema,
  ProfileUpdateResponseSchema,
  RegisterFieldsSchema,
  type User,
} from '@portal/contract';
import type { AppDeps } from '../../deps';
import { viewerOf } from '../../http/auth';
import { errorResponses } from '../../http/error-responses';
import { idParams, parseId } from '../../http/ids';
import { MIME_TYPES } from '../../uploads/file-kind';
import { contentDisposition } from '../../uploads/file-name';
import { IMAGE_UPLOAD, RESUME_UPLOAD, readMultipartForm } from '../../uploads/multipart-form';
import { userService } from './user-service';
import { WrongRole } from './wrong-role';

export async function userRoutes(app: FastifyInstance, deps: AppDeps) {
  const service = userService(deps);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/register',
    {
      schema: {
        tags: ['user'],
        summary: 'Create an account',
        description:
          'multipart/form-data: fullname, email, phoneNumber, password (8+ characters), role (student|recruiter), optional `file`: a profile photo (PNG, JPEG, WebP or GIF, at most 2 MB).',
        consumes: ['multipart/form-data'],
        response: { 201: MessageResponseSchema, ...errorResponses(400, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      await service.admitRegistration(request.ip);
      const form = await readMultipartForm(request, deps.uploadTmpDir, IMAGE_UPLOAD);
      try {
        await service.register(request.ip, RegisterFieldsSchema.parse(form.fields), form.file, request.log);
      } finally {
        await form.file?.discard();
      }
      return reply.status(201).send({ success: true, message: 'Account created successfully.' });
    },
  );

  routes.post(
    '/login',
    {
      schema: {
        tags: ['user'],
        summary: 'Log in; sets the httpOnly `token` cookie for one day',
        description: "The right password with the other role is 403 with `accountRole`, the account's role.",
        body: LoginBodySchema,
        response: { 200: LoginResponseSchema, ...errorResponses(400, 401, 429), 403: LoginRefusedResponseSchema },
      },
    },
    async (request, reply) => {
      let loggedIn: Awaited<ReturnType<typeof service.logIn>>;
      try {
        loggedIn = await service.logIn(request.ip, request.body);
      } catch (error) {
        if (!(error instanceof WrongRole)) throw error;
        return reply.status(403).send({ success: false, message: error.message, accountRole: error.accountRole });
      }
      const { id, epoch, user } = loggedIn;
      return reply.startSession(id, epoch).send({ success: true, message: `Welcome back ${user.fullname}`, user });
    },
  );

  routes.route({
    method: ['GET', 'POST'],
    url: '/logout',
    config: { changesState: true },
    schema: { tags: ['user'], summary: 'Log out: ends this session (its token is refused from now on) and clears the cookie', response: { 200: MessageResponseSchema } },
    handler: async (_request, reply) => {
      await reply.endSession();
      return { success: true as const, message: 'Logged out successfully.' };
    },
  });

  routes.get(
    '/me',
    {
      onRequest: app.guards.confirmUser,
      schema: {
        tags: ['user'],
        summary: 'The logged-in user, or 401: lets a client confirm its session on every page load',
        description: 'Like every request that reads the session, it renews a cookie past half its lifetime with a fresh day. It alone keeps the script-readable session hint (signed_in) in step: given to a session without one, cleared on a 401.',
        response: { 200: CurrentUserResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ success: true as const, user: await service.current(viewerOf(request).id) }),
  );

  routes.post(
    '/profile/update',
    {
      onRequest: app.guards.requireUser,
      schema: {
        tags: ['user'],
        summary: "Update the logged-in user's profile",
        description:
          'multipart/form-data, every field optional: fullname, email, currentPassword, phoneNumber, bio, skills (comma-separated; trimmed, empties dropped), preferredLocations and preferredJobTypes (the same, at most 10 each; job types among JOB_TYPES), minSalary (LPA; empty clears it), `file`: a PDF resume (at most 5 MB) replacing the previous one. ' +
          'A new email takes currentPassword (400 without it or with a wrong one), is rate-limited per client and per account like registrations (429), ' +
          'ends every unused password reset link and every other session of the user (this one stays), and is announced by email to the old address.',
        consumes: ['multipart/form-data'],
        response: { 200: ProfileUpdateResponseSchema, ...errorResponses(400, 401, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const { id } = viewerOf(request);
      const form = await readMultipartForm(request, deps.uploadTmpDir, RESUME_UPLOAD);
      let updated: { user: User; epoch: number | null };
      try {
        updated = await service.updateProfile(request.ip, id, ProfileFieldsSchema.parse(form.fields), form.file, request.log);
      } finally {
        await form.file?.discard();
      }
      if (updated.epoch === null) return reply.send({ success: true, message: 'Profile updated successfully.', user: updated.user });
      return reply.startSession(id, updated.epoch).send({ success: true, message: 'Profile updated successfully. Other devices are logged out.', user: updated.user });
    },
  );

  routes.get(
    '/:id/resume',
    {
      onRequest: app.guards.requireUser,
      schema: {
        tags: ['user'],
        summary: "A student's resume (PDF)",
        description: 'Served to its owner and to recruiters who own a job the student applied to; 404 to everyone else.',
        params: idParams('id'),
        response: { 200: z.any().describe('The PDF bytes'), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const { stream, fileName } = await service.resumeOf(viewerOf(request), parseId(request.params.id, 'Resume'));
      return reply
        .header('Content-Type', MIME_TYPES.pdf)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', contentDisposition('inline', fileName))
        .header('Cache-Control', 'private, max-age=3600')
        .send(stream);
    },
  );
}
