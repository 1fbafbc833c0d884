import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChangePasswordBodySchema,
  DeleteAccountBodySchema,
  ForgotPasswordBodySchema,
  MessageResponseSchema,
  PreferencesBodySchema,
  PreferencesResponseSchema,
  ResetLinkBodySchema,
  ResetLinkResponseSchema,
  ResetPasswordBodySchema,
  type ResetLinkState,
} from '@portal/contract';
import type { AppDeps } from '../../deps';
import { clearSessionCookies, viewerOf } from '../../http/auth';
import { errorResponses } from '../../http/error-responses';
import { userService } from '../users/user-service';
import { exportAccount } from './account-export';
import { accountService } from './account-service';

const FORGOT_ANSWER = 'If an account exists for that email, we sent a link to reset the password.';

/** What each state of a reset link means to the person who opened it. */
const RESET_LINK_MESSAGES: Record<ResetLinkState, string> = {
  valid: 'This reset link can be used: choose a new password.',
  used: 'This reset link has already been used.',
  expired: 'This reset link has expired.',
  unknown: 'This reset link is not valid: it may be incomplete, or the password or email has changed since it was sent.',
};

/** What people do with their account beyond the profile: preferences, passwords, their data, leaving. Under /user. */
export async function accountRoutes(app: FastifyInstance, deps: AppDeps) {
  const accounts = accountService(deps);
  const users = userService(deps);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/preferences',
    {
      onRequest: app.guards.requireUser,
      schema: {
        tags: ['user'],
        summary: 'Turns notification emails on or off (account mail always goes)',
        body: PreferencesBodySchema,
        response: { 200: PreferencesResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({ success: true as const, message: 'Preferences saved.', user: await users.setPreferences(viewerOf(request).id, request.body) }),
  );

  routes.post(
    '/password/forgot',
    {
      schema: {
        tags: ['user'],
        summary: 'Mails a password reset link, if the address has an account',
        description: 'The answer is the same, and takes the same time, for known and unknown addresses. Rate-limited per address and per client.',
        body: ForgotPasswordBodySchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await accounts.forgotPassword(request.ip, request.body.email);
      return { success: true as const, message: FORGOT_ANSWER };
    },
  );

  routes.post(
    '/password/reset',
    {
      schema: {
        tags: ['user'],
        summary: 'Sets a new password with the emailed token; every session of the user ends',
        body: ResetPasswordBodySchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      await accounts.resetPassword(request.body);
      clearSessionCookies(reply);
      return { success: true as const, message: 'Password updated. Please log in.' };
    },
  );

  routes.post(
    '/password/reset/status',
    {
      schema: {
        tags: ['user'],
        summary: 'Whether the emailed token can still set a password (valid, used, expired or unknown), without using it',
        description: 'A POST, so the token stays out of request logs. Rate-limited per client like "Forgot password?" (429).',
        body: ResetLinkBodySchema,
        response: { 200: ResetLinkResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const state = await accounts.resetLinkState(request.ip, request.body.token);
      return { success: true as const, state, message: RESET_LINK_MESSAGES[state] };
    },
  );

  routes.post(
    '/password/change',
    {
      onRequest: app.guards.requireUser,
      schema: {
        tags: ['user'],
        summary: "Changes the caller's password; their other sessions end, this one stays",
        body: ChangePasswordBodySchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { id } = viewerOf(request);
      const epoch = await accounts.changePassword(id, request.body);
      return reply.startSession(id, epoch).send({ success: true, message: 'Password changed. Other devices are logged out.' });
    },
  );

  routes.get(
    '/export',
    {
      onRequest: app.guards.requireUser,
      schema: {
        tags: ['user'],
        summary: 'Everything stored about the caller, as a JSON download',
        response: { 200: z.record(z.string(), z.unknown()), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      reply.header('Content-Disposition', 'attachment; filename="jobportal-my-data.json"');
      return exportAccount(deps, viewerOf(request));
    },
  );

  routes.post(
    '/delete',
    {
      onRequest: app.guards.requireUser,
      schema: {
        tags: ['user'],
        summary: "Deletes the caller's account and files, with their password",
        description:
          "A recruiter leaves every company team; a company left without a team closes its jobs, and it and its jobs leave every public page at once (404); one whose team goes on keeps them, its longest-standing member becoming owner if none is left. Applications of a deleted student read 'Deleted user' to the recruiter.",
        body: DeleteAccountBodySchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      await accounts.deleteAccount(viewerOf(request), request.body.password, request.log);
      await reply.endSession();
      return { success: true as const, message: 'Your account is deleted.' };
    },
  );
}
