import type { TeamRole } from '@portal/contract';
import type { EmailContent } from '../../mail/email-content';
import { SITE_NAME } from '../../site-name';

const ROLE_WORDS: Record<TeamRole, string> = {
  owner: 'an owner (everything, including who is in the team)',
  recruiter: "a recruiter (the company's jobs, applicants, notes and interviews)",
  viewer: "a viewer (reads the company's jobs, applicants and notes)",
};

/** The email an owner's invitation sends: a link that works once, for a week, for this address only. */
export const invitationMail = (companyName: string, inviterName: string, role: TeamRole, token: string): EmailContent => ({
  subject: `Join ${companyName}'s hiring team on ${SITE_NAME}`,
  paragraphs: [
    `${inviterName} invites you to ${companyName}'s hiring team on ${SITE_NAME}, as ${ROLE_WORDS[role]}.`,
    `Accept with the link below, logged in as a recruiter with this email address (or sign up as one). It works once, for 7 days.`,
  ],
  action: { label: 'Accept the invitation', path: `/invitations/accept?token=${encodeURIComponent(token)}` },
  footer: 'You get this email because someone invited this address to a hiring team. If you did not expect it, ignore it.',
});
