import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AcceptInvitationResponseSchema,
  InvitationPreviewResponseSchema,
  InvitationTokenBodySchema,
  InviteBodySchema,
  InviteResponseSchema,
  MessageResponseSchema,
  RoleChangeBodySchema,
  TeamResponseSchema,
} from '@portal/contract';
import type { AppDeps } from '../../deps';
import { viewerOf } from '../../http/auth';
import { errorResponses } from '../../http/error-responses';
import { idParams, parseId } from '../../http/ids';
import { teamService } from './team-service';

/**
 * A company's team: its members and their roles, and the invitations that bring new members
 * in. Everything but reading an invitation is a recruiter's; who in the team may do what is
 * TEAM_PERMISSIONS, through teamAccess.
 */
export async function teamRoutes(app: FastifyInstance, deps: AppDeps) {
  const service = teamService(deps);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const recruiter = app.guards.requireRecruiter;
  const companyParams = idParams('id');
  const memberParams = companyParams.extend(idParams('userId').shape);
  const companyOf = (id: string) => parseId(id, 'Company');

  routes.get(
    '/:id/members',
    {
      onRequest: recruiter,
      schema: {
        tags: ['team'],
        summary: "The company's team and its pending invitations (any member; anyone else: 404)",
        params: companyParams,
        response: { 200: TeamResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ success: true as const, ...(await service.members(viewerOf(request).id, companyOf(request.params.id))) }),
  );

  routes.post(
    '/:id/invite',
    {
      onRequest: recruiter,
      schema: {
        tags: ['team'],
        summary: 'Invite someone to the team by email (owners): a link that works once, for 7 days',
        description: 'A current member is 409. A new invitation to the same address withdraws the one still open.',
        params: companyParams,
        body: InviteBodySchema,
        response: { 201: InviteResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const invitation = await service.invite(viewerOf(request).id, companyOf(request.params.id), request.body);
      return reply.status(201).send({ success: true, message: `Invitation sent to ${invitation.email}.`, invitation });
    },
  );

  routes.delete(
    '/:id/invitations/:invitationId',
    {
      onRequest: recruiter,
      schema: {
        tags: ['team'],
        summary: 'Withdraw a pending invitation (owners)',
        params: companyParams.extend(idParams('invitationId').shape),
        response: { 200: MessageResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await service.revoke(viewerOf(request).id, companyOf(request.params.id), parseId(request.params.invitationId, 'Invitation'));
      return { success: true as const, message: 'Invitation withdrawn.' };
    },
  );

  routes.post(
    '/:id/members/:userId/role',
    {
      onRequest: recruiter,
      schema: {
        tags: ['team'],
        summary: "Change a member's role (owners); the last owner cannot be demoted (409)",
        params: memberParams,
        body: RoleChangeBodySchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await service.setRole(viewerOf(request).id, companyOf(request.params.id), parseId(request.params.userId, 'Member'), request.body.role);
      return { success: true as const, message: 'Role changed.' };
    },
  );

  routes.delete(
    '/:id/members/:userId',
    {
      onRequest: recruiter,
      schema: {
        tags: ['team'],
        summary: 'Remove a member (owners), or leave the team (any member); the last owner cannot go (409)',
        params: memberParams,
        response: { 200: MessageResponseSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const memberId = parseId(request.params.userId, 'Member');
      await service.remove(viewer.id, companyOf(request.params.id), memberId);
      return { success: true as const, message: memberId === viewer.id ? 'You left the team.' : 'Member removed.' };
    },
  );

  routes.post(
    '/invitations/preview',
    {
      schema: {
        tags: ['team'],
        summary: 'What an invitation link invites to, and whether it can still be accepted (anyone holding the link)',
        description: 'A POST, so the token stays out of request logs. Rate-limited per client (429).',
        body: InvitationTokenBodySchema,
        response: { 200: InvitationPreviewResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => ({ success: true as const, invitation: await service.preview(request.ip, request.body.token) }),
  );

  routes.post(
    '/invitations/accept',
    {
      onRequest: recruiter,
      schema: {
        tags: ['team'],
        summary: 'Join the team with the invitation’s role: the recruiter whose email it was sent to, once',
        description: 'Another account is 403; a used, withdrawn or expired invitation is 400; a current member 409.',
        body: InvitationTokenBodySchema,
        response: { 200: AcceptInvitationResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const company = await service.accept(viewerOf(request).id, request.body.token);
      return { success: true as const, message: `Welcome to ${company.name}'s team.`, company };
    },
  );
}
