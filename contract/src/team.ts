import { z } from 'zod';
import { IdSchema, TimestampSchema } from './common';
import { CompanySchema } from './company';
import { EmailSchema } from './requests';
import { TeamRoleSchema } from './team-roles';

/** A company as its team sees it: with the caller's own role in it. */
export const TeamCompanySchema = CompanySchema.extend({ role: TeamRoleSchema.describe("The caller's role in the company's team") });
export type TeamCompany = z.infer<typeof TeamCompanySchema>;

export const TeamMemberSchema = z.object({
  user: z.object({ _id: IdSchema, fullname: z.string(), email: z.string() }),
  role: TeamRoleSchema,
  joinedAt: TimestampSchema,
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const TeamInvitationSchema = z.object({
  _id: IdSchema,
  email: z.string(),
  role: TeamRoleSchema,
  expiresAt: TimestampSchema,
});
export type TeamInvitation = z.infer<typeof TeamInvitationSchema>;

export const TeamResponseSchema = z.object({
  success: z.literal(true),
  members: z.array(TeamMemberSchema),
  invitations: z.array(TeamInvitationSchema).describe('Pending invitations: neither accepted, revoked nor expired'),
});
export type TeamResponse = z.infer<typeof TeamResponseSchema>;

export const InviteBodySchema = z.object({ email: EmailSchema, role: TeamRoleSchema });
export type InviteBody = z.infer<typeof InviteBodySchema>;

export const InviteResponseSchema = z.object({ success: z.literal(true), message: z.string(), invitation: TeamInvitationSchema });

const invitationToken = z
  .string({ error: 'The invitation link is incomplete: open it again from the email.' })
  .regex(/^[A-Za-z0-9_-]{20,100}$/, 'The invitation link is incomplete: open it again from the email.');

export const InvitationTokenBodySchema = z.object({ token: invitationToken });
export type InvitationTokenBody = z.infer<typeof InvitationTokenBodySchema>;

/** An invitation as the link's holder may read it before accepting: never the token's other uses. */
export const InvitationPreviewSchema = z.object({
  companyName: z.string(),
  role: TeamRoleSchema,
  email: z.string().describe('The address the invitation was sent to: only a recruiter account with it may accept'),
  state: z.enum(['pending', 'used', 'revoked', 'expired']),
});
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>;
export const InvitationPreviewResponseSchema = z.object({ success: z.literal(true), invitation: InvitationPreviewSchema });
export type InvitationPreviewResponse = z.infer<typeof InvitationPreviewResponseSchema>;

export const AcceptInvitationResponseSchema = z.object({ success: z.literal(true), message: z.string(), company: TeamCompanySchema });
export type AcceptInvitationResponse = z.infer<typeof AcceptInvitationResponseSchema>;

export const RoleChangeBodySchema = z.object({ role: TeamRoleSchema });
export type RoleChangeBody = z.infer<typeof RoleChangeBodySchema>;
