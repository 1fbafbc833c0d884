import type {
  AcceptInvitationResponse,
  InvitationPreviewResponse,
  InviteBody,
  MessageResponse,
  TeamInvitation,
  TeamResponse,
  TeamRole,
} from '@portal/contract';
import { portalApi } from '../../api/portalApi';

type InviteResponse = MessageResponse & { invitation: TeamInvitation };

const company = (companyId: string) => `/company/${encodeURIComponent(companyId)}`;
const memberUrl = (companyId: string, userId: string) => `${company(companyId)}/members/${encodeURIComponent(userId)}`;

export const teamEndpoints = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** A company's members and pending invitations (any member). */
    team: build.query<TeamResponse, string>({
      query: (companyId) => ({ url: `${company(companyId)}/members` }),
      providesTags: (_answer, _error, companyId) => [{ type: 'Team', id: companyId }],
    }),

    invite: build.mutation<InviteResponse, InviteBody & { companyId: string }>({
      query: ({ companyId, ...body }) => ({ url: `${company(companyId)}/invite`, method: 'POST', body }),
      invalidatesTags: (_answer, _error, { companyId }) => [{ type: 'Team', id: companyId }],
    }),

    revokeInvitation: build.mutation<MessageResponse, { companyId: string; invitationId: string }>({
      query: ({ companyId, invitationId }) => ({ url: `${company(companyId)}/invitations/${encodeURIComponent(invitationId)}`, method: 'DELETE' }),
      invalidatesTags: (_answer, _error, { companyId }) => [{ type: 'Team', id: companyId }],
    }),

    changeMemberRole: build.mutation<MessageResponse, { companyId: string; userId: string; role: TeamRole }>({
      query: ({ companyId, userId, role }) => ({ url: `${memberUrl(companyId, userId)}/role`, method: 'POST', body: { role } }),
      // The caller's own role may be the one changed: their companies, jobs and applicants say what they may do.
      invalidatesTags: (_answer, _error, { companyId }) => [
        { type: 'Team', id: companyId },
        'Companies',
        { type: 'Company', id: companyId },
        'AdminJobs',
        'Applicants',
      ],
    }),

    removeMember: build.mutation<MessageResponse, { companyId: string; userId: string }>({
      query: ({ companyId, userId }) => ({ url: memberUrl(companyId, userId), method: 'DELETE' }),
      invalidatesTags: (_answer, _error, { companyId }) => [{ type: 'Team', id: companyId }],
    }),

    /**
     * The caller leaves the team (the same call, on their own id). The company is no longer
     * theirs to read: only their lists (and the applicants, which carry their role) are reloaded,
     * never its team, which would answer 404.
     */
    leaveTeam: build.mutation<MessageResponse, { companyId: string; userId: string }>({
      query: ({ companyId, userId }) => ({ url: memberUrl(companyId, userId), method: 'DELETE' }),
      invalidatesTags: ['Companies', 'AdminJobs', 'Applicants'],
    }),

    /** What an invitation link offers, before accepting it (anyone holding the link). */
    invitationPreview: build.query<InvitationPreviewResponse, string>({
      query: (token) => ({ url: '/company/invitations/preview', method: 'POST', body: { token } }),
    }),

    acceptInvitation: build.mutation<AcceptInvitationResponse, string>({
      query: (token) => ({ url: '/company/invitations/accept', method: 'POST', body: { token } }),
      // The new company and its jobs join the recruiter's lists.
      invalidatesTags: ['Companies', 'AdminJobs'],
    }),
  }),
});

export const {
  useTeamQuery,
  useInviteMutation,
  useRevokeInvitationMutation,
  useChangeMemberRoleMutation,
  useRemoveMemberMutation,
  useLeaveTeamMutation,
  useInvitationPreviewQuery,
  useAcceptInvitationMutation,
} = teamEndpoints;
