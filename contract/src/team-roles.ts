import { z } from 'zod';

/** A company's hiring team: who is in it, and what each role may do. */
export const TEAM_ROLES = ['owner', 'recruiter', 'viewer'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

// Pure: the browser bundles this module for teamMay, and zod must not come with it.
export const TeamRoleSchema = /*#__PURE__*/ z.enum(TEAM_ROLES, { error: 'Role must be owner, recruiter or viewer' });

const everyone: readonly TeamRole[] = TEAM_ROLES;
const hiring: readonly TeamRole[] = ['owner', 'recruiter'];
const owners: readonly TeamRole[] = ['owner'];

/**
 * Who may do what to a company and everything in it: the one table the API's every ownership
 * rule goes through, and that the recruiter screens read to offer only what a role may do.
 * A member whose role is not listed is refused (403); someone outside the team is told the
 * thing does not exist (404), so ids reveal nothing.
 */
export const TEAM_PERMISSIONS = {
  'company.read': everyone,
  'company.edit': owners,
  'members.read': everyone,
  'members.manage': owners,
  'members.leave': everyone,
  'jobs.write': hiring,
  'applicants.read': everyone,
  'applicants.move': hiring,
  'notes.write': hiring,
  'interviews.manage': hiring,
  'analytics.read': everyone,
} as const satisfies Record<string, readonly TeamRole[]>;

export type TeamAction = keyof typeof TEAM_PERMISSIONS;

export const teamMay = (role: TeamRole, action: TeamAction): boolean => TEAM_PERMISSIONS[action].includes(role);

/** What a member without the role for an action reads. */
export const TEAM_REFUSALS: Record<TeamRole, string> = {
  owner: 'Owners may do everything.',
  recruiter: "Only the company's owners may do this.",
  viewer: 'Viewers can read but not change anything: ask an owner for the recruiter role.',
};
