import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CurrentUserResponseSchema,
  LoginBodySchema,
  LoginResponseSchema,
  MessageResponseSchema,
  ProfileFieldsSchema,
  ProfileUpdateResponseSchema,
  RegisterFieldsSchema,
} from '../../contract';
import { isUniqueViolation } from '../../db/errors';
import { nowIso } from '../../db/time';
import type { AppDeps } from '../../deps';
import { viewerOf } from '../../http/auth';
import { errorResponses } from '../../http/error-responses';
import { HttpError, conflict, forbidden, notFound, unauthenticated } from '../../http/http-error';
import { idParams, parseId } from '../../http/ids';
import { MIME_TYPES } from '../../uploads/file-kind';
import { contentDisposition } from '../../uploads/file-name';
import { IMAGE_UPLOAD, RESUME_UPLOAD, readMultipartForm } from '../../uploads/multipart-form';
import { commitUpload } from '../../uploads/stored-upload';
import { loginThrottle } from './login-throttle';
import { hashPassword, verifyPassword } from './password';
import { userRepository } from './user-repository';
import { toUser } from './user-serializer';

const EMAIL_TAKEN = 'User already exists with this email.';

export async function userRoutes(app: FastifyInstance, deps: AppDeps) {
  const users = userRepository(deps.db);
  const { limiter, rateLimits, files } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  const logins = loginThrottle(limiter, rateLimits);

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
      const ipLimit = [{ key: `register-ip:${request.ip}`, max: rateLimits.registrationsPerIp }];
      await limiter.refuseWhenReached(ipLimit);
      const form = await readMultipartForm(request, deps.uploadTmpDir, IMAGE_UPLOAD);
      try {
        const fields = RegisterFieldsSchema.parse(form.fields);
        const limits = [...ipLimit, { key: `register-email:${fields.email}`, max: rateLimits.loginFailuresPerEmail }];
        await limiter.refuseWhenReached(limits);
        await limiter.record(limits.map((limit) => limit.key));
        if (await users.emailTakenByOther(fields.email, null)) throw conflict(EMAIL_TAKEN);
        const passwordHash = await hashPassword(fields.password);
        const now = nowIso();
        await commitUpload(files, request.log, { file: form.file, folder: 'photos', replacing: null }, (photoKey) =>
          users
            .insert({
              fullname: fields.fullname,
              email: fields.email,
              phone_number: fields.phoneNumber,
              password_hash: passwordHash,
              role: fields.role,
              profile_photo_key: photoKey,
              created_at: now,
              updated_at: now,
            })
            .catch((error) => {
              throw isUniqueViolation(error) ? conflict(EMAIL_TAKEN) : error;
            }),
        );
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
        body: LoginBodySchema,
        response: { 200: LoginResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const { email, password, role } = request.body;
      await logins.admit(request.ip, email);
      const found = await users.findCredentialsByEmail(email);
      const passwordMatches = await verifyPassword(found?.password_hash ?? null, password);
      if (!found || !passwordMatches) {
        await logins.failed(request.ip, email);
        throw new HttpError(401, 'Incorrect email or password.');
      }
      if (found.role !== role) throw forbidden("Account doesn't exist with current role.");
      await logins.succeeded(request.ip, email);
      const user = toUser(found);
      return reply.startSession(Number(found.id)).send({ success: true, message: `Welcome back ${user.fullname}`, user });
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
      onRequest: app.guards.requireUser,
      schema: {
        tags: ['user'],
        summary: 'The logged-in user, or 401: lets a client confirm its session on every page load',
        description: 'Like every request that reads the session, it renews a cookie past half its lifetime with a fresh day.',
        response: { 200: CurrentUserResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = await users.findById(viewerOf(request).id);
      if (!user) throw unauthenticated();
      return { success: true as const, user: toUser(user) };
    },
  );

  routes.post(
    '/profile/update',
    {
      onRequest: app.guards.requireUser,
      schema: {
        tags: ['user'],
        summary: "Update the logged-in user's profile",
        description:
          'multipart/form-data, every field optional: fullname, email, phoneNumber, bio, skills (comma-separated; trimmed, empties dropped), `file`: a PDF resume (at most 5 MB) replacing the previous one.',
        consumes: ['multipart/form-data'],
        response: { 200: ProfileUpdateResponseSchema, ...errorResponses(400, 401, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const form = await readMultipartForm(request, deps.uploadTmpDir, RESUME_UPLOAD);
      try {
        const fields = ProfileFieldsSchema.parse(form.fields);
        const current = await users.findById(viewer.id);
        if (!current) throw new HttpError(401, 'User not authenticated');
        if (fields.email && (await users.emailTakenByOther(fields.email, viewer.id))) throw conflict(EMAIL_TAKEN);
        await commitUpload(files, request.log, { file: form.file, folder: 'resumes', replacing: current.resume_key }, (resumeKey) =>
          users
            .update(viewer.id, {
              fullname: fields.fullname,
              email: fields.email,
              phone_number: fields.phoneNumber,
              bio: fields.bio,
              skills: fields.skills && JSON.stringify(fields.skills),
              ...(resumeKey && { resume_key: resumeKey, resume_original_name: form.file!.originalName }),
              updated_at: nowIso(),
            })
            .catch((error) => {
              throw isUniqueViolation(error) ? conflict(EMAIL_TAKEN) : error;
            }),
        );
      } finally {
        await form.file?.discard();
      }
      const updated = await users.findById(viewer.id);
      return reply.send({ success: true, message: 'Profile updated successfully.', user: toUser(updated!) });
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
      const viewer = viewerOf(request);
      const studentId = parseId(request.params.id, 'Resume');
      const allowed =
        viewer.id === studentId || (viewer.role === 'recruiter' && (await users.recruiterReceivedApplicationFrom(viewer.id, studentId)));
      const student = allowed ? await users.findById(studentId) : undefined;
      const stream = student?.resume_key ? await files.read(student.resume_key) : null;
      if (!student || !stream) throw notFound('Resume not found.');
      return reply
        .header('Content-Type', MIME_TYPES.pdf)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', contentDisposition('inline', student.resume_original_name ?? 'resume.pdf'))
        .header('Cache-Control', 'private, max-age=3600')
        .send(stream);
    },
  );
}
